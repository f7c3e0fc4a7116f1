import type { ReactElement } from 'react';
import { Chip, Stack } from '@mui/material';
import { SelectInput, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { useCachedOptions } from '../../providers/options';
import { formatDate, formatNumber } from '../common/format';
import { SearchBox } from '../common/lists';
import { DateFilter } from '../common/DateInput';

export const STATES = ['generated', 'activated', 'sold', 'destroyed'] as const;
export const REASONS = ['damaged', 'lost', 'misprint', 'recalled', 'other'] as const;

const STATE_COLORS = {
    generated: 'default',
    activated: 'info',
    sold: 'success',
    destroyed: 'error',
} as const;

function ProductFilter(props: { source: string; label?: string; alwaysOn?: boolean }) {
    const { options, isPending } = useCachedOptions('products');
    return (
        <SelectInput {...props} choices={options} isPending={isPending} label="xts.stamps.filters.product" />
    );
}

function TemplateFilter(props: { source: string; label?: string; alwaysOn?: boolean }) {
    const { options, isPending } = useCachedOptions('stampTemplates');
    return (
        <SelectInput {...props} choices={options} isPending={isPending} label="xts.stamps.filters.template" />
    );
}

/** The filters every stamp list has: search, dates, product, template, state (plus the list's own). */
export function stampFilters(search: string, options: { stateLabel?: string; extra?: ReactElement[] } = {}) {
    return [
        <SearchBox key="q" source="q" alwaysOn placeholder={search} />,
        <DateFilter key="from" source="from" label="xts.stamps.filters.from" alwaysOn />,
        <DateFilter key="to" source="to" label="xts.stamps.filters.to" alwaysOn />,
        <ProductFilter key="productId" source="productId" />,
        <TemplateFilter key="templateId" source="templateId" />,
        <SelectInput
            key="state"
            source="state"
            label={options.stateLabel ?? 'xts.stamps.filters.state'}
            choices={STATES.map((id) => ({ id, name: `xts.stamps.states.${id}` }))}
        />,
        ...(options.extra ?? []),
    ];
}

/** Counts of the stamps in each state, as chips. */
export function StateCountsField(_props: { label?: string; sortable?: boolean }) {
    const record = useRecordContext<RaRecord>();
    const translate = useTranslate();
    if (!record) return null;
    return (
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {STATES.filter((state) => Number(record[state]) > 0).map((state) => (
                <Chip
                    key={state}
                    size="small"
                    color={STATE_COLORS[state]}
                    variant={state === 'generated' ? 'outlined' : 'filled'}
                    label={`${translate(`xts.stamps.states.${state}`)}: ${formatNumber(Number(record[state]))}`}
                />
            ))}
        </Stack>
    );
}

export function NumberText({ source }: { source: string; label?: string; sortable?: boolean }) {
    const record = useRecordContext<RaRecord>();
    return <span>{record ? formatNumber(Number(record[source]) || 0) : ''}</span>;
}

export function DateText({ source }: { source: string; label?: string; sortable?: boolean }) {
    const record = useRecordContext<RaRecord>();
    const value = record?.[source];
    if (!value) return <span>—</span>;
    // A calendar date as it is; a date-time on its Vietnam date.
    return <span>{formatDate(String(value)) || '—'}</span>;
}

/** Serial ranges of an operation, one a line. */
export function RangesField(_props: { label?: string }) {
    const record = useRecordContext<RaRecord>();
    const rows = (record?.rangeRows ?? []) as { fromSerial: string; toSerial: string; count: number }[];
    return (
        <Stack component="ul" spacing={0.25} sx={{ m: 0, pl: 2.5, fontFamily: 'monospace' }}>
            {rows.map((row) => (
                <li key={row.fromSerial}>
                    {row.fromSerial === row.toSerial ? row.fromSerial : `${row.fromSerial} – ${row.toSerial}`}{' '}
                    ({formatNumber(row.count)})
                </li>
            ))}
        </Stack>
    );
}
