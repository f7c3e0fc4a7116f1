import { SelectField } from 'react-admin';
import { TextField } from '../../custom/common/text';
import { StoppableRecordShow } from '../../custom/business/StoppableRecordShow';
import { typeChoices } from './choices';

export const PartnerShow = () => (
    <StoppableRecordShow>
        <SelectField source="type" choices={typeChoices} />
        <TextField source="taxCode" emptyText="—" />
        <TextField source="gln" emptyText="—" />
        <TextField source="contactName" emptyText="—" />
        <TextField source="phone" />
        <TextField source="email" emptyText="—" />
        <TextField source="fullAddress" />
    </StoppableRecordShow>
);
