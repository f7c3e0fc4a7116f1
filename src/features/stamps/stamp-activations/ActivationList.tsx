import { TextField } from '../../../kit/text';
import { DateTimeField } from '../../../kit/recordParts';
import { csvExporter, dateColumn, dateTimeColumn } from '../../../kit/csv';
import { formatNumber } from '../../../kit/format';
import { ResourceList } from '../../../kit/ResourceList';
import { CardStates, NumberText, StateCountsField } from '../parts/listParts';
import { stampStateColumns } from '../parts/stateColumns';
import { stampFilters } from '../parts/stampFilters';
import { PendingRows } from '../../offline/PendingRows';

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
    ...stampStateColumns(),
    { source: 'createdByName' },
    dateTimeColumn('createdAt'),
    { source: 'note' },
]);

export function ActivationList() {
    return (
        <>
            <PendingRows calls={['activationAdd']} />
            <ResourceList
                filters={stampFilters('resources.stamp-activations.fields.q')}
                exporter={exporter}
                sort={{ field: 'createdAt', order: 'DESC' }}
                primaryText={(r) => `${r.productName} · ${r.lot}`}
                secondaryText={(r) => (
                    <CardStates text={`${formatNumber(r.count)} · ${r.rangeText}`} record={r} />
                )}
                tertiaryText={(r) => r.createdByName}
            >
                <TextField source="id" />
                <TextField source="productName" />
                <TextField source="lot" />
                <NumberText source="count" />
                <TextField source="rangeText" sortable={false} sx={{ fontFamily: 'monospace' }} />
                <StateCountsField label="resources.stamp-activations.fields.counts" sortable={false} />
                <DateTimeField source="createdAt" />
            </ResourceList>
        </>
    );
}
