import { SelectField, Show, SimpleShowLayout } from 'react-admin';
import { TextField } from '../../custom/common/text';
import { DateTimeField, RecordHeading, StatusToggleButton } from '../../custom/business/recordParts';
import { ShowActions } from '../../custom/common/lists';
import { typeChoices } from './choices';

export const PartnerShow = () => (
    <Show
        actions={
            <ShowActions>
                <StatusToggleButton />
            </ShowActions>
        }
    >
        <RecordHeading />
        <SimpleShowLayout>
            <SelectField source="type" choices={typeChoices} />
            <TextField source="taxCode" emptyText="—" />
            <TextField source="gln" emptyText="—" />
            <TextField source="contactName" emptyText="—" />
            <TextField source="phone" />
            <TextField source="email" emptyText="—" />
            <TextField source="fullAddress" />
            <TextField source="note" emptyText="—" />
            <DateTimeField source="createdAt" />
            <DateTimeField source="updatedAt" />
        </SimpleShowLayout>
    </Show>
);
