import { describe, expect, it } from 'vitest';
import {
    mergeOutcomes,
    partsToSend,
    splitParts,
    unsavedPositions,
    type PartOutcome,
} from '../../src/features/land/plots/importParts';
import type { Plot } from '../../src/domain/geo/types';

const point = { type: 'Point', coordinates: [108.5, 11.9] };
/** A polygon of `n` positions. */
const polygon = (n: number) => ({
    type: 'Polygon',
    coordinates: [Array.from({ length: n }, () => [108.5, 11.9])],
});

describe('an import split in parts', () => {
    it('cuts consecutive parts of at most the plots and the positions a part takes', () => {
        const plots = Array.from({ length: 2_500 }, () => ({ geometry: point }));
        expect(splitParts(plots)).toEqual([
            { start: 0, count: 1_000 },
            { start: 1_000, count: 1_000 },
            { start: 2_000, count: 500 },
        ]);
        const big = [
            { geometry: polygon(60) },
            { geometry: polygon(50) },
            { geometry: point },
            { geometry: polygon(99) },
        ];
        expect(splitParts(big, 10, 100)).toEqual([
            { start: 0, count: 1 },
            { start: 1, count: 2 },
            { start: 3, count: 1 },
        ]);
        // A plot alone past the positions is a part of its own (the server refuses it with its reason).
        expect(splitParts([{ geometry: polygon(150) }, { geometry: point }], 10, 100)).toEqual([
            { start: 0, count: 1 },
            { start: 1, count: 1 },
        ]);
        expect(splitParts([])).toEqual([]);
    });

    it('merges the saved parts into one answer, refusals at their place in all that was sent', () => {
        const parts = [
            { start: 0, count: 2 },
            { start: 2, count: 2 },
            { start: 4, count: 2 },
        ];
        const plot = (code: string) => ({ code }) as Plot;
        const outcomes: PartOutcome[] = [
            { state: 'saved', answer: { created: [plot('A'), plot('B')], refused: [] } },
            { state: 'failed', error: new Error('mạng') },
            {
                state: 'saved',
                answer: { created: [plot('E')], refused: [{ index: 1, code: 'F', reasons: ['trùng'] }] },
            },
        ];
        expect(mergeOutcomes(parts, outcomes)).toEqual({
            created: [plot('A'), plot('B'), plot('E')],
            refused: [{ index: 5, code: 'F', reasons: ['trùng'] }],
        });
        expect([...unsavedPositions(parts, outcomes)]).toEqual([2, 3]);
        expect(partsToSend(outcomes)).toEqual([1]);
        expect(partsToSend(parts.map(() => ({ state: 'waiting' }) as PartOutcome))).toEqual([0, 1, 2]);
    });
});
