/** A stamp selection as the operation forms hold it, and the rules its input shares. */
import { SERIAL_WIDTH, readRangeEnd, type RangeRow, type RowProblem } from '../../../domain/stampRanges';

export interface Selection {
    rows: RangeRow[];
    codes: string[];
}

export const emptySelection = (): Selection => ({ rows: [{ from: '', to: '' }], codes: [] });

export const MAX_CSV_BYTES = 5 * 1024 * 1024;
export const SHOWN_CODES = 200;

export function problemText(problem: RowProblem, translate: (key: string, options?: object) => string) {
    switch (problem.kind) {
        case 'overlap':
            return translate('xts.stamps.selection.errors.overlap', { other: problem.other + 1 });
        case 'not_serial':
            return translate('xts.stamps.selection.errors.not_serial', { width: SERIAL_WIDTH });
        default:
            return translate(`xts.stamps.selection.errors.${problem.kind}`);
    }
}

/** Whether a serial is already chosen, by a range row or as a single stamp. */
export function hasSerial(rows: RangeRow[], serial: number) {
    return rows.some((row) => {
        const from = readRangeEnd(row.from)?.serial ?? null;
        const to = row.to.trim() ? (readRangeEnd(row.to)?.serial ?? null) : from;
        return from !== null && to !== null && from <= serial && serial <= to;
    });
}
