import { SelectField } from 'react-admin';
import { TextField } from '../../../kit/text';
import { StoppableRecordShow } from '../../../kit/StoppableRecordShow';
import { typeChoices } from './choices';
import { IdentifierField } from '../../../kit/Identifier';

export const PartnerShow = () => (
    <StoppableRecordShow>
        <SelectField source="type" choices={typeChoices} />
        <IdentifierField source="taxCode" emptyText="—" />
        <TextField source="gln" emptyText="—" />
        <TextField source="contactName" emptyText="—" />
        <IdentifierField source="phone" />
        <TextField source="email" emptyText="—" />
        <TextField source="fullAddress" />
    </StoppableRecordShow>
);
