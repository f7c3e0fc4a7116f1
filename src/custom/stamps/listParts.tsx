import { Chip, Stack } from '@mui/material';
import { SelectInput, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { useCachedOptions } from '../../providers/options';
import { formatDate, formatNumber } from '../common/format';
import { STATES } from './stampStates';

const STATE_COLORS = {
    generated: 'default',
    activated: 'info',
    sold: 'success',
    destroyed: 'error',
} as const;

/** The product a stamp list is filtered by. */
export function ProductFilter(props: { source: string; label?: string; alwaysOn?: boolean }) {
    const { options, isPending } = useCachedOptions('products');
    return (
        <SelectInput {...props} choices={options} isPending={isPending} label="xts.stamps.filters.product" />
    );
}

/** The stamp template a stamp list is filtered by. */
export function TemplateFilter(props: { source: string; label?: string; alwaysOn?: boolean }) {
    const { options, isPending } = useCachedOptions('stampTemplates');
    return (
        <SelectInput {...props} choices={options} isPending={isPending} label="xts.stamps.filters.template" />
    );
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
