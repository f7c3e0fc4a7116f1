import { Edit } from 'react-admin';
import { useOptionSourceSaved } from '../../../custom/common/savedOption';
import { EDIT_QUERY } from '../../../custom/common/formSettings';
import { LocationForm } from './LocationForm';

export function LocationEdit() {
    const mutationOptions = useOptionSourceSaved('locations', 'updated');
    return (
        <Edit mutationMode="pessimistic" queryOptions={EDIT_QUERY} mutationOptions={mutationOptions}>
            <LocationForm />
        </Edit>
    );
}
