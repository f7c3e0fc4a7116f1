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
