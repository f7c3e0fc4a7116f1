import { Box, Button, Chip, Link, Stack } from '@mui/material';
import { SelectInput, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { TextField } from '../../../kit/text';
import { DateFilter } from '../../../kit/DateInput';
import { csvExporter, dateTimeColumn, translated } from '../../../kit/csv';
import { formatDateTime } from '../../../kit/format';
import { SearchBox } from '../../../kit/listParts';
import { ProvinceFilter } from '../../../kit/ProvinceFilter';
import { ResourceList } from '../../../kit/ResourceList';
import { useCachedOptions } from '../../../providers/options';
import { NumberText, StampChips } from '../parts/listParts';
import { markOf, type StampSituation } from '../../../domain/stampMeaning';
import { SCAN_RULE_CODES } from '../../../domain/scanRules';
import { formatText } from '../../../domain/text';

const traceLink = (record: RaRecord) => `/trace?code=${encodeURIComponent(String(record.code))}`;

/** A listed stamp as stampMeaning reads it: every one of them has a flagged scan. */
const situationOf = (record: RaRecord): StampSituation => ({
    state: String(record.state),
    recalled: !!record.recalled,
    suspicious: true,
});

const exporter = csvExporter('suspicious-stamps', [
    { source: 'serialText' },
    { source: 'code' },
    translated('state', 'xts.stamps.states'),
    {
        source: 'mark',
        header: 'xts.stamps.marks.consumer_sees',
        value: (record, translate) => {
            const mark = markOf(situationOf(record));
            return mark ? translate(`xts.stamps.marks.${mark.meaning}`) : '';
        },
    },
    { source: 'productName' },
    { source: 'lot' },
    {
        source: 'rules',
        value: (record, translate) =>
            (record.rules as string[])
                .map((code) => translate(`xts.scans.rules.${code}`, { _: code }))
                .join('; '),
    },
    { source: 'scanCount' },
    { source: 'flaggedCount' },
    dateTimeColumn('lastFlaggedAt'),
    { source: 'lastFlaggedProvince' },
    { source: 'provinces', value: (record) => (record.provinces as string[]).join('; ') },
]);

function ProductFilter(props: { source: string; alwaysOn?: boolean }) {
    const { options, isPending } = useCachedOptions('products');
    return (
        <SelectInput {...props} choices={options} isPending={isPending} label="xts.stamps.filters.product" />
    );
}

const filters = [
    <SearchBox key="q" source="q" alwaysOn scan="stamp" placeholder="resources.suspicious-stamps.fields.q" />,
    <SelectInput
        key="rule"
        source="rule"
        label="xts.scans.filters.rule"
        alwaysOn
        choices={SCAN_RULE_CODES.map((id) => ({ id, name: `xts.scans.rules.${id}` }))}
    />,
    <ProductFilter key="productId" source="productId" />,
    <ProvinceFilter key="province" source="province" label="xts.scans.filters.province" />,
    <DateFilter key="from" source="from" label="xts.stamps.filters.from" />,
    <DateFilter key="to" source="to" label="xts.stamps.filters.to" />,
];

/** The serial, a link to the stamp's trace. */
function SerialLink(_props: { label?: string; sortBy?: string }) {
    const record = useRecordContext<RaRecord>();
    if (!record) return null;
    return (
        <Link
            component={RouterLink}
            to={traceLink(record)}
            onClick={(event) => event.stopPropagation()}
            sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}
        >
            {formatText(String(record.serialText))}
        </Link>
    );
}

/** The stamp's state and what a consumer is told of it (recalled or suspicious). */
function StateField(_props: { label?: string; sortable?: boolean }) {
    const record = useRecordContext<RaRecord>();
    if (!record) return null;
    return <StampChips situation={situationOf(record)} />;
}

function RulesField(_props: { label?: string; sortable?: boolean }) {
    const record = useRecordContext<RaRecord>();
    const translate = useTranslate();
    if (!record) return null;
    return (
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {(record.rules as string[]).map((code) => (
                <Chip
                    key={code}
                    size="small"
                    color="error"
                    variant="outlined"
                    label={translate(`xts.scans.rules.${code}`, { _: code })}
                />
            ))}
        </Stack>
    );
}

function RulesButton() {
    const translate = useTranslate();
    return (
        <Button size="small" component={RouterLink} to="/stamp-scan-rules">
            {translate('xts.scans.rules_link')}
        </Button>
    );
}

/** Stamps whose scans the business's rules flag, each leading to its trace. */
export default function SuspiciousList() {
    const translate = useTranslate();
    const rules = (record: RaRecord) =>
        (record.rules as string[])
            .map((code) => translate(`xts.scans.rules.${code}`, { _: code }))
            .join(', ');
    return (
        <ResourceList
            filters={filters}
            exporter={exporter}
            sort={{ field: 'lastFlaggedAt', order: 'DESC' }}
            create={false}
            extra={<RulesButton />}
            emptyAction={<RulesButton />}
            primaryText={(record) =>
                `${formatText(String(record.serialText))} · ${formatText(String(record.productName ?? '—'))}`
            }
            secondaryText={(record) => (
                <>
                    {rules(record)}
                    <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
                        <StampChips situation={situationOf(record)} />
                    </Box>
                </>
            )}
            tertiaryText={(record) => formatDateTime(record.lastFlaggedAt)}
            rowClick={traceLink}
            // The serial is the row's link to the trace.
            linkColumn={false}
        >
            <SerialLink label="resources.suspicious-stamps.fields.serialText" sortBy="serial" />
            <TextField source="productName" sortable={false} emptyText="—" />
            <TextField source="lot" sortable={false} emptyText="—" />
            <StateField label="resources.suspicious-stamps.fields.state" sortable={false} />
            <RulesField label="resources.suspicious-stamps.fields.rules" sortable={false} />
            <NumberText source="scanCount" />
            <NumberText source="flaggedCount" />
            <DateTimeText source="lastFlaggedAt" />
            <TextField source="lastFlaggedProvince" sortable={false} />
        </ResourceList>
    );
}

function DateTimeText({ source }: { source: string; label?: string }) {
    const record = useRecordContext<RaRecord>();
    return <span>{record?.[source] ? formatDateTime(String(record[source])) : '—'}</span>;
}
