import { useMemo } from 'react';
import { Create } from 'react-admin';
import { useSearchParams } from 'react-router';
import { PlotForm } from './PlotForm';
import { useSavedPlot } from './useSavedPlot';

/** A new plot, in the growing location of `?locationId=` when given. */
export function PlotCreate() {
    const [params] = useSearchParams();
    const locationId = Number(params.get('locationId')) || undefined;
    const draftKey = `create-${locationId ?? ''}`;
    const mutationOptions = useSavedPlot(draftKey, 'created');
    // One record object: a new one at each render would reset the form each time.
    const record = useMemo(() => (locationId ? { locationId } : {}), [locationId]);
    return (
        <Create record={record} mutationOptions={mutationOptions}>
            <PlotForm draftKey={draftKey} />
        </Create>
    );
}
