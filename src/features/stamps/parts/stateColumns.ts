import type { CsvColumn } from '../../../kit/csv';
import { MARKED_MEANINGS } from '../../../domain/stampMeaning';
import { STATES } from './stampStates';

/**
 * The CSV columns of a record's stamps, as its chips show them (StampStateChips): how many are in
 * each state, then how many are recalled and suspicious (0 when the server does not say).
 */
export const stampStateColumns = (): CsvColumn[] => [
    ...STATES.map((state) => ({
        source: state,
        header: `xts.stamps.states.${state}`,
        value: (record: Record<string, unknown>) => Number(record[state]) || 0,
    })),
    ...MARKED_MEANINGS.map((meaning) => ({
        source: meaning,
        header: `xts.stamps.marks.${meaning}`,
        value: (record: Record<string, unknown>) => Number(record[meaning]) || 0,
    })),
];
