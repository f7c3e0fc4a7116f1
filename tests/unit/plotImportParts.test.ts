// @vitest-environment jsdom
import './mockServer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newImportRun, sendImport } from '../../src/features/land/plots/plotApi';
import { mergeOutcomes } from '../../src/features/land/plots/importParts';
import { getDb } from '../../src/mocks/db';
import { signInAs } from './helpers';

// Calls of three positions at most, in the console and the mock alike: an import of a few points
// goes in several calls, as one of hundreds of thousands of positions does.
vi.mock('../../src/domain/geo/limits', async (importOriginal) => ({
    ...(await importOriginal<typeof import('../../src/domain/geo/limits')>()),
    MAX_IMPORT_VERTICES: 3,
}));

afterEach(() => vi.restoreAllMocks());

const points = (count: number) =>
    Array.from({ length: count }, (_, i) => ({
        code: `NHAP-${i}`,
        producerName: 'Hộ Trần Văn Nhập',
        crop: 'Cà phê Robusta',
        declaredAreaHa: 1,
        geometry: { type: 'Point' as const, coordinates: [108.5 + i * 0.001, 11.9] as [number, number] },
    }));

/** The Idempotency-Key of every import call; `answer` may fail the nth call (1-based). */
function watchImports(answer: (nth: number) => Response | Error | null) {
    const realFetch = globalThis.fetch;
    const keys: (string | null)[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
        if (String(input).includes('/plot/import')) {
            keys.push(new Headers(init?.headers).get('Idempotency-Key'));
            const given = answer(keys.length);
            if (given instanceof Error) throw given;
            if (given) return given;
        }
        return realFetch(input, init);
    });
    return keys;
}

describe('an import in parts, the failed part sent again', () => {
    it('sends only the failed part, with its key, and saves each plot once', async () => {
        await signInAs('owner');
        const location = getDb().bizLocations.find((l) => l.bizId === 1 && l.status === 'active')!;
        const plots = points(7);
        const run = newImportRun(plots);
        expect(run.parts.map((part) => part.count)).toEqual([3, 3, 1]);
        // The second call never reaches the server.
        const keys = watchImports((nth) => (nth === 2 ? new TypeError('Failed to fetch') : null));
        const seen: string[][] = [];
        const first = await sendImport(location.id, plots, run, (r) =>
            seen.push(r.outcomes.map((o) => o.state)),
        );
        expect(first.outcomes.map((o) => o.state)).toEqual(['saved', 'failed', 'saved']);
        // Each part's outcome is told as it comes.
        expect(seen[0]).toEqual(['sending', 'waiting', 'waiting']);
        expect(seen.at(-1)).toEqual(['saved', 'failed', 'saved']);
        const again = await sendImport(location.id, plots, first);
        expect(again.outcomes.map((o) => o.state)).toEqual(['saved', 'saved', 'saved']);
        // Three calls, then the failed part alone, with the key it had.
        expect(keys).toHaveLength(4);
        expect(keys[3]).toBe(keys[1]);
        expect(new Set(keys).size).toBe(3);
        const result = mergeOutcomes(again.parts, again.outcomes);
        expect(result.refused).toEqual([]);
        expect(result.created.map((p) => p.code)).toEqual(plots.map((p) => p.code));
        expect(getDb().plots!.filter((p) => p.code.startsWith('NHAP-'))).toHaveLength(plots.length);
        // The import has its answer: the same file sent again is another import, with other keys.
        const other = await sendImport(location.id, plots, newImportRun(plots));
        expect(keys.slice(4)).toHaveLength(3);
        expect(keys.slice(4).some((key) => keys.slice(0, 4).includes(key))).toBe(false);
        const refused = mergeOutcomes(other.parts, other.outcomes);
        expect(refused.created).toEqual([]);
        expect(refused.refused.map((r) => r.index)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    });

    it('a part refused outright lets its key go; the parts carried out keep theirs', async () => {
        await signInAs('owner');
        const location = getDb().bizLocations.find((l) => l.bizId === 1 && l.status === 'active')!;
        const plots = points(4).map((p) => ({ ...p, code: `TUCHOI-${p.code}` }));
        const keys = watchImports((nth) =>
            nth === 2
                ? Response.json({ status: 'error', data: null, message: 'Từ chối' }, { status: 400 })
                : null,
        );
        const first = await sendImport(location.id, plots, newImportRun(plots));
        expect(first.outcomes.map((o) => o.state)).toEqual(['saved', 'failed']);
        const again = await sendImport(location.id, plots, first);
        expect(mergeOutcomes(again.parts, again.outcomes).created).toHaveLength(plots.length);
        expect(keys).toHaveLength(3);
        expect(keys[2]).not.toBe(keys[1]);
    });
});
