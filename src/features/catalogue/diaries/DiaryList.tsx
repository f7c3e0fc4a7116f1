import { FunctionField, NumberField, SelectInput, useTranslate, type RaRecord } from 'react-admin';
import { TextField } from '../../../kit/text';
import { DateFilter } from '../../../kit/DateInput';
import { useCachedOptions } from '../../../providers/options';
import { formatDate } from '../../../kit/format';
import { SearchBox } from '../../../kit/listParts';
import { ResourceList } from '../../../kit/ResourceList';
import { csvExporter, dateColumn, translated } from '../../../kit/csv';
import { useDiaryTemplates } from './hooks';
import { statusChoices } from './statuses';
import { DiaryStatus } from './DiaryStatus';

function TemplateFilter(props: { source: string; alwaysOn?: boolean }) {
    const { data } = useDiaryTemplates();
    return <SelectInput {...props} choices={data ?? []} />;
}

function ProductFilter(props: { source: string; alwaysOn?: boolean }) {
    const { options } = useCachedOptions('products');
    return <SelectInput {...props} choices={options} />;
}

const filters = [
    <SearchBox key="q" source="q" alwaysOn placeholder="resources.diaries.fields.q" />,
    <SelectInput key="status" source="status" choices={statusChoices} />,
    <TemplateFilter key="templateId" source="templateId" />,
    <ProductFilter key="productId" source="productId" />,
    <DateFilter key="from" source="from" />,
    <DateFilter key="to" source="to" />,
];

const exporter = csvExporter('diaries', [
    { source: 'name' },
    { source: 'productName' },
    { source: 'locationName' },
    { source: 'templateName' },
    { source: 'season' },
    dateColumn('startDate'),
    dateColumn('endDate'),
    { source: 'activityCount' },
    translated('status', 'resources.diaries.statuses'),
]);

export function DiaryList() {
    const translate = useTranslate();
    return (
        <ResourceList
            filters={filters}
            exporter={exporter}
            sort={{ field: 'startDate', order: 'DESC' }}
            primaryText={(r) => r.name}
            secondaryText={(r) => [r.productName, r.locationName].filter(Boolean).join(' · ')}
            tertiaryText={(r) =>
                `${formatDate(r.startDate)} · ${translate(`resources.diaries.statuses.${r.status}`)}`
            }
        >
            <TextField source="name" />
            <TextField source="productName" sortable={false} />
            <TextField source="locationName" sortable={false} emptyText="—" />
            <TextField source="templateName" sortable={false} />
            <FunctionField source="startDate" render={(r: RaRecord) => formatDate(r.startDate as string)} />
            <NumberField source="activityCount" sortable={false} />
            <DiaryStatus source="status" />
        </ResourceList>
    );
}
