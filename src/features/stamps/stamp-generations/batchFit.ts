/**
 * Before a batch is printed: the chosen template measured with the longest serial the batch will
 * carry (its prefix and the last serial of the range), with the print file's own font, so a
 * template whose elements would overlap or leave the stamp is refused before anything is printed.
 */
import { useCallback } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { fitProblemText, serialOf } from '../../../lib/print/fitMessages';
import { loadHeadlineFont } from '../../../lib/print/headlineFont';
import { text } from '../../../lib/print/printLayout';
import { checkStampFit, longestSerialOf } from '../../../lib/print/stampFit';
import { SERIAL_WIDTH, formatSerial } from '../../../domain/stampRanges';

/** Answers why the template cannot print the batch ending at `lastSerial` (null: unknown yet), or null when it can. */
export function useBatchFit() {
    const dataProvider = useDataProvider();
    const translate = useTranslate();
    return useCallback(
        async (templateId: string, lastSerial: number | null): Promise<string | null> => {
            const { data } = await dataProvider.getOne('stamp-templates', { id: templateId });
            const font = text(data.headline).trim() ? await loadHeadlineFont() : null;
            // Every serial is printed SERIAL_WIDTH digits wide: an unknown range is as long as any.
            const digits = formatSerial(lastSerial ?? 10 ** SERIAL_WIDTH - 1);
            const report = checkStampFit(data, longestSerialOf(data, digits), font);
            if (!report.problems.length) return null;
            return translate('xts.stamps.generation.template_misfit', {
                template: data.name,
                ...serialOf(report),
                problems: report.problems.map((problem) => fitProblemText(translate, problem)).join('; '),
            });
        },
        [dataProvider, translate],
    );
}
