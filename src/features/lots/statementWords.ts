import type { SplitReason, StatementSplit } from '../../domain/geo/statementSplit';
import { STATEMENT_LIMITS } from '../../domain/statements';
import { formatNumber } from '../../kit/format';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Megabytes (10^6 bytes, as the EU system's limit is given), one decimal, in the page's number format. */
export const megabytes = (bytes: number) => formatNumber(Math.round(bytes / 100_000) / 10);

/** A size with its unit: MB from 1 MB on, kB (rounded up, never 0) under it. */
export const sizeText = (bytes: number) =>
    bytes >= 1_000_000
        ? `${megabytes(bytes)} MB`
        : `${formatNumber(Math.max(1, Math.ceil(bytes / 1000)))} kB`;

/**
 * Why a shipment is several statements, in words: each limit it is over with the shipment's own
 * figure (each commodity over its limit named by its HS heading).
 */
export function splitReasonsText(
    split: { reasons: SplitReason[]; totals: StatementSplit['totals'] },
    translate: Translate,
): string {
    const { totals } = split;
    const key = (reason: SplitReason) => `xts.pack_statements.${reason}`;
    return split.reasons
        .flatMap((reason) => {
            if (reason === 'bytes')
                return [
                    translate(key(reason), {
                        limit: formatNumber(STATEMENT_LIMITS.geolocationBytes / 1_000_000),
                        size: megabytes(totals.bytes),
                    }),
                ];
            if (reason === 'producers')
                return [
                    translate(key(reason), {
                        limit: formatNumber(STATEMENT_LIMITS.producers),
                        count: formatNumber(totals.producers),
                    }),
                ];
            return Object.entries(totals.producersPerCommodity)
                .filter(([, count]) => count > STATEMENT_LIMITS.producersPerCommodity)
                .map(([commodity, count]) =>
                    translate(key(reason), {
                        limit: formatNumber(STATEMENT_LIMITS.producersPerCommodity),
                        count: formatNumber(count),
                        commodity,
                    }),
                );
        })
        .join(translate('xts.pack_statements.and'));
}
