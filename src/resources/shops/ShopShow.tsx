import { SelectField, Show, SimpleShowLayout } from 'react-admin';
import { TextField } from '../../custom/common/text';
import { DateTimeField, RecordHeading, ShowActions } from '../../custom/business/recordParts';
import { typeChoices } from './choices';

export const ShopShow = () => (
    <Show actions={<ShowActions />}>
        <RecordHeading />
        <SimpleShowLayout>
            <TextField source="code" emptyText="—" />
            <SelectField source="type" choices={typeChoices} />
            <TextField source="managerName" emptyText="—" />
            <TextField source="phone" emptyText="—" />
            <TextField source="email" emptyText="—" />
            <TextField source="fullAddress" />
            <TextField source="openingHours" emptyText="—" />
            <TextField source="note" emptyText="—" />
            <DateTimeField source="createdAt" />
            <DateTimeField source="updatedAt" />
        </SimpleShowLayout>
    </Show>
);
