import { TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { LotOrigin } from '../../domain/geo/types';
import { formatText } from '../../domain/text';
import { formatDateTime } from '../../kit/format';
import { useDocumentWords } from './packWords';
import { ScrollTable } from '../../kit/ScrollTable';

const CODE = { whiteSpace: 'nowrap' } as const;

/**
 * The plots whose declared kilograms exceed their expected yield, accepted with a reason: on the
 * lot's page, and on the EUDR pack's page and printout, so that whoever reads the declaration sees
 * why, who accepted it and when. Nothing when there is none.
 */
export function YieldOverrides({
    origins,
    withLot = false,
}: {
    origins: Pick<LotOrigin, 'productId' | 'lot' | 'plots'>[];
    withLot?: boolean;
}) {
    // On a pack's page, in the documents' language (packWords.ts); elsewhere the console's.
    const { translate, number: formatNumber } = useDocumentWords();
    const rows = origins.flatMap((origin) =>
        origin.plots.flatMap((row) => (row.override ? [{ origin, row, override: row.override }] : [])),
    );
    if (!rows.length) return null;
    const col = (key: string) => translate(`xts.origin_yield.columns.${key}`);
    return (
        <section aria-label={translate('xts.origin_yield.table')}>
            <Typography variant="h6" component="h2">
                {translate('xts.origin_yield.heading')}
            </Typography>
            <ScrollTable aria-label={translate('xts.origin_yield.table')}>
                <TableHead>
                    <TableRow>
                        {withLot && <TableCell>{col('lot')}</TableCell>}
                        <TableCell>{col('plot')}</TableCell>
                        <TableCell>{col('capacity')}</TableCell>
                        <TableCell>{col('declared')}</TableCell>
                        <TableCell>{col('reason')}</TableCell>
                        <TableCell>{col('by')}</TableCell>
                    </TableRow>
                </TableHead>
                <TableBody>
                    {rows.map(({ origin, row, override }) => (
                        <TableRow key={`${origin.productId}|${origin.lot}|${row.plotId}`}>
                            {withLot && <TableCell sx={CODE}>{formatText(origin.lot)}</TableCell>}
                            <TableCell sx={CODE}>{formatText(row.plot.code)}</TableCell>
                            <TableCell>{formatNumber(override.capacityKg)}</TableCell>
                            <TableCell>{formatNumber(override.declaredKg)}</TableCell>
                            <TableCell>{formatText(override.reason)}</TableCell>
                            <TableCell>
                                {formatText(override.byName)}, {formatDateTime(override.at)}
                            </TableCell>
                        </TableRow>
                    ))}
                </TableBody>
            </ScrollTable>
        </section>
    );
}
