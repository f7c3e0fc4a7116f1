import { Box, Chip, Stack } from '@mui/material';
import { SelectInput, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { useCachedOptions } from '../../../providers/options';
import { formatDate, formatNumber } from '../../../kit/format';
import { formatText } from '../../../domain/text';
import { markOf, marksOf, type StampSituation } from '../../../domain/stampMeaning';
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

/**
 * The stamps of a record (a print batch, an activation, a sale) as chips: how many are in each state,
 * then how many a consumer is told are recalled or suspicious (stampMeaning's marks, from the
 * record's `recalled` and `suspicious` counts). Spans, so a phone card's line may hold them.
 */
export function StampStateChips({ record }: { record: RaRecord }) {
    const translate = useTranslate();
    return (
        <Stack component="span" direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {STATES.filter((state) => Number(record[state]) > 0).map((state) => (
                <Chip
                    key={state}
                    component="span"
                    size="small"
                    color={STATE_COLORS[state]}
                    variant={state === 'generated' ? 'outlined' : 'filled'}
                    label={`${translate(`xts.stamps.states.${state}`)}: ${formatNumber(Number(record[state]))}`}
                />
            ))}
            {marksOf(record).map((mark) => (
                <Chip
                    key={mark.meaning}
                    component="span"
                    size="small"
                    color={mark.severity}
                    label={`${translate(`xts.stamps.marks.${mark.meaning}`)}: ${formatNumber(mark.count)}`}
                />
            ))}
        </Stack>
    );
}

/** A phone card's line: some text of the record, then its stamps' chips below it. */
export function CardStates({ text, record }: { text: string; record: RaRecord }) {
    return (
        <>
            {formatText(text)}
            <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
                <StampStateChips record={record} />
            </Box>
        </>
    );
}

/** Counts of a record's stamps in each state and their marks, as chips (StampStateChips). */
export function StateCountsField(_props: { label?: string; sortable?: boolean }) {
    const record = useRecordContext<RaRecord>();
    if (!record) return null;
    return <StampStateChips record={record} />;
}

/** One stamp's state and, when it has one, its mark (stampMeaning: recalled or suspicious). */
export function StampChips({ situation }: { situation: StampSituation }) {
    const translate = useTranslate();
    const state = situation.state as (typeof STATES)[number];
    const mark = markOf(situation);
    return (
        <Stack component="span" direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Chip
                component="span"
                size="small"
                color={STATE_COLORS[state] ?? 'default'}
                variant={state === 'generated' ? 'outlined' : 'filled'}
                label={translate(`xts.stamps.states.${state}`, { _: state })}
            />
            {mark && (
                <Chip
                    component="span"
                    size="small"
                    color={mark.severity}
                    label={translate(`xts.stamps.marks.${mark.meaning}`)}
                />
            )}
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
