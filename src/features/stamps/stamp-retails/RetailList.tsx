import { TextField } from '../../../kit/text';
import { csvExporter, dateColumn, dateTimeColumn } from '../../../kit/csv';
import { formatDate, formatNumber } from '../../../kit/format';
import { ResourceList } from '../../../kit/ResourceList';
import { CardStates, DateText, NumberText, StateCountsField } from '../parts/listParts';
import { stampStateColumns } from '../parts/stateColumns';
import { stampFilters } from '../parts/stampFilters';
import { PendingRows } from '../../offline/PendingRows';

const exporter = csvExporter('stamp-retails', [
    { source: 'id' },
    { source: 'rangeText' },
    { source: 'count' },
    { source: 'shopName' },
    dateColumn('soldOn'),
    ...stampStateColumns(),
    { source: 'createdByName' },
    dateTimeColumn('createdAt'),
    { source: 'note' },
]);

export function RetailList() {
    return (
        <>
            <PendingRows calls={['retailAdd']} />
            <ResourceList
                filters={stampFilters('resources.stamp-retails.fields.q')}
                exporter={exporter}
                sort={{ field: 'createdAt', order: 'DESC' }}
                primaryText={(r) => `${r.shopName ?? '—'} · ${formatNumber(r.count)}`}
                secondaryText={(r) => <CardStates text={r.rangeText} record={r} />}
                tertiaryText={(r) => formatDate(r.soldOn)}
            >
                <TextField source="id" />
                <DateText source="soldOn" />
                <TextField source="shopName" emptyText="—" />
                <NumberText source="count" />
                <TextField source="rangeText" sortable={false} sx={{ fontFamily: 'monospace' }} />
                <StateCountsField label="resources.stamp-retails.fields.counts" sortable={false} />
                <TextField source="createdByName" sortable={false} />
            </ResourceList>
        </>
    );
}
