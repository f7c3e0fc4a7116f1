import { Create } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { PlotForm } from './PlotForm';
import { useSavedPlot } from './useSavedPlot';

/** A new plot, in the growing location of `?locationId=` when given. */
export function PlotCreate() {
    const [params] = useSearchParams();
    const locationId = Number(params.get('locationId')) || undefined;
    const draftKey = `create-${locationId ?? ''}`;
    const mutationOptions = useSavedPlot(draftKey, 'created');
    return (
        <Create record={locationId ? { locationId } : {}} mutationOptions={mutationOptions}>
            <PlotForm draftKey={draftKey} />
        </Create>
    );
}
