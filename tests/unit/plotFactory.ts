import type { LotOrigin, Plot, PlotGeometry, Position } from '../../src/domain/geo/types';
import { geodesicAreaHa } from '../../src/domain/geo/validate';

const METRE = 1 / 111_319.49;
const fix7 = (value: number) => Math.round(value * 1e7) / 1e7;

/**
 * A star-shaped ring (angles increasing, radii > 0: never self-intersecting) around a centre, radii in
 * metres, positions to 7 decimals, closed.
 */
export function starRing(lon: number, lat: number, radii: number[]): Position[] {
    const scaleLon = METRE / Math.cos((lat * Math.PI) / 180);
    const ring = radii.map((r, i): Position => {
        const angle = (2 * Math.PI * i) / radii.length;
        return [fix7(lon + Math.cos(angle) * r * scaleLon), fix7(lat + Math.sin(angle) * r * METRE)];
    });
    return [...ring, ring[0]];
}

/** A 1.2 ha square with a square hole near Cầu Đất: what the EU Information System refuses. */
export const HOLED_SQUARE = {
    type: 'Polygon' as const,
    coordinates: [
        [
            [108.5000001, 11.9000001],
            [108.5010001, 11.9000001],
            [108.5010001, 11.9010001],
            [108.5000001, 11.9010001],
            [108.5000001, 11.9000001],
        ],
        [
            [108.5003001, 11.9003001],
            [108.5003001, 11.9006001],
            [108.5006001, 11.9006001],
            [108.5006001, 11.9003001],
            [108.5003001, 11.9003001],
        ],
    ],
};

export function plotOf(
    id: number,
    geometry: PlotGeometry,
    declaredAreaHa: number,
    producerName = `Hộ số ${id}`,
    areaHa = geometry.type === 'Point' ? null : geodesicAreaHa(geometry),
): Plot {
    return {
        id,
        locationId: 1,
        locationName: 'Vùng Arabica Cầu Đất A',
        code: `CD-${id}`,
        producerName,
        producerIdNumber: null,
        producerPhone: null,
        crop: 'Cà phê Arabica',
        plantingYear: 2015,
        declaredAreaHa,
        geometry,
        areaHa,
        version: 1,
        warnings: [],
        status: 'active',
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
    };
}

/**
 * `count` plots spread over Lâm Đồng without any library call per plot (fast enough for 100,000):
 * every third a 12-vertex polygon of about 5 ha, the others points of 0.5–4 ha.
 */
export function manyPlots(count: number): Plot[] {
    const plots: Plot[] = [];
    for (let i = 0; i < count; i++) {
        const lon = 108.0 + (i % 500) * 0.0031 + 0.00000123 * (i % 7);
        const lat = 11.5 + Math.floor(i / 500) * 0.0029 + 0.00000231 * (i % 11);
        if (i % 3 === 0) {
            const ring = starRing(
                lon,
                lat,
                Array.from({ length: 12 }, (_, k) => 120 + ((i + k * 37) % 20)),
            );
            plots.push(plotOf(i + 1, { type: 'Polygon', coordinates: [ring] }, 5, undefined, 5));
        } else
            plots.push(
                plotOf(i + 1, { type: 'Point', coordinates: [fix7(lon), fix7(lat)] }, 0.5 + (i % 35) / 10),
            );
    }
    return plots;
}

export const originOf = (plots: Plot[], lot = 'CD-2026-01', productId = 1): LotOrigin => ({
    productId,
    lot,
    harvestFrom: '2025-10-01',
    harvestTo: '2025-12-20',
    plots: plots.map((plot) => ({ plotId: plot.id, quantityKg: 100, plot })),
    ddsReference: null,
    ddsVerification: null,
    totals: { producers: 0, plots: plots.length, areaHa: 0, quantityKg: 100 * plots.length },
    keyData: [],
});

export const coffee = { id: 1, name: 'Cà phê nhân xanh Arabica Cầu Đất', hsCode: '090111' };

export type Refusal = { status: number; body: { errors: Record<string, string> } };
/** What a call the server refuses throws (react-admin's HttpError); an accepted call fails the test. */
export const refusal = (answer: Promise<unknown>): Promise<Refusal> =>
    answer.then(
        () => {
            throw new Error('the server accepted it');
        },
        (error: unknown) => error as Refusal,
    );

/** A plot to create in growing location 1, as the plot form sends it. */
export const plotInput = (code: string, geometry: unknown, declaredAreaHa: number) => ({
    locationId: 1,
    code,
    producerName: 'Hộ Nguyễn Văn Thử',
    crop: 'Cà phê Arabica',
    declaredAreaHa,
    geometry,
});
