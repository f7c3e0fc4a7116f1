import { Create } from 'react-admin';
import { PartnerForm } from './PartnerForm';

export const PartnerCreate = () => (
    <Create redirect="show">
        <PartnerForm />
    </Create>
);
