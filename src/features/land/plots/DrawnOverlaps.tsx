import { useDeferredValue } from 'react';
import { Alert, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../providers/http';
import { errorText } from '../../../kit/errors';
import { formatDateTime } from '../../../kit/format';
import { PlotLink } from './OverlapNotes';
import { overlapSize } from './overlapWords';
import { validatePlotGeometry } from '../../../domain/geo/validate';
import type { PlotGeometry, PlotOverlap } from '../../../domain/geo/types';

/**
 * As soon as a shape is drawn, walked or typed, before saving: the other producers' saved plots it
 * overlaps beyond the tolerance, by code and linked (the server measures, as for the pack).
 */
export function DrawnOverlaps() {
    const translate = useTranslate();
    const record = useRecordContext<{ id?: number }>();
    const geometry = useDeferredValue(useWatch({ name: 'geometry' }) as PlotGeometry | null | undefined);
    const producerName = useDeferredValue(String(useWatch({ name: 'producerName' }) ?? '').trim());
    const valid = !!geometry && !validatePlotGeometry(geometry).errors.length;
    const query = useQuery({
        queryKey: ['drawn-overlaps', record?.id ?? null, producerName, valid ? JSON.stringify(geometry) : ''],
        enabled: valid,
        retry: false,
        refetchOnWindowFocus: false,
        queryFn: ({ signal }) =>
            call<{ items: PlotOverlap[][] }>('plotOverlaps', {
                body: { plots: [{ ...(record?.id ? { id: record.id } : {}), producerName, geometry }] },
                signal,
            }),
    });
    if (!valid) return null;
    if (query.isFetching && !query.data)
        return (
            <Typography variant="body2" role="status">
                {translate('xts.overlaps.draw_checking')}
            </Typography>
        );
    if (query.isError)
        return (
            <Alert severity="info">
                {translate('xts.overlaps.draw_failed', { message: errorText(query.error, translate) })}
            </Alert>
        );
    const found = (query.data?.items[0] ?? []).filter((overlap) => overlap.counts);
    if (!found.length) return null;
    return (
        <Alert severity="warning" data-testid="drawn-overlaps">
            {translate('xts.overlaps.draw_warning', { smart_count: found.length })}
            {found.map((overlap) => (
                <Typography key={overlap.plotId} variant="body2">
                    <PlotLink id={overlap.plotId} code={overlap.code} />{' '}
                    {translate('xts.overlaps.plot_item', {
                        producer: overlap.producerName,
                        size: overlapSize(overlap, translate),
                    })}
                    {overlap.shared &&
                        ` · ${translate('xts.overlaps.plot_shared', { ...overlap.shared, at: formatDateTime(overlap.shared.at) })}`}
                </Typography>
            ))}
        </Alert>
    );
}
