import { SelectField, Show, SimpleShowLayout } from 'react-admin';
import { TextField } from '../../../custom/common/text';
import { DateTimeField } from '../../../custom/common/recordParts';
import { ShowActions } from '../../../custom/common/screenButtons';
import { NumberText, RangesField } from '../../../custom/stamps/listParts';
import { OperationHeading } from '../../../custom/stamps/OperationHeading';
import { reasonChoices } from './reasons';

export const DestructionShow = () => (
    <Show actions={<ShowActions />}>
        <OperationHeading operation="destruction" />
        <SimpleShowLayout>
            <NumberText source="count" />
            <RangesField label="resources.stamp-destructions.fields.rangeText" />
            <SelectField source="reason" choices={reasonChoices} />
            <TextField source="note" emptyText="—" />
            <TextField source="createdByName" />
            <DateTimeField source="createdAt" />
        </SimpleShowLayout>
    </Show>
);
