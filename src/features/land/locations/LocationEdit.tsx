import { Edit } from 'react-admin';
import { useOptionSourceSaved } from '../../../kit/savedOption';
import { EDIT_QUERY } from '../../../kit/formSettings';
import { LocationForm } from './LocationForm';

export function LocationEdit() {
    const mutationOptions = useOptionSourceSaved('locations', 'updated');
    return (
        <Edit mutationMode="pessimistic" queryOptions={EDIT_QUERY} mutationOptions={mutationOptions}>
            <LocationForm />
        </Edit>
    );
}
