import { Link as RouterLink } from 'react-router';
import {
    Alert,
    Box,
    CircularProgress,
    Link,
    Stack,
    TableBody,
    TableCell,
    TableHead,
    TableRow,
    Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Plot } from '../../../domain/geo/types';
import { can } from '../../../providers/access';
import { currentRole, useSession } from '../../../providers/session';
import { formatText } from '../../../domain/text';
import { fetchPlotYield, lotPagePath, plotYieldKey } from '../yields/yieldApi';
import { plotsUnsupported } from './plotApi';
import { formatDate, formatNumber } from '../../../kit/format';
import { errorText } from '../../../kit/errorText';
import { RetryAlert } from '../../../kit/RetryAlert';
import { ScrollTable } from '../../../kit/ScrollTable';

const round = (value: number) => formatNumber(Math.round(value * 100) / 100);
const CODE = { whiteSpace: 'nowrap' } as const;

function Fact({ label, value, note }: { label: string; value: string; note?: string }) {
    return (
        <Box>
            <Typography variant="body2" color="text.secondary">
                {label}
            </Typography>
            <Typography variant="h6" component="p">
                {value}
            </Typography>
            {note && (
                <Typography variant="caption" color="text.secondary">
                    {note}
                </Typography>
            )}
        </Box>
    );
}

/**
 * "Sản lượng mùa vụ" on a plot's page: for the season ending today, what the plot can give (area ×
 * its crop's maximum yield), the kilograms lots declare from it (each lot linked) and what remains.
 */
export function PlotYieldBalance() {
    const translate = useTranslate();
    const plot = useRecordContext<Plot>();
    // The table itself is the owner's page.
    const mayReadTable = can(currentRole(useSession()), 'crop-yields', 'list');
    const balance = useQuery({
        queryKey: plotYieldKey(plot?.id, 'season'),
        queryFn: ({ signal }) => fetchPlotYield(plot!.id, null, null, signal),
        enabled: !!plot,
    });
    const t = (key: string, options?: Record<string, unknown>) =>
        translate(`xts.yields.balance.${key}`, options);
    if (!plot) return null;
    const data = balance.data;
    return (
        <Box component="section" aria-label={t('title')} sx={{ px: 2, pb: 2 }}>
            <Typography variant="h6" component="h2">
                {t('title')}
            </Typography>
            {balance.isPending && <CircularProgress size={24} aria-label={translate('ra.page.loading')} />}
            {balance.isError &&
                (plotsUnsupported(balance.error) ? (
                    <Typography color="text.secondary">{translate('xts.yields.unsupported')}</Typography>
                ) : (
                    <RetryAlert onRetry={balance.refetch} busy={balance.isFetching} error={balance.error}>
                        {t('load_failed', { message: errorText(balance.error, translate) })}
                    </RetryAlert>
                ))}
            {data && (
                <Stack spacing={1}>
                    <Typography color="text.secondary">
                        {t('season', {
                            from: formatDate(data.from),
                            to: formatDate(data.to),
                            seasons: data.seasons,
                        })}
                    </Typography>
                    {data.capacityKg === null ? (
                        <Alert severity="info">{t('unknown', { crop: formatText(data.cropText) })}</Alert>
                    ) : (
                        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 4 }}>
                            <Fact
                                label={t('capacity')}
                                value={t('kg', { kg: formatNumber(data.capacityKg) })}
                                note={t('formula', {
                                    area: round(data.areaHa),
                                    max: formatNumber(data.maxKgHa ?? 0),
                                    seasons: data.seasons,
                                })}
                            />
                            <Fact
                                label={t('declared')}
                                value={t('kg', { kg: formatNumber(data.declaredKg) })}
                            />
                            <Fact
                                label={t('remaining')}
                                value={
                                    data.remainingKg! < 0
                                        ? t('over', { kg: formatNumber(-data.remainingKg!) })
                                        : t('kg', { kg: formatNumber(data.remainingKg!) })
                                }
                            />
                        </Stack>
                    )}
                    {data.capacityKg === null && (
                        <Typography>
                            {t('declared')}: {t('kg', { kg: formatNumber(data.declaredKg) })}
                        </Typography>
                    )}
                    {data.lots.length ? (
                        <ScrollTable aria-label={t('lots')}>
                            <TableHead>
                                <TableRow>
                                    {['lot', 'product', 'harvest', 'quantity', 'reason'].map((key) => (
                                        <TableCell key={key}>{t(key)}</TableCell>
                                    ))}
                                </TableRow>
                            </TableHead>
                            <TableBody>
                                {data.lots.map((row) => (
                                    <TableRow key={`${row.productId}|${row.lot}`}>
                                        <TableCell sx={CODE}>
                                            <Link component={RouterLink} to={lotPagePath(row)}>
                                                {formatText(row.lot)}
                                            </Link>
                                        </TableCell>
                                        <TableCell>{formatText(row.productName)}</TableCell>
                                        <TableCell>
                                            {formatDate(row.harvestFrom)} – {formatDate(row.harvestTo)}
                                        </TableCell>
                                        <TableCell>{formatNumber(row.quantityKg)}</TableCell>
                                        <TableCell>
                                            {row.overrideReason ? formatText(row.overrideReason) : '—'}
                                        </TableCell>
                                    </TableRow>
                                ))}
                            </TableBody>
                        </ScrollTable>
                    ) : (
                        <Typography color="text.secondary">{t('no_lots')}</Typography>
                    )}
                    {mayReadTable && (
                        <Link component={RouterLink} to="/crop-yield" sx={{ alignSelf: 'flex-start' }}>
                            {t('table_link')}
                        </Link>
                    )}
                </Stack>
            )}
        </Box>
    );
}
