import { List, Show, SimpleShowLayout, TopToolbar, useTranslate } from 'react-admin';
import { TextField } from '../../custom/common/text';
import { useCachedOptions } from '../../providers/options';
import { DateTimeField } from '../../custom/business/recordParts';
import { csvExporter, dateColumn, dateTimeColumn } from '../../custom/business/csv';
import { formatNumber } from '../../custom/common/format';
import { listFailure, ListActions, PER_PAGE, ResourceEmpty, ResponsiveGrid, ScreenListButton } from '../../custom/common/lists';
import { ActivationFields, activationInitial, validateActivation } from '../../custom/stamps/fields';
import { DateText, NumberText, RangesField, StateCountsField, stampFilters } from '../../custom/stamps/listParts';
import { OperationForm } from '../../custom/stamps/OperationForm';
import { OperationHeading } from '../../custom/stamps/OperationHeading';
import { LotLinkButton } from '../../custom/lots/LotLinkButton';

const exporter = csvExporter('stamp-activations', [
    { source: 'id' },
    { source: 'rangeText' },
    { source: 'count' },
    { source: 'productName' },
    { source: 'lot' },
    dateColumn('mfgDate'),
    dateColumn('expDate'),
    { source: 'locationName' },
    { source: 'diaryName' },
    { source: 'createdByName' },
    dateTimeColumn('createdAt'),
    { source: 'note' },
]);

export function ActivationList() {
    return (
        <List
            {...listFailure}
            exporter={exporter}
            filters={stampFilters('resources.stamp-activations.fields.q')}
            actions={<ListActions />}
            empty={<ResourceEmpty />}
            perPage={PER_PAGE}
            sort={{ field: 'createdAt', order: 'DESC' }}
        >
            <ResponsiveGrid
                primaryText={(r) => `${r.productName} · ${r.lot}`}
                secondaryText={(r) => `${formatNumber(r.count)} · ${r.rangeText}`}
                tertiaryText={(r) => r.createdByName}
            >
                <TextField source="id" />
                <TextField source="productName" />
                <TextField source="lot" />
                <NumberText source="count" />
                <TextField source="rangeText" sortable={false} sx={{ fontFamily: 'monospace' }} />
                <StateCountsField label="resources.stamp-activations.fields.counts" sortable={false} />
                <DateTimeField source="createdAt" />
            </ResponsiveGrid>
        </List>
    );
}

export function ActivationCreate() {
    const translate = useTranslate();
    const products = useCachedOptions('products');
    return (
        <OperationForm
            operation="activation"
            resource="stamp-activations"
            initialFields={activationInitial}
            validate={validateActivation}
            renderFields={(props) => <ActivationFields {...props} />}
            confirmText={(count, fields) =>
                translate('xts.stamps.activation.confirm', {
                    count,
                    product: products.options.find((p) => String(p.id) === fields.productId)?.name ?? '',
                    lot: fields.lot,
                })
            }
        />
    );
}

export const ActivationShow = () => (
    <Show actions={<TopToolbar><LotLinkButton /><ScreenListButton /></TopToolbar>}>
        <OperationHeading operation="activation" />
        <SimpleShowLayout>
            <NumberText source="count" />
            <RangesField label="resources.stamp-activations.fields.rangeText" />
            <StateCountsField label="resources.stamp-activations.fields.counts" />
            <TextField source="productName" />
            <TextField source="lot" />
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
