/**
 * A producer's consent in the EUDR pack (Law 91/2025/QH15): a plot whose producer does not consent now
 * to their data going abroad cannot enter a pack or a statement. Its gap is fixed on the producer's page.
 */
import type { Plot } from './types';

type ConsentPlot = Pick<Plot, 'id' | 'producerConsented'> & { producerId?: number | null };

/** Its lot's origin says what the producer consents to, and a transfer abroad is not among it. */
export const lacksAbroadConsent = (plot: ConsentPlot): boolean =>
    Array.isArray(plot.producerConsented) && !plot.producerConsented.includes('abroad');

/** Where a missing consent is recorded: the producer's page (the plot's form on a plot without one). */
export const producerFix = (plot: ConsentPlot): string =>
    typeof plot.producerId === 'number' ? `/producer/detail/${plot.producerId}` : `/plot/edit/${plot.id}`;

/** The plot's consent gap, made by plotGaps' own `gap` with its fix on the producer's page. */
export const consentGaps = <G extends { fixPath: string | null }>(
    plot: ConsentPlot,
    gap: (code: 'missing_consent') => G,
): G[] => (lacksAbroadConsent(plot) ? [{ ...gap('missing_consent'), fixPath: producerFix(plot) }] : []);
