import { Alert, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PlotFileReport } from '../../../domain/geo/readers';
import type { PlotImportResult } from '../../../domain/geo/types';
import { formatNumber } from '../../../kit/format';
import { issueText } from './geoIssueText';
import { ScrollTable } from '../../../kit/ScrollTable';
import { reasonText, serverReasonText, type ImportPreview } from './importPreview';
import type { RowOverlaps } from './importOverlaps';
import { errorText } from '../../../kit/errors';
import { ImportRow } from './ImportRow';

/** The overlaps found before saving (importOverlaps.ts). */
export interface ImportOverlapCheck {
    rows: Map<number, RowOverlaps> | null;
    checking: boolean;
    error: unknown;
}

/**
 * Rows shown at most: a table of thousands of rows takes the page seconds to draw. The refused
 * plots come first among them, then the others in the file's order; the summary counts them all.
 */
const SHOWN_ROWS = 200;

/**
 * Each feature of a file: imported or refused and why (the file's own rules, the server's field
 * rules on what will be sent, then the server's answer), always in words.
 */
export function ImportReport({
    report,
    preview,
    result,
    overlaps,
    notSaved,
    hideStatus,
}: {
    report: PlotFileReport;
    preview: ImportPreview;
    /** What the saved parts did (all of them once the import is complete). */
    result: PlotImportResult | null;
    overlaps?: ImportOverlapCheck;
    /** Rows (positions in the file) of parts not saved yet. */
    notSaved?: Set<number>;
    /** The parts speak for the dialog while some are being sent or failed (ImportParts.tsx). */
    hideStatus?: boolean;
}) {
    const translate = useTranslate();
    const rows = [
        ...report.refused,
        ...report.features.filter((feature) => preview.refused.has(feature.index)),
        ...report.features.filter((feature) => !preview.refused.has(feature.index)),
    ]
        .slice(0, SHOWN_ROWS)
        .sort((a, b) => a.index - b.index);
    const total = report.features.length + report.refused.length;
    // The server's refusals name the position in what was sent (preview.sent, in order).
    const serverRefusals = new Map(
        (result?.refused ?? []).map((refusal) => [
            preview.sent[refusal.index]?.index,
            refusal.reasons.map((reason) => serverReasonText(reason, translate)),
        ]),
    );
    const refusedBefore = report.refused.length + preview.refused.size;
    return (
        <>
            {hideStatus ? null : result ? (
                <Alert severity={result.refused.length ? 'warning' : 'success'} role="status">
                    {translate('xts.plots.import.done', {
                        created: formatNumber(result.created.length),
                        refused: formatNumber(result.refused.length + refusedBefore),
                    })}
                </Alert>
            ) : (
                <>
                    <Typography role="status">
                        {translate('xts.plots.import.summary', {
                            ok: formatNumber(preview.sent.length),
                            refused: formatNumber(refusedBefore),
                        })}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                        {translate('xts.plots.import.codes_checked')}
                    </Typography>
                    {/* Not a second status: the dialog's one says what will be imported; what the
                        check finds is announced by its warning below. */}
                    {overlaps?.checking && (
                        <Typography variant="body2" color="text.secondary">
                            {translate('xts.overlaps.import_checking')}
                        </Typography>
                    )}
                    {!!overlaps?.error && !overlaps.checking && (
                        <Alert severity="info">
                            {translate('xts.overlaps.import_failed', {
                                message: errorText(overlaps.error, translate),
                            })}
                        </Alert>
                    )}
                    {!!overlaps?.rows?.size && (
                        <Alert severity="warning" data-testid="import-overlaps">
                            {translate('xts.overlaps.import_count', { smart_count: overlaps.rows.size })}
                        </Alert>
                    )}
                </>
            )}
            <ScrollTable aria-label={translate('xts.plots.import.report')}>
                <TableHead>
                    <TableRow>
                        <TableCell>#</TableCell>
                        <TableCell>{translate('xts.plots.import.feature')}</TableCell>
                        <TableCell>{translate('xts.plots.import.area')}</TableCell>
                        <TableCell>{translate('xts.plots.import.outcome')}</TableCell>
                    </TableRow>
                </TableHead>
                <TableBody>
                    {rows.map((feature) => {
                        const fileReasons = feature.check.errors.map((issue) => issueText(issue, translate));
                        const previewReasons = (preview.refused.get(feature.index) ?? []).map((reason) =>
                            reasonText(reason, translate),
                        );
                        const reasons = serverRefusals.get(feature.index) ?? [
                            ...fileReasons,
                            ...previewReasons,
                        ];
                        const refused = reasons.length > 0;
                        const unsaved = !refused && !!notSaved?.has(feature.index);
                        const overlap = result ? undefined : overlaps?.rows?.get(feature.index);
                        const warnings = [
                            ...feature.check.warnings.map((issue) => issueText(issue, translate)),
                            ...(overlap?.existing.length
                                ? [
                                      translate('xts.overlaps.import_existing', {
                                          codes: overlap.existing.join(', '),
                                      }),
                                  ]
                                : []),
                            ...(overlap?.file.length
                                ? [translate('xts.overlaps.import_file', { codes: overlap.file.join(', ') })]
                                : []),
                        ];
                        const state = refused
                            ? 'refused'
                            : unsaved
                              ? 'not_saved'
                              : result
                                ? 'imported'
                                : 'will_import';
                        return (
                            <ImportRow
                                key={feature.index}
                                feature={feature}
                                state={state}
                                reasons={reasons}
                                warnings={warnings}
                            />
                        );
                    })}
                </TableBody>
            </ScrollTable>
            {total > rows.length && (
                <Typography variant="body2" color="text.secondary">
                    {translate('xts.plots.import.rows_shown', {
                        shown: formatNumber(rows.length),
                        total: formatNumber(total),
                    })}
                </Typography>
            )}
        </>
    );
}
