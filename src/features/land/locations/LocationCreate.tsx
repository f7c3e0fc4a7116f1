import { Create } from 'react-admin';
import { useOptionSourceSaved } from '../../../kit/savedOption';
import { LocationForm } from './LocationForm';

export function LocationCreate() {
    const mutationOptions = useOptionSourceSaved('locations', 'created');
    return (
        <Create mutationOptions={mutationOptions}>
            <LocationForm />
        </Create>
    );
}
