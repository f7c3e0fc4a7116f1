import { Avatar } from '@mui/material';
import { SelectField, SelectInput, useRecordContext, useTranslate } from 'react-admin';
import { TextField } from '../../../kit/text';
import { SearchBox } from '../../../kit/listParts';
import { StatusField } from '../../../kit/StatusField';
import { statusChoices } from '../../../kit/choices';
import { ResourceList } from '../../../kit/ResourceList';
import { csvExporter, translated } from '../../../kit/csv';
import { categoryChoices } from './choices';
import { IdentifierField } from '../../../kit/Identifier';

const filters = [
    <SearchBox key="q" source="q" alwaysOn scan="product" placeholder="resources.products.fields.q" />,
    <SelectInput key="category" source="category" choices={categoryChoices} />,
    <SelectInput key="status" source="status" choices={statusChoices()} />,
    <SelectInput
        key="keyData"
        source="keyData"
        label="xts.geo.widget.filter"
        choices={[{ id: 'missing', name: 'xts.geo.widget.filter_missing' }]}
    />,
];

function Thumbnail({ size = 40 }: { size?: number; label?: string; sortable?: boolean }) {
    const record = useRecordContext();
    const src = (record?.images as string[] | undefined)?.[0];
    return (
        <Avatar
            variant="rounded"
            src={src}
            alt=""
            sx={{ width: size, height: size, bgcolor: 'grey.200', color: 'text.secondary' }}
        >
            {String(record?.name ?? '?').charAt(0)}
        </Avatar>
    );
}

const exporter = csvExporter('products', [
    { source: 'code' },
    { source: 'name' },
    { source: 'gtin' },
    translated('category', 'resources.products.categories'),
    { source: 'brand' },
    { source: 'unit' },
    { source: 'netContent' },
    { source: 'shelfLifeDays' },
    {
        source: 'certifications',
        value: (r, translate) =>
            ((r.certifications as string[]) ?? [])
                .map((c) => translate(`resources.products.certifications.${c}`))
                .join('; '),
    },
    translated('status', 'xts.status'),
]);

export function ProductList() {
    const translate = useTranslate();
    return (
        <ResourceList
            filters={filters}
            exporter={exporter}
            sort={{ field: 'name', order: 'ASC' }}
            // The row's link is the product's name (the picture before it names nothing).
            linkColumn="name"
            primaryText={(r) => r.name}
            secondaryText={(r) => [r.code, r.gtin].filter(Boolean).join(' · ')}
            tertiaryText={(r) => translate(`xts.status.${r.status}`)}
        >
            <Thumbnail label="resources.products.fields.images" sortable={false} />
            <TextField source="name" />
            <IdentifierField source="code" />
            <IdentifierField source="gtin" emptyText="—" />
            <SelectField source="category" choices={categoryChoices} />
            <TextField source="unit" />
            <StatusField source="status" />
        </ResourceList>
    );
}
