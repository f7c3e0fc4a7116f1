import { SelectField } from 'react-admin';
import { TextField } from '../../../kit/text';
import { StoppableRecordShow } from '../../../kit/StoppableRecordShow';
import { typeChoices } from './choices';
import { IdentifierField } from '../../../kit/Identifier';

export const ShopShow = () => (
    <StoppableRecordShow>
        <IdentifierField source="code" emptyText="—" />
        <SelectField source="type" choices={typeChoices} />
        <TextField source="managerName" emptyText="—" />
        <IdentifierField source="phone" emptyText="—" />
        <TextField source="email" emptyText="—" />
        <TextField source="fullAddress" />
        <TextField source="openingHours" emptyText="—" />
    </StoppableRecordShow>
);
