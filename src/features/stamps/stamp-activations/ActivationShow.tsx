import { Show, SimpleShowLayout } from 'react-admin';
import { TextField } from '../../../custom/common/text';
import { DateTimeField } from '../../../custom/common/recordParts';
import { ShowActions } from '../../../custom/common/screenButtons';
import { LotLinkButton } from '../../lots/LotLinkButton';
import { DateText, NumberText, RangesField, StateCountsField } from '../../../custom/stamps/listParts';
import { OperationHeading } from '../../../custom/stamps/OperationHeading';

export const ActivationShow = () => (
    <Show
        actions={
            <ShowActions>
                <LotLinkButton />
            </ShowActions>
        }
    >
        <OperationHeading operation="activation" />
        <SimpleShowLayout>
            <NumberText source="count" />
            <RangesField label="resources.stamp-activations.fields.rangeText" />
            <StateCountsField label="resources.stamp-activations.fields.counts" />
            <TextField source="productName" />
            <TextField source="lot" />
            <TextField source="gs1Lot" emptyText="—" />
            <DateText source="mfgDate" />
            <DateText source="expDate" />
            <TextField source="locationName" emptyText="—" />
            <TextField source="diaryName" emptyText="—" />
            <TextField source="createdByName" />
            <DateTimeField source="createdAt" />
            <TextField source="note" emptyText="—" />
        </SimpleShowLayout>
    </Show>
);
