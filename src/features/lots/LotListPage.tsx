import { Button, Chip } from '@mui/material';
import InventoryIcon from '@mui/icons-material/Inventory';
import { Link as RouterLink } from 'react-router';
import { SelectInput, useListContext, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { TextField } from '../../kit/text';
import { Identifier } from '../../kit/Identifier';
import { SearchBox } from '../../kit/listParts';
import { ResourceList } from '../../kit/ResourceList';
import { csvExporter, dateColumn, dateTimeColumn } from '../../kit/csv';
import { DateText, NumberText } from '../stamps/parts/listParts';
import { formatDate, formatNumber } from '../../kit/format';
import { usePageTitle } from '../../kit/pageTitle';
import { DateTimeField } from '../../kit/recordParts';
import { formatText } from '../../domain/text';
import { lotPath, type LotKey } from './lotApi';
import { packPath, shipmentPath } from './packPath';

const filters = [
    <SearchBox key="q" source="q" alwaysOn scan="lot" placeholder="xts.lots.search" />,
    <SelectInput
        key="recalled"
        source="recalled"
        choices={[
            { id: 'false', name: 'xts.lots.status.active' },
            { id: 'true', name: 'xts.lots.status.recalled' },
        ]}
    />,
    <SelectInput
        key="keyData"
        source="keyData"
        label="xts.geo.widget.filter"
        choices={[{ id: 'missing', name: 'xts.geo.widget.filter_missing' }]}
    />,
];

const exporter = csvExporter('stamp-lots', [
    { source: 'productName' },
    { source: 'lot' },
    { source: 'count' },
    { source: 'activationCount' },
    dateColumn('expDate'),
    dateTimeColumn('lastActivatedAt'),
    {
        source: 'recalled',
        value: (record, translate) => translate(`xts.lots.status.${record.recalled ? 'recalled' : 'active'}`),
    },
]);

const lotLink = (record: RaRecord) => lotPath({ productId: record.productId, lot: String(record.lot) });

function LotStatus(_props: { label?: string; sortable?: boolean }) {
    const record = useRecordContext<RaRecord>();
    const translate = useTranslate();
    if (!record) return null;
    return (
        <Chip
            size="small"
            color={record.recalled ? 'error' : 'default'}
            label={translate(`xts.lots.status.${record.recalled ? 'recalled' : 'active'}`)}
        />
    );
}

function LotNumber(_props: { label?: string; sortBy?: string }) {
    const record = useRecordContext<RaRecord>();
    return record ? <Identifier>{formatText(record.lot)}</Identifier> : null;
}

/** A lot row's id is its product and lot number: `7:CD-2025-01`. */
const lotOfId = (id: unknown): LotKey => {
    const text = String(id);
    const at = text.indexOf(':');
    return { productId: text.slice(0, at), lot: text.slice(at + 1) };
};

/** The EUDR pack of a shipment: the lots ticked, on any page of the list. */
function ShipmentPackButton() {
    const translate = useTranslate();
    const { selectedIds } = useListContext();
    return (
        <Button
            variant="contained"
            size="small"
            startIcon={<InventoryIcon />}
            component={RouterLink}
            to={packPath(selectedIds.map(lotOfId))}
        >
            {translate('xts.pack.shipment_button', { smart_count: selectedIds.length })}
        </Button>
    );
}

/**
 * "Lô hàng": every lot of the business, on the shared list (search, filter, CSV export, paging,
 * sorting, phone rows), each row leading to the lot's page.
 */
export default function LotListPage() {
    const translate = useTranslate();
    usePageTitle(translate('xts.lots.title'));
    return (
        <ResourceList
            resource="stamp-lots"
            unsupported="xts.lots.unsupported"
            filters={filters}
            exporter={exporter}
            sort={{ field: 'lastActivatedAt', order: 'DESC' }}
            create={false}
            rowClick={lotLink}
            linkColumn="lot"
            bulkActionButtons={<ShipmentPackButton />}
            extra={
                <Button
                    component={RouterLink}
                    to={shipmentPath([])}
                    size="small"
                    startIcon={<InventoryIcon />}
                >
                    {translate('xts.shipment.open')}
                </Button>
            }
            primaryText={(record) => `${formatText(record.lot)} · ${formatText(record.productName)}`}
            secondaryText={(record) =>
                `${translate('resources.stamp-lots.fields.count')}: ${formatNumber(Number(record.count) || 0)}` +
                (record.expDate
                    ? ` · ${translate('resources.stamp-lots.fields.expDate')}: ${formatDate(record.expDate)}`
                    : '')
            }
            tertiaryText={(record) => translate(`xts.lots.status.${record.recalled ? 'recalled' : 'active'}`)}
        >
            <TextField source="productName" sortable={false} />
            <LotNumber label="resources.stamp-lots.fields.lot" sortBy="lot" />
            <NumberText source="count" />
            <NumberText source="activationCount" />
            <DateText source="expDate" />
            <DateTimeField source="lastActivatedAt" />
            <LotStatus label="resources.stamp-lots.fields.recalled" sortable={false} />
        </ResourceList>
    );
}
