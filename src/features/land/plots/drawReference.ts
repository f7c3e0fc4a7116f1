import { useMemo } from 'react';
import { useGetOne, useRecordContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { PlotGeometry } from '../../../domain/geo/types';
import { provincePlace } from '../../../domain/provinceGeo';
import { useLocationMapPlots } from './useLocationMapPlots';

/** What the shape's map shows around the plot: its location's other plots, or where the location lies. */
export interface DrawReference {
    plots: { id: number; code: string; geometry: PlotGeometry }[];
    /** [lat, lon] of the location's province, for a location without any plot yet. */
    center: [number, number] | null;
}

/**
 * The other plots of the growing location chosen in the plot's form (the same request as the
 * location page's map, so a form opened from there reads it from the cache), and the location's
 * province: a new plot is drawn among its neighbours, not on a map of the whole region.
 */
export function useDrawReference(): DrawReference | null {
    const locationId = Number(useWatch({ name: 'locationId' })) || null;
    const own = useRecordContext()?.id;
    const plots = useLocationMapPlots(locationId);
    const location = useGetOne<{ id: number; province?: string | null }>(
        'biz-locations',
        { id: locationId! },
        { enabled: locationId !== null, retry: false },
    );
    const province = location.data?.province;
    const pending = locationId === null || plots.isPending;
    // One object per answer: the map redraws the neighbours only when they change.
    return useMemo(() => {
        if (pending) return null;
        const place = province ? provincePlace(province) : undefined;
        return {
            plots: (plots.data?.data ?? [])
                .filter((plot) => plot.id !== own && plot.geometry)
                .map(({ id, code, geometry }) => ({ id, code, geometry })),
            center: place ? [place.lat, place.lon] : null,
        };
    }, [pending, plots.data, province, own]);
}
