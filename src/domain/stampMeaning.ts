/**
 * THE meaning of a stamp to the consumer who scans it, from its state, its lot's recall and the
 * suspicious-scan rules: the public stamp page (mock and reference server), the trace page's
 * "what consumers see", its timeline and the lists all read this one function, so no screen says
 * "chính hãng" of a stamp another screen warns about.
 */
export type ConsumerMeaning =
    'not_activated' | 'genuine' | 'genuine_sold' | 'recalled' | 'destroyed' | 'suspicious';

export interface StampSituation {
    /** generated (printed), activated, sold or destroyed. */
    state: string;
    /** Its lot has been recalled. */
    recalled: boolean;
    /** At least one of its scans breaks the business's suspicious-scan rules. */
    suspicious: boolean;
}

export interface StampMeaning {
    meaning: ConsumerMeaning;
    /** The consumer may trust the product as the business's own. */
    genuine: boolean;
    severity: 'success' | 'info' | 'warning' | 'error';
}

const SEVERITY: Record<ConsumerMeaning, StampMeaning['severity']> = {
    genuine: 'success',
    genuine_sold: 'success',
    not_activated: 'warning',
    suspicious: 'warning',
    recalled: 'error',
    destroyed: 'error',
};

/**
 * Destroyed first (the stamp proves nothing), then a recall (do not use the product, whatever the
 * stamp's state), then suspicious scans (possibly a copied stamp), then not activated; only an
 * activated or sold stamp with none of these is genuine.
 */
export function stampMeaning({ state, recalled, suspicious }: StampSituation): StampMeaning {
    const meaning: ConsumerMeaning =
        state === 'destroyed'
            ? 'destroyed'
            : recalled
              ? 'recalled'
              : suspicious
                ? 'suspicious'
                : state === 'sold'
                  ? 'genuine_sold'
                  : state === 'activated'
                    ? 'genuine'
                    : 'not_activated';
    return {
        meaning,
        genuine: meaning === 'genuine' || meaning === 'genuine_sold',
        severity: SEVERITY[meaning],
    };
}

/**
 * The two meanings a stamp that looks genuine by its state alone may have instead: what every screen
 * that shows stamps together (a print batch, an activation, a sale) marks beside their states.
 */
export const MARKED_MEANINGS = ['recalled', 'suspicious'] as const satisfies readonly ConsumerMeaning[];
export type MarkedMeaning = (typeof MARKED_MEANINGS)[number];

/** How many of some stamps mean each marked meaning, each stamp counted once (stampMeaning decides). */
export type MarkCounts = Record<MarkedMeaning, number>;

/**
 * The stamps of some records, by piece: how many of them mean `recalled` and `suspicious` to a
 * consumer. A piece is stamps that share a state and a recall; `flagged` says how many of its stamps
 * have a flagged scan. A server counts with this, so a batch or an activation says of its stamps what
 * the trace and the public page say of each.
 */
export function countMarks(
    pieces: Iterable<{ state: string; recalled: boolean; size: number; flagged: number }>,
): MarkCounts {
    const counts: MarkCounts = { recalled: 0, suspicious: 0 };
    for (const { state, recalled, size, flagged } of pieces) {
        const plain = stampMeaning({ state, recalled, suspicious: false }).meaning;
        const scanned = stampMeaning({ state, recalled, suspicious: true }).meaning;
        if (plain === 'recalled') counts.recalled += size;
        else if (scanned === 'suspicious') counts.suspicious += flagged;
    }
    return counts;
}

export interface StampMark {
    meaning: MarkedMeaning;
    count: number;
    severity: StampMeaning['severity'];
}

/**
 * The marks a record of stamps carries (its `recalled` and `suspicious` counts, docs/api.md), in the
 * order stampMeaning ranks them; none for a server that does not send the counts.
 */
export function marksOf(record: { readonly [field: string]: unknown }): StampMark[] {
    return MARKED_MEANINGS.map((meaning) => ({
        meaning,
        count: Number(record[meaning]) || 0,
        severity: SEVERITY[meaning],
    })).filter((mark) => mark.count > 0);
}

/** One stamp's mark (a row of the suspicious-stamp list, say), or null when it means neither. */
export function markOf(situation: StampSituation): Omit<StampMark, 'count'> | null {
    const { meaning, severity } = stampMeaning(situation);
    return (MARKED_MEANINGS as readonly string[]).includes(meaning)
        ? { meaning: meaning as MarkedMeaning, severity }
        : null;
}

/** What the public stamp page tells the consumer (the API's `verdict`, in Vietnamese as the API speaks). */
export const CONSUMER_VERDICT: Record<ConsumerMeaning, string> = {
    not_activated: 'Tem chưa được kích hoạt: sản phẩm chưa được doanh nghiệp xác nhận.',
    genuine: 'Sản phẩm chính hãng.',
    genuine_sold: 'Sản phẩm chính hãng, đã được bán tại điểm bán của doanh nghiệp.',
    recalled: 'Sản phẩm thuộc lô đã bị thu hồi: không sử dụng sản phẩm.',
    destroyed: 'Tem đã bị hủy: không dùng để xác thực sản phẩm.',
    suspicious:
        'Tem này đã được quét bất thường: sản phẩm có thể là hàng giả. Hãy liên hệ doanh nghiệp trước khi sử dụng.',
};
