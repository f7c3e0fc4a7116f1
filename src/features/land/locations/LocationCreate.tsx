import { Create } from 'react-admin';
import { useOptionSourceSaved } from '../../../custom/common/savedOption';
import { LocationForm } from './LocationForm';

export function LocationCreate() {
    const mutationOptions = useOptionSourceSaved('locations', 'created');
    return (
        <Create mutationOptions={mutationOptions}>
            <LocationForm />
        </Create>
    );
}
