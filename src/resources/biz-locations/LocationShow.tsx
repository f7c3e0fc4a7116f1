import { NumberField, SelectField, Show, SimpleShowLayout } from 'react-admin';
import { TextField } from '../../custom/common/text';
import { DateTimeField, RecordHeading, StatusToggleButton } from '../../custom/business/recordParts';
import { ShowActions } from '../../custom/common/lists';
import { standardChoices } from './choices';

export const LocationShow = () => (
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
            <TextField source="crops" />
            <NumberField source="areaHa" locales="vi-VN" emptyText="—" />
            <SelectField source="standard" choices={standardChoices} />
            <TextField source="certificateNo" emptyText="—" />
            <TextField source="managerName" emptyText="—" />
            <TextField source="fullAddress" />
            <TextField source="note" emptyText="—" />
            <DateTimeField source="createdAt" />
            <DateTimeField source="updatedAt" />
        </SimpleShowLayout>
    </Show>
);
