import { describe, expect, it } from 'vitest';
import { fetchAllPlots } from '../../src/features/land/plots/plotApi';
import { boundsOf, mercatorX, mercatorY, prepareShapes, shapeAt } from '../../src/kit/map/plotShapes';
import type { Plot } from '../../src/domain/geo/types';

/** A server of `total` plots whose pages hold at most `most` (as its contract's limit). */
function server(total: number, most: number) {
    const asked: { page: number; limit: number }[] = [];
    const fetchPage = async (query: { page: number; limit: number }) => {
        asked.push({ page: query.page, limit: query.limit });
        const size = Math.min(query.limit, most);
        const from = (query.page - 1) * size;
        const data = Array.from({ length: Math.max(0, Math.min(size, total - from)) }, (_, i) => ({
            id: from + i + 1,
        })) as Plot[];
        return { data, total };
    };
    return { asked, fetchPage };
}

describe('a map reads every plot in pages', () => {
    it('reads 5,016 plots in three pages of 2,000 and cuts nothing', async () => {
        const { asked, fetchPage } = server(5016, 2000);
        const all = await fetchAllPlots({ locationId: 2 }, undefined, { fetchPage });
        expect(all.data.map((p) => p.id)).toEqual(Array.from({ length: 5016 }, (_, i) => i + 1));
        expect(all.cut).toBeNull();
        expect(asked.map((a) => a.page).sort()).toEqual([1, 2, 3]);
    });

    it('reads in the server’s own page size when its pages are smaller than asked', async () => {
        const { asked, fetchPage } = server(1200, 500);
        const all = await fetchAllPlots({}, undefined, { fetchPage });
        expect(all.data).toHaveLength(1200);
        expect(new Set(all.data.map((p) => p.id)).size).toBe(1200);
        expect(asked.slice(1).every((a) => a.limit === 500)).toBe(true);
    });

    it('stops at the most a map draws and says how many it leaves out', async () => {
        const { fetchPage } = server(10_000, 2000);
        const all = await fetchAllPlots({}, undefined, { fetchPage, most: 7000 });
        expect(all.data).toHaveLength(7000);
        expect(all.cut).toEqual({ total: 10_000, missing: 3000, reason: 'limit', max: 7000 });
    });

    it('says so when the server answers fewer plots than it counts', async () => {
        const fetchPage = async (query: { page: number; limit: number }) => ({
            data: query.page === 1 ? ([{ id: 1 }, { id: 2 }] as Plot[]) : [],
            total: 5,
        });
        const all = await fetchAllPlots({}, undefined, { fetchPage, page: 2 });
        expect(all.cut).toEqual({ total: 5, missing: 3, reason: 'short' });
    });
});

const square = (id: number, lon: number, lat: number, side = 0.001) => ({
    id,
    code: `T-${id}`,
    producerName: `Hộ ${id}`,
    geometry: {
        type: 'Polygon' as const,
        coordinates: [
            [
                [lon, lat],
                [lon + side, lat],
                [lon + side, lat + side],
                [lon, lat + side],
                [lon, lat],
            ],
        ],
    },
});

describe('the shapes one canvas draws', () => {
    it('keeps every plot with a shape, counts those without, and bounds them all', () => {
        const set = prepareShapes([
            square(1, 108.5, 11.9),
            square(2, 108.6, 12.0),
            { id: 3, code: 'P', geometry: { type: 'Point', coordinates: [108.55, 11.95] } },
            { id: 4, code: 'X', geometry: null as never },
        ]);
        expect(set.count).toBe(3);
        expect(set.skipped).toBe(1);
        expect(set.texts[0]).toBe('T-1 · Hộ 1');
        const [[south, west], [north, east]] = boundsOf(set)!;
        expect(west).toBeCloseTo(108.5, 9);
        expect(east).toBeCloseTo(108.601, 9);
        expect(south).toBeCloseTo(11.9, 9);
        expect(north).toBeCloseTo(12.001, 9);
    });

    it('finds the plot under a point, the selected one first, a dot within its reach', () => {
        const plots = Array.from({ length: 400 }, (_, i) =>
            square(i + 1, 108.5 + (i % 20) * 0.002, 11.9 + Math.floor(i / 20) * 0.002),
        );
        const set = prepareShapes(plots, 57);
        const at = (lon: number, lat: number, near = 0, dot = 0) =>
            shapeAt(set, mercatorX(lon), mercatorY(lat), near, dot);
        expect(set.ids[at(108.5005, 11.9005)]).toBe(1);
        expect(set.ids[at(108.5 + 16 * 0.002 + 0.0005, 11.9 + 2 * 0.002 + 0.0005)]).toBe(57);
        expect(at(108.5015, 11.9005)).toBe(-1);
        // Drawn as dots (a plot smaller than `dot`), a plot answers within `near` of its box.
        const near = mercatorX(108.5003) - mercatorX(108.5);
        expect(at(108.5012, 11.9005, near, 0)).toBe(-1);
        expect(set.ids[at(108.5012, 11.9005, near, 1)]).toBe(1);
        expect(set.kinds[set.ids.indexOf(57)]).toBe(2);
    });
});
