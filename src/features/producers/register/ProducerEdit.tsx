import { Edit } from 'react-admin';
import { EDIT_QUERY } from '../../../custom/common/formSettings';
import { ProducerForm } from './ProducerForm';

export function ProducerEdit() {
    return (
        <Edit mutationMode="pessimistic" queryOptions={EDIT_QUERY} redirect="show">
            <ProducerForm />
        </Edit>
    );
}
