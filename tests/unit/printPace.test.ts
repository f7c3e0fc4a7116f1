/**
 * The print page's progress at a pace it can follow (src/lib/print/pace.ts): a burst of worker
 * reports makes one report now and one, the latest, at the end of the interval; a flush reports at
 * once what is pending; nothing is reported after the print stops.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildPrintFiles } from '../../src/lib/print/printFile';
import { paced } from '../../src/lib/print/pace';
import { itemsOf, layout } from './printFixtures';

describe('paced progress', () => {
    beforeEach(() => {
        vi.useFakeTimers();
    });
    afterEach(() => {
        vi.useRealTimers();
    });

    it('reports a burst once at once and once at the end of the interval, with the latest', () => {
        let value = 0;
        const seen: number[] = [];
        const pace = paced(() => seen.push(value), 250);
        for (value = 1; value <= 10; value++) pace.touch();
        value = 10;
        expect(seen).toEqual([1]);
        vi.advanceTimersByTime(249);
        expect(seen).toEqual([1]);
        vi.advanceTimersByTime(1);
        expect(seen).toEqual([1, 10]);
        // Nothing new: nothing more.
        vi.advanceTimersByTime(1000);
        expect(seen).toEqual([1, 10]);
        // Long after the last report, the next one goes at once.
        value = 11;
        pace.touch();
        expect(seen).toEqual([1, 10, 11]);
    });

    it('reports what is pending at once when flushed, and nothing after it stops', () => {
        const seen: number[] = [];
        let value = 0;
        const pace = paced(() => seen.push(value), 250);
        value = 1;
        pace.touch();
        value = 2;
        pace.touch();
        pace.flush();
        expect(seen).toEqual([1, 2]);
        vi.advanceTimersByTime(1000);
        expect(seen).toEqual([1, 2]);
        pace.flush();
        expect(seen).toEqual([1, 2]);
        value = 3;
        pace.touch();
        value = 4;
        pace.touch();
        pace.stop();
        vi.advanceTimersByTime(1000);
        expect(seen).toEqual([1, 2, 3]);
    });
});

describe('the print file progress', () => {
    it('reaches the page paced, and ends with every stamp drawn', async () => {
        const reports: number[] = [];
        await buildPrintFiles({
            layout,
            total: 600,
            fetchPart: async (offset, limit) => itemsOf(1001 + offset, limit),
            partSize: 50,
            stampsPerFile: 200,
            progressMs: 60_000,
            onProgress: (done) => reports.push(done),
            signal: new AbortController().signal,
        });
        // The first report, one per finished part (three files) and the last: not one per fetch.
        expect(reports.length).toBeLessThanOrEqual(5);
        expect(reports.at(-1)).toBe(600);
    });
});
