import { Show, SimpleShowLayout } from 'react-admin';
import { TextField } from '../../../kit/text';
import { DateTimeField } from '../../../kit/recordParts';
import { ShowActions } from '../../../kit/screenButtons';
import { LotLinkButton } from '../../lots/LotLinkButton';
import { DateText, NumberText, RangesField, StateCountsField } from '../parts/listParts';
import { OperationHeading } from '../operations/OperationHeading';

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
