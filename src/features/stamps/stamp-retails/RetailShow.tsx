import { Show, SimpleShowLayout } from 'react-admin';
import { TextField } from '../../../custom/common/text';
import { DateTimeField } from '../../../custom/common/recordParts';
import { ShowActions } from '../../../custom/common/screenButtons';
import { DateText, NumberText, RangesField, StateCountsField } from '../../../custom/stamps/listParts';
import { OperationHeading } from '../../../custom/stamps/OperationHeading';

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
