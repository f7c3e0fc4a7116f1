/**
 * The layout check in the template editor: the problems shown live beside the preview, and the
 * same check refusing the save with its sentences on the fields to change (what was typed stays).
 * The serial checked is the template's prefix and a serial as wide as every printed one.
 */
import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { SAMPLE_SERIAL, checkLayout } from '../../../domain/stampTemplates';
import { fitProblemText } from '../../../lib/print/fitMessages';
import { loadHeadlineFont } from '../../../lib/print/headlineFont';
import {
    checkStampFit,
    longestSerialOf,
    type FitProblem,
    type FitReport,
    type HeadlineFont,
} from '../../../lib/print/stampFit';

export type Values = Record<string, unknown>;

export const headlineOf = (values: Values) =>
    typeof values.headline === 'string' ? values.headline.trim() : '';

const layoutErrors = (values: Values) =>
    Object.fromEntries(Object.entries(checkLayout(values)).filter(([, v]) => !!v)) as Record<string, string>;

/** The check of valid layout values (null while the layout itself is refused field by field). */
export function fitOf(values: Values, font: HeadlineFont | null): FitReport | null {
    if (Object.keys(layoutErrors(values)).length) return null;
    return checkStampFit(values as never, longestSerialOf(values, SAMPLE_SERIAL), font);
}

/** The field a problem is fixed at: where the element is placed or sized. */
const FIELD_OF = (problem: FitProblem) => {
    if (problem.kind === 'edge')
        return { headline: 'headline', qr: 'qrSizeMm', serial: 'serialX' }[problem.element];
    const [a, b] = problem.elements;
    if (a === 'headline' && b === 'qr') return 'qrY';
    return 'serialY';
};

/** The form's validation: the layout's own rules, then the elements measured with the print file's font. */
export function useTemplateValidate() {
    const translate = useTranslate();
    return useCallback(
        async (values: Values) => {
            const errors = layoutErrors(values);
            if (Object.keys(errors).length) return errors;
            let font: HeadlineFont | null = null;
            if (headlineOf(values))
                try {
                    font = await loadHeadlineFont();
                } catch {
                    return { headline: translate('xts.catalogue.templates.fit.font_failed') };
                }
            const report = fitOf(values, font);
            const fields: Record<string, string> = {};
            for (const problem of report?.problems ?? []) {
                const field = FIELD_OF(problem);
                const sentence = fitProblemText(translate, problem);
                fields[field] = fields[field] ? `${fields[field]}; ${sentence}` : sentence;
            }
            return fields;
        },
        [translate],
    );
}
