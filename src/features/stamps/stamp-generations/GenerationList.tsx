import { TextField } from '../../../kit/text';
import { DateTimeField } from '../../../kit/recordParts';
import { csvExporter, dateTimeColumn } from '../../../kit/csv';
import { formatNumber } from '../../../kit/format';
import { ResourceList } from '../../../kit/ResourceList';
import { CardStates, NumberText, StateCountsField } from '../parts/listParts';
import { stampStateColumns } from '../parts/stateColumns';
import { stampFilters } from '../parts/stampFilters';

const exporter = csvExporter('stamp-generations', [
    { source: 'id' },
    { source: 'fromSerialText' },
    { source: 'toSerialText' },
    { source: 'quantity' },
    { source: 'templateName' },
    { source: 'productName' },
    { source: 'lot' },
    ...stampStateColumns(),
    { source: 'createdByName' },
    dateTimeColumn('createdAt'),
    { source: 'note' },
]);

export function GenerationList() {
    return (
        <ResourceList
            filters={stampFilters('resources.stamp-generations.fields.q')}
            exporter={exporter}
            sort={{ field: 'createdAt', order: 'DESC' }}
            primaryText={(r) => `#${r.id} · ${r.rangeText}`}
            secondaryText={(r) => (
                <CardStates text={`${r.templateName} · ${formatNumber(r.quantity)}`} record={r} />
            )}
            tertiaryText={(r) => r.createdByName}
        >
            <TextField source="id" label="resources.stamp-generations.fields.id" />
            <TextField source="rangeText" sortable={false} sx={{ fontFamily: 'monospace' }} />
            <NumberText source="quantity" />
            <TextField source="templateName" />
            <StateCountsField label="resources.stamp-generations.fields.counts" sortable={false} />
            <TextField source="createdByName" sortable={false} />
            <DateTimeField source="createdAt" />
        </ResourceList>
    );
}
