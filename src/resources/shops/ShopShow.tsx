import { SelectField, Show, SimpleShowLayout } from 'react-admin';
import { TextField } from '../../custom/common/text';
import { DateTimeField, RecordHeading, StatusToggleButton } from '../../custom/business/recordParts';
import { ShowActions } from '../../custom/common/lists';
import { typeChoices } from './choices';

export const ShopShow = () => (
    <Show
        actions={
            <ShowActions>
                <StatusToggleButton />
            </ShowActions>
        }
    >
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
