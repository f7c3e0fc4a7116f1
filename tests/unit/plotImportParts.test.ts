// @vitest-environment jsdom
import './mockServer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { importParts, importPlots } from '../../src/features/land/plots/plotApi';
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

describe('an import in several calls, sent again after a part failed', () => {
    it('gets the parts already carried out as created, not as codes taken, and saves each plot once', async () => {
        await signInAs('owner');
        const location = getDb().bizLocations.find((l) => l.bizId === 1 && l.status === 'active')!;
        const plots = points(7);
        expect(importParts(plots).map((part) => part.plots.length)).toEqual([3, 3, 1]);
        const realFetch = globalThis.fetch;
        const keys: (string | null)[] = [];
        vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
            if (String(input).includes('/plot/import')) {
                keys.push(new Headers(init?.headers).get('Idempotency-Key'));
                // The second call of the first attempt never reaches the server.
                if (keys.length === 2) throw new TypeError('Failed to fetch');
            }
            return realFetch(input, init);
        });
        await expect(importPlots(location.id, plots)).rejects.toMatchObject({ status: 0 });
        const result = await importPlots(location.id, plots);
        expect(result.refused).toEqual([]);
        expect(result.created.map((p) => p.code)).toEqual(plots.map((p) => p.code));
        expect(getDb().plots!.filter((p) => p.code.startsWith('NHAP-'))).toHaveLength(plots.length);
        // Each part kept its key across the two attempts: [1, 2 (lost)] then [1, 2, 3].
        expect(keys).toHaveLength(5);
        expect(keys[2]).toBe(keys[0]);
        expect(keys[3]).toBe(keys[1]);
        expect(new Set(keys).size).toBe(3);
        // The import has its answer: the same file sent again is another import, with other keys.
        const again = await importPlots(location.id, plots);
        expect(keys.slice(5)).toHaveLength(3);
        expect(keys.slice(5).some((key) => keys.slice(0, 5).includes(key))).toBe(false);
        expect(again.created).toEqual([]);
        expect(again.refused).toHaveLength(plots.length);
    });

    it('a part refused outright lets its key go; the parts carried out keep theirs', async () => {
        await signInAs('owner');
        const location = getDb().bizLocations.find((l) => l.bizId === 1 && l.status === 'active')!;
        const plots = points(4);
        const realFetch = globalThis.fetch;
        const keys: (string | null)[] = [];
        vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
            if (String(input).includes('/plot/import')) {
                keys.push(new Headers(init?.headers).get('Idempotency-Key'));
                if (keys.length === 2)
                    return Response.json(
                        { status: 'error', data: null, message: 'Từ chối' },
                        { status: 400 },
                    );
            }
            return realFetch(input, init);
        });
        await expect(importPlots(location.id, plots)).rejects.toMatchObject({ status: 400 });
        const result = await importPlots(location.id, plots);
        expect(result.created).toHaveLength(plots.length);
        expect(keys[2]).toBe(keys[0]);
        expect(keys[3]).not.toBe(keys[1]);
    });
});
