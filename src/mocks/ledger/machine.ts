/**
 * The stamp state machine and the check every operation runs first. printed (generated) ->
 * activated -> sold; any state but destroyed -> destroyed; everything else is refused with a
 * message naming the serials at fault.
 */
import type { MockDb } from '../state';
import { badRequest } from '../answers';
import { joinNamed, namedSerials } from '../../domain/stampRanges';
import { decodeStamp } from './codes';
import { applyToRange, countOf, gapsIn, mergeRanges, piecesIn } from './intervals';
import {
    OPERATION_LIMIT,
    SERIAL_WIDTH,
    formatSerial,
    retailSettingsOf,
    segmentsOf,
    stateOf,
    type Operation,
    type RetailSettings,
    type Segment,
    type SerialRange,
    type StampState,
} from './model';

export type RefusalReason =
    'not_printed' | 'activated' | 'sold' | 'destroyed' | 'recalled' | 'not_activated' | 'unknown_code';

const REASON_TEXT: Record<RefusalReason, string> = {
    not_printed: 'chưa được in',
    activated: 'đã được kích hoạt',
    sold: 'đã được bán',
    destroyed: 'đã bị hủy',
    recalled: 'thuộc lô đã bị thu hồi: không kích hoạt hay bán tem đã thu hồi',
    not_activated: 'chưa được kích hoạt (cài đặt bán lẻ yêu cầu kích hoạt trước khi bán)',
    unknown_code: 'không tồn tại hoặc không thuộc chủ thể này',
};

/** Why a stamp in `state` cannot undergo `operation`, or null when it can. */
export function refusalFor(
    state: StampState,
    operation: Operation,
    settings: Pick<RetailSettings, 'requireActivation'>,
): RefusalReason | null {
    if (state === 'destroyed') return 'destroyed';
    if (operation === 'destruction') return null;
    if (operation === 'activation') return state === 'generated' ? null : state;
    // retail
    if (state === 'sold') return 'sold';
    if (state === 'generated' && settings.requireActivation) return 'not_activated';
    return null;
}

export interface SelectionInput {
    ranges?: { from?: unknown; to?: unknown }[];
    codes?: unknown[];
}

interface Item {
    range: SerialRange;
    code?: string;
}

export interface Refusal {
    reason: RefusalReason;
    /** Stamps refused for this reason. */
    count: number;
    /** First and last serial at fault (null for an unknown code). */
    from: number | null;
    to: number | null;
    /** The serials at fault, merged into ranges (at most REFUSAL_RANGES; `count` covers them all). */
    ranges: SerialRange[];
    /** The code the user gave, for a refusal of one code. */
    code?: string;
    message: string;
}

/** Ranges at fault a refusal lists; `count` says how many stamps there are in all. */
export const REFUSAL_RANGES = 20;

export interface CheckResult {
    operation: Operation;
    total: number;
    valid: number;
    invalid: number;
    /** Current state of the selected stamps that exist. */
    byState: Record<StampState, number>;
    refusals: Refusal[];
    /** The valid part of the selection, merged. */
    validRanges: SerialRange[];
    /** The selected stamps already sold (the first ranges; `byState.sold` counts them all). */
    soldRanges: SerialRange[];
}

function serialOf(value: unknown, field: string, index: number): { value: number; text: string } {
    const text = typeof value === 'number' ? String(value) : String(value ?? '').trim();
    if (!/^\d+$/.test(text) || text.length > SERIAL_WIDTH || Number(text) < 1) {
        throw badRequest(
            `Dải thứ ${index + 1}: serial "${text}" không hợp lệ (tối đa ${SERIAL_WIDTH} chữ số)`,
            {
                [`ranges.${index}.${field}`]: 'Serial không hợp lệ',
            },
        );
    }
    return { value: Number(text), text };
}

/** The selection as serial ranges: 400 for a malformed range, an overlap or more than the limit. */
function readSelection(db: MockDb, bizId: number, input: SelectionInput) {
    const items: Item[] = [];
    const unknownCodes: string[] = [];
    const ranges = Array.isArray(input.ranges) ? input.ranges : [];
    const codes = Array.isArray(input.codes) ? input.codes : [];
    ranges.forEach((row, index) => {
        const from = serialOf(row?.from, 'from', index);
        const to =
            row?.to === undefined || row?.to === null || row?.to === ''
                ? from
                : serialOf(row.to, 'to', index);
        const zeros = (text: string) => text.length > 1 && text.startsWith('0');
        if (from.text.length !== to.text.length && (zeros(from.text) || zeros(to.text)))
            throw badRequest(`Dải thứ ${index + 1}: từ serial và đến serial phải cùng độ dài`);
        if (from.value > to.value)
            throw badRequest(
                `Dải thứ ${index + 1}: từ serial ${formatSerial(from.value)} lớn hơn đến serial ${formatSerial(to.value)}`,
            );
        items.push({ range: { from: from.value, to: to.value } });
    });
    for (const raw of codes) {
        const code = String(raw ?? '')
            .trim()
            .toUpperCase();
        const decoded = decodeStamp(code);
        if (!decoded || decoded.bizId !== bizId) unknownCodes.push(code);
        else items.push({ range: { from: decoded.serial, to: decoded.serial }, code });
    }
    if (items.length === 0 && unknownCodes.length === 0)
        throw badRequest('Chưa chọn tem nào: nhập dải serial hoặc mã tem');
    const sorted = [...items].sort((a, b) => a.range.from - b.range.from);
    for (let i = 1; i < sorted.length; i++) {
        const a = sorted[i - 1];
        const b = sorted[i];
        if (b.range.from <= a.range.to) {
            const label = (item: Item) =>
                item.code
                    ? `mã ${item.code}`
                    : `dải ${formatSerial(item.range.from)}–${formatSerial(item.range.to)}`;
            throw badRequest(
                `Serial ${formatSerial(b.range.from)} được chọn hai lần (${label(a)} và ${label(b)})`,
            );
        }
    }
    const total = countOf(items.map((item) => item.range)) + unknownCodes.length;
    if (total > OPERATION_LIMIT)
        throw badRequest(
            `Mỗi thao tác tối đa ${OPERATION_LIMIT.toLocaleString('vi-VN')} tem; lựa chọn này có ${total.toLocaleString('vi-VN')} tem`,
        );
    void db;
    return { items, unknownCodes, total };
}

function message(refusal: Omit<Refusal, 'message'>): string {
    const reason = REASON_TEXT[refusal.reason];
    if (refusal.reason === 'unknown_code') return `Mã ${refusal.code} ${reason}`;
    if (refusal.code) return `Tem ${formatSerial(refusal.from!)} (mã ${refusal.code}) ${reason}`;
    const serials = joinNamed(
        namedSerials(refusal.ranges, refusal.count),
        'và',
        (count) => `${count.toLocaleString('vi-VN')} tem khác`,
    );
    return `Tem ${serials} ${reason}${refusal.count > 1 ? ` (${refusal.count.toLocaleString('vi-VN')} tem)` : ''}`;
}

/** What `operation` would do to the selection: valid stamps, and every refusal with its reason. */
export function checkSelection(
    db: MockDb,
    bizId: number,
    operation: Operation,
    input: SelectionInput,
): CheckResult {
    const { items, unknownCodes, total } = readSelection(db, bizId, input);
    const segments = segmentsOf(db, bizId);
    const settings = retailSettingsOf(db, bizId);
    const byState: Record<StampState, number> = { generated: 0, activated: 0, sold: 0, destroyed: 0 };
    const refusals: Refusal[] = [];
    const valid: SerialRange[] = [];
    const sold: SerialRange[] = [];
    // The serials at fault, by reason, over the whole selection: a refusal names them, not the range typed.
    const faults = new Map<RefusalReason, SerialRange[]>();
    for (const item of items) {
        const pieces: { from: number; to: number; reason: RefusalReason | null }[] = [
            ...gapsIn(segments, item.range.from, item.range.to).map((gap) => ({
                ...gap,
                reason: 'not_printed' as const,
            })),
            ...piecesIn(segments, item.range.from, item.range.to).map((piece) => {
                const state = stateOf(piece);
                byState[state] += piece.to - piece.from + 1;
                if (state === 'sold') sold.push({ from: piece.from, to: piece.to });
                // A recalled stamp may still be destroyed (the goods come back and are destroyed), nothing else.
                const recalled = piece.rcl && state !== 'destroyed' && operation !== 'destruction';
                return {
                    from: piece.from,
                    to: piece.to,
                    reason: recalled ? ('recalled' as const) : refusalFor(state, operation, settings),
                };
            }),
        ];
        for (const piece of pieces) {
            if (!piece.reason) valid.push({ from: piece.from, to: piece.to });
            else if (item.code) {
                const refusal = {
                    reason: piece.reason,
                    count: 1,
                    from: piece.from,
                    to: piece.to,
                    ranges: [{ from: piece.from, to: piece.to }],
                    code: item.code,
                };
                refusals.push({ ...refusal, message: message(refusal) });
            } else
                faults.set(piece.reason, [
                    ...(faults.get(piece.reason) ?? []),
                    { from: piece.from, to: piece.to },
                ]);
        }
    }
    for (const [reason, pieces] of faults) {
        const ranges = mergeRanges(pieces);
        const refusal = {
            reason,
            count: countOf(ranges),
            from: ranges[0].from,
            to: ranges[ranges.length - 1].to,
            ranges: ranges.slice(0, REFUSAL_RANGES),
        };
        refusals.push({ ...refusal, message: message(refusal) });
    }
    refusals.sort((a, b) => (a.from ?? 0) - (b.from ?? 0));
    for (const code of unknownCodes) {
        const refusal = { reason: 'unknown_code' as const, count: 1, from: null, to: null, ranges: [], code };
        refusals.push({ ...refusal, message: message(refusal) });
    }
    const validRanges = mergeRanges(valid);
    const validCount = countOf(validRanges);
    return {
        operation,
        total,
        valid: validCount,
        invalid: total - validCount,
        byState,
        refusals,
        validRanges,
        soldRanges: mergeRanges(sold).slice(0, REFUSAL_RANGES),
    };
}

/** Refused operations answer 400 with every refusal (the first 20) as the message list. */
export function refusalError(result: CheckResult) {
    const lines = result.refusals.slice(0, 20).map((refusal) => refusal.message);
    if (result.refusals.length > 20) lines.push(`… và ${result.refusals.length - 20} lỗi khác`);
    return lines;
}

/** Applies an operation the check allowed to every valid range. */
export function applyOperation(
    db: MockDb,
    bizId: number,
    ranges: SerialRange[],
    patch: Partial<Pick<Segment, 'act' | 'ret' | 'des' | 'rcl'>>,
) {
    const segments = segmentsOf(db, bizId);
    let changed = 0;
    for (const range of ranges) changed += applyToRange(segments, range, patch);
    return changed;
}
