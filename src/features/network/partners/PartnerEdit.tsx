import { Edit } from 'react-admin';
import { EDIT_QUERY } from '../../../custom/common/formSettings';
import { PartnerForm } from './PartnerForm';

export const PartnerEdit = () => (
    <Edit mutationMode="pessimistic" queryOptions={EDIT_QUERY} redirect="show">
        <PartnerForm />
    </Edit>
);
