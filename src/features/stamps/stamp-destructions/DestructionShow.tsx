import { SelectField, Show, SimpleShowLayout } from 'react-admin';
import { TextField } from '../../../kit/text';
import { DateTimeField } from '../../../kit/recordParts';
import { ShowActions } from '../../../kit/screenButtons';
import { NumberText, RangesField } from '../parts/listParts';
import { OperationHeading } from '../operations/OperationHeading';
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
