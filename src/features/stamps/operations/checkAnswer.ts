import { formatNumber } from '../../../kit/format';
import { formatSerial, joinNamed, namedSerials, type SerialRange } from '../../../domain/stampRanges';
import type { Selection } from './selection';

/** What the check call answers about a selection of stamps before an operation. */
export interface Refusal {
    reason: string;
    /** Stamps refused for this reason. */
    count: number;
    /** First and last serial at fault. */
    from: number | null;
    to: number | null;
    /** The serials at fault as ranges (the first ones; `count` covers them all). */
    ranges?: SerialRange[];
    code?: string;
    message: string;
}

export interface CheckAnswer {
    operation: string;
    total: number;
    valid: number;
    invalid: number;
    byState: Record<string, number>;
    refusals: Refusal[];
    validRanges: SerialRange[];
    /** The selected stamps already sold (first ranges); servers without it give the count only. */
    soldRanges?: SerialRange[];
}

/** One refusal in the console's words (the server's message when the reason is unknown). */
export function refusalText(refusal: Refusal, translate: (key: string, options?: object) => string) {
    const reason = translate(`xts.stamps.check.reasons.${refusal.reason}`, { _: '' });
    if (!reason) return refusal.message;
    if (refusal.reason === 'unknown_code')
        return translate('xts.stamps.check.unknown_code', { code: refusal.code });
    if (refusal.code)
        return translate('xts.stamps.check.code', {
            serial: formatSerial(refusal.from!),
            code: refusal.code,
            reason,
        });
    // The serials at fault, compacted: "Tem 0000000120–0000000130 và 0000000415 đã được bán".
    const ranges = refusal.ranges?.length ? refusal.ranges : [{ from: refusal.from!, to: refusal.to! }];
    const serials = joinNamed(
        namedSerials(ranges, refusal.count),
        translate('xts.stamps.check.and'),
        (count) => translate('xts.stamps.check.others', { count: formatNumber(count) }),
    );
    return refusal.count > 1
        ? translate('xts.stamps.check.serials_counted', {
              serials,
              reason,
              count: formatNumber(refusal.count),
          })
        : translate('xts.stamps.check.serials', { serials, reason });
}

/** How many of the checked stamps are already sold (a destruction then reaches their buyers). */
export const soldIn = (answer: CheckAnswer | null | undefined) => answer?.byState?.sold ?? 0;

/** The valid ranges of an answer as a selection, and the answer that selection has (all valid). */
export function validOnly(answer: CheckAnswer): { selection: Selection; answer: CheckAnswer } {
    const rows = answer.validRanges.map((range) => ({
        from: formatSerial(range.from),
        to: formatSerial(range.to),
    }));
    return {
        selection: { rows, codes: [] },
        answer: { ...answer, total: answer.valid, invalid: 0, refusals: [], byState: {} },
    };
}
