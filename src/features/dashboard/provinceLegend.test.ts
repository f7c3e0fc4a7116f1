import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { legendSteps, stepOf } from './mapSteps';

describe("the province map's legend", () => {
    it('has no range for an empty business (no "1–0")', () => {
        expect(legendSteps(0)).toEqual([]);
    });

    it('gives single counts where a step holds one value', () => {
        expect(legendSteps(3)).toEqual([
            { step: 2, from: 1, to: 1 },
            { step: 3, from: 2, to: 2 },
            { step: 4, from: 3, to: 3 },
        ]);
    });

    it('says exactly the colour each count gets: every count from 1 to the largest in the range of its step', () => {
        fc.assert(
            fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 0, max: 1 }), (max, pick) => {
                const steps = legendSteps(max);
                for (const { step, from, to } of steps) {
                    expect(from).toBeLessThanOrEqual(to);
                    const count = pick ? from : to;
                    expect(stepOf(count, max)).toBe(step);
                }
                // Ranges follow each other without gap from 1 to max.
                expect(steps[0].from).toBe(1);
                expect(steps.at(-1)!.to).toBe(max);
                steps.slice(1).forEach((s, i) => expect(s.from).toBe(steps[i].to + 1));
            }),
        );
    });
});
