import { Create } from 'react-admin';
import { ProducerForm } from './ProducerForm';

export function ProducerCreate() {
    return (
        <Create redirect="show">
            <ProducerForm />
        </Create>
    );
}
