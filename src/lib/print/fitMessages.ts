/** The words of the layout check (stampFit.ts): one sentence a problem, naming the elements. */
import type { FitElement, FitProblem, FitReport } from './stampFit';
import { printableSerial } from './stampFit';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const capital = (text: string) => text.charAt(0).toLocaleUpperCase('vi') + text.slice(1);

export const elementName = (translate: Translate, element: FitElement) =>
    translate(`xts.catalogue.templates.fit.elements.${element}`);

export function fitProblemText(translate: Translate, problem: FitProblem) {
    return capital(
        problem.kind === 'overlap'
            ? translate('xts.catalogue.templates.fit.overlap', {
                  first: elementName(translate, problem.elements[0]),
                  second: elementName(translate, problem.elements[1]),
              })
            : translate('xts.catalogue.templates.fit.edge', {
                  element: elementName(translate, problem.element),
              }),
    );
}

/** The serial a report was checked with and its length, for the messages. */
export const serialOf = (report: FitReport) => {
    const serial = printableSerial(report.serial);
    return { serial, length: serial.length };
};
