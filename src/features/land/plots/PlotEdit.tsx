import { Edit } from 'react-admin';
import { useParams } from 'react-router';
import { EDIT_QUERY } from '../../../kit/formSettings';
import { PlotForm } from './PlotForm';
import { useSavedPlot } from './useSavedPlot';

export function PlotEdit() {
    const { id } = useParams();
    const draftKey = `edit-${id ?? ''}`;
    const mutationOptions = useSavedPlot(draftKey, 'updated');
    return (
        <Edit mutationMode="pessimistic" queryOptions={EDIT_QUERY} mutationOptions={mutationOptions}>
            <PlotForm draftKey={draftKey} />
        </Edit>
    );
}
