import { Edit } from 'react-admin';
import { EDIT_QUERY } from '../../../kit/formSettings';
import { PartnerForm } from './PartnerForm';

export const PartnerEdit = () => (
    <Edit mutationMode="pessimistic" queryOptions={EDIT_QUERY} redirect="show">
        <PartnerForm />
    </Edit>
);
