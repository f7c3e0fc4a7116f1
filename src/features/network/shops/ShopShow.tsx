import { SelectField } from 'react-admin';
import { TextField } from '../../../custom/common/text';
import { StoppableRecordShow } from '../../../custom/common/StoppableRecordShow';
import { typeChoices } from './choices';
import { IdentifierField } from '../../../custom/common/Identifier';

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
