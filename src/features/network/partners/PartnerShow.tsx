import { SelectField } from 'react-admin';
import { TextField } from '../../../custom/common/text';
import { StoppableRecordShow } from '../../../custom/common/StoppableRecordShow';
import { typeChoices } from './choices';
import { IdentifierField } from '../../../custom/common/Identifier';

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
