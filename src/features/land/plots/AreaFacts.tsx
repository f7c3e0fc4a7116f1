import { Alert, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useGetMany, useTranslate } from 'react-admin';
import { formatNumber } from '../../../kit/format';
import { pathTo } from '../../../routes/screenPaths';
import type { Plot, PlotWarning } from '../../../domain/geo/types';

const MISMATCH = 0.1;

const ha = (value: number) => formatNumber(Math.round(value * 10000) / 10000);

/** The plots this one overlaps, each by its code and linked to its page. */
function Overlaps({ ids }: { ids: number[] }) {
    const translate = useTranslate();
    const { data = [] } = useGetMany<Plot>('plots', { ids });
    const codes = new Map(data.map((plot) => [plot.id, plot.code]));
    return (
        <Alert severity="warning">
            {translate('xts.plots.area.overlap', { smart_count: ids.length })}{' '}
            {ids.map((id, index) => (
                <span key={id}>
                    {index > 0 && ', '}
                    <Link component={RouterLink} to={pathTo('plots', 'show', { id })}>
                        {codes.get(id) ?? translate('xts.plots.area.overlap_other')}
                    </Link>
                </span>
            ))}
        </Alert>
    );
}

/** Declared against computed area (warned above 10 % apart) and the plots this one overlaps. */
export function AreaFacts({
    declaredAreaHa,
    areaHa,
    warnings = [],
}: {
    declaredAreaHa: number | null | undefined;
    areaHa: number | null | undefined;
    warnings?: PlotWarning[];
}) {
    const translate = useTranslate();
    const declared = Number(declaredAreaHa) || 0;
    const computed = typeof areaHa === 'number' ? areaHa : null;
    const mismatch = computed !== null && declared > 0 && Math.abs(computed - declared) / declared > MISMATCH;
    const overlaps = warnings.flatMap((warning) => (warning.code === 'overlap' ? warning.plotIds : []));
    return (
        <Stack spacing={1} data-testid="area-facts">
            <Typography>
                {translate('xts.plots.area.declared', { area: ha(declared) })}
                {' · '}
                {computed === null
                    ? translate('xts.plots.area.point')
                    : translate('xts.plots.area.computed', { area: ha(computed) })}
            </Typography>
            {mismatch && (
                <Alert severity="warning">
                    {translate('xts.plots.area.mismatch', {
                        declared: ha(declared),
                        computed: ha(computed!),
                        percent: formatNumber(Math.round((Math.abs(computed! - declared) / declared) * 100)),
                    })}
                </Alert>
            )}
            {overlaps.length > 0 && <Overlaps ids={overlaps} />}
        </Stack>
    );
}
