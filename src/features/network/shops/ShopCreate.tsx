import { Create } from 'react-admin';
import { ShopForm } from './ShopForm';

export const ShopCreate = () => (
    <Create redirect="show">
        <ShopForm />
    </Create>
);
