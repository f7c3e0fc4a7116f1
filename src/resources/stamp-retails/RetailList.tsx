import { List } from 'react-admin';
import { TextField } from '../../custom/common/text';
import { csvExporter, dateColumn, dateTimeColumn } from '../../custom/business/csv';
import { formatNumber } from '../../custom/common/format';
import { listFailure, ListActions, PER_PAGE, ResourceEmpty, ResponsiveGrid } from '../../custom/common/lists';
import { DateText, NumberText, StateCountsField, stampFilters } from '../../custom/stamps/listParts';

const exporter = csvExporter('stamp-retails', [
    { source: 'id' },
    { source: 'rangeText' },
    { source: 'count' },
    { source: 'shopName' },
    dateColumn('soldOn'),
    { source: 'createdByName' },
    dateTimeColumn('createdAt'),
    { source: 'note' },
]);

export function RetailList() {
    return (
        <List
            {...listFailure}
            exporter={exporter}
            filters={stampFilters('resources.stamp-retails.fields.q')}
            actions={<ListActions />}
            empty={<ResourceEmpty />}
            perPage={PER_PAGE}
            sort={{ field: 'createdAt', order: 'DESC' }}
        >
            <ResponsiveGrid
                primaryText={(r) => `${r.shopName ?? '—'} · ${formatNumber(r.count)}`}
                secondaryText={(r) => r.rangeText}
                tertiaryText={(r) => r.soldOn}
            >
                <TextField source="id" />
                <DateText source="soldOn" />
                <TextField source="shopName" emptyText="—" />
                <NumberText source="count" />
                <TextField source="rangeText" sortable={false} sx={{ fontFamily: 'monospace' }} />
                <StateCountsField label="resources.stamp-retails.fields.counts" sortable={false} />
                <TextField source="createdByName" sortable={false} />
            </ResponsiveGrid>
        </List>
    );
}
