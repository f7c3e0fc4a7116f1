import { Edit } from 'react-admin';
import { EDIT_QUERY } from '../../../kit/formSettings';
import { ShopForm } from './ShopForm';

export const ShopEdit = () => (
    <Edit mutationMode="pessimistic" queryOptions={EDIT_QUERY} redirect="show">
        <ShopForm />
    </Edit>
);
