import { Show, SimpleShowLayout } from 'react-admin';
import { TextField } from '../../../kit/text';
import { DateTimeField } from '../../../kit/recordParts';
import { ShowActions } from '../../../kit/screenButtons';
import { DateText, NumberText, RangesField, StateCountsField } from '../parts/listParts';
import { OperationHeading } from '../operations/OperationHeading';

export const RetailShow = () => (
    <Show actions={<ShowActions />}>
        <OperationHeading operation="retail" />
        <SimpleShowLayout>
            <NumberText source="count" />
            <RangesField label="resources.stamp-retails.fields.rangeText" />
            <StateCountsField label="resources.stamp-retails.fields.counts" />
            <TextField source="shopName" emptyText="—" />
            <DateText source="soldOn" />
            <TextField source="createdByName" />
            <DateTimeField source="createdAt" />
            <TextField source="note" emptyText="—" />
        </SimpleShowLayout>
    </Show>
);
