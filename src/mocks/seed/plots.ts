import type { MockDb } from '../db';
import type { Position } from '../../domain/geo/types';
import { geodesicAreaHa, roundHa } from '../../domain/geo/validate';
import { activationsOf } from '../stamps/model';
import { originsOf, plotsOf, type MockPlot } from '../plots/model';
import { isoDaysAgo } from './core';

/** Fictional households of HTX Cà phê Cầu Đất (family names and given names combined). */
const FAMILY = ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Võ', 'Đặng', 'Phan', 'Vũ', 'Bùi', 'Đỗ', 'Huỳnh'];
const GIVEN = [
    'Văn Thành',
    'Thị Hoa',
    'Minh Tuấn',
    'Thị Lan',
    'Đức Long',
    'Văn Hùng',
    'Thị Mai',
    'Văn Sơn',
    'Quốc Bảo',
    'Thị Hạnh',
    'Hữu Phúc',
    'Thị Nga',
];

function seeded(seed: number) {
    let state = seed;
    return () => {
        state = (state * 1103515245 + 12345) % 2147483648;
        return state / 2147483648;
    };
}

/** Seven decimals: about 1 cm, more than the 6 the EUDR asks. */
const fix = (value: number) => Math.round(value * 1e7) / 1e7;

/**
 * A plot boundary around a centre: an irregular hexagon scaled so its geodesic area is `areaHa`
 * times `stretch` (1: as declared).
 */
function boundary(lon: number, lat: number, areaHa: number, random: () => number, stretch = 1): Position[] {
    const radii = Array.from({ length: 6 }, () => 0.75 + random() * 0.5);
    const ring = (scale: number): Position[] => {
        const points = radii.map((r, i): Position => {
            const angle = (i / 6) * 2 * Math.PI + 0.2;
            return [fix(lon + Math.cos(angle) * r * scale), fix(lat + Math.sin(angle) * r * scale)];
        });
        return [...points, points[0]];
    };
    const unit = geodesicAreaHa({ type: 'Polygon', coordinates: [ring(0.001)] });
    return ring(0.001 * Math.sqrt((areaHa * stretch) / unit));
}

/**
 * Plots of the coffee cooperative's two Arabica locations around Cầu Đất (Đà Lạt, Lâm Đồng), about
 * 11.87–11.95 °N, 108.50–108.58 °E: 36 households of 0.5–6 ha on a jittered grid so that none
 * overlap; points for 4 ha or less, polygons above (one drawn 15 % larger than declared, to show the
 * warning). Products get HS codes, the locations growing-area codes, and lots CD-2025-01 and
 * CD-2025-02 their origin.
 */
export function seedPlots(db: MockDb, now = Date.now()) {
    const random = seeded(20260101);
    const [locationA, locationB] = db.bizLocations.filter(
        (l) => l.bizId === 1 && l.status === 'active' && String(l.code).startsWith('CD-'),
    );
    if (!locationA || !locationB) return;
    locationA.areaCode = 'VN-68-CD-0012';
    locationB.areaCode = 'VN-68-CD-0013';
    for (const product of db.products)
        if (product.bizId === 1 && product.category === 'coffee')
            product.hsCode = String(product.code).includes('GREEN') ? '090111' : '090121';
    const plots = plotsOf(db);
    for (let i = 0; i < 36; i++) {
        const location = i < 20 ? locationA : locationB;
        const row = Math.floor(i / 6);
        const column = i % 6;
        const lat = fix(11.875 + row * 0.012 + random() * 0.004);
        const lon = fix(108.505 + column * 0.012 + random() * 0.004);
        const declaredAreaHa = Math.round((0.5 + random() * 5.5) * 10) / 10;
        const polygon = declaredAreaHa > 4;
        const coordinates = polygon ? boundary(lon, lat, declaredAreaHa, random, i === 7 ? 1.15 : 1) : null;
        const plot: MockPlot = {
            id: i + 1,
            bizId: 1,
            locationId: location.id,
            code: `CD-T${String(i + 1).padStart(3, '0')}`,
            producerName: `Hộ ${FAMILY[i % FAMILY.length]} ${GIVEN[(i * 5) % GIVEN.length]}`,
            producerIdNumber: i % 3 === 0 ? `0681${String(90000000 + i * 7919).padStart(8, '0')}` : null,
            producerPhone: i % 4 === 0 ? `09${String(12345670 + i * 131).slice(0, 8)}` : null,
            crop: i % 9 === 4 ? 'Cà phê Arabica xen bơ' : 'Cà phê Arabica',
            plantingYear: 2008 + Math.floor(random() * 15),
            declaredAreaHa,
            geometry: coordinates
                ? { type: 'Polygon', coordinates: [coordinates] }
                : { type: 'Point', coordinates: [lon, lat] },
            areaHa: coordinates
                ? roundHa(geodesicAreaHa({ type: 'Polygon', coordinates: [coordinates] }))
                : null,
            status: i === 35 ? 'inactive' : 'active',
            createdAt: isoDaysAgo(200 - i, now),
            updatedAt: isoDaysAgo(30 - (i % 20), now),
        };
        plots.push(plot);
    }
    db.seq = { ...db.seq, plots: plots.length };
    const day = (days: number) => isoDaysAgo(days, now).slice(0, 10);
    // Two lots with their origin, so that a shipment of several lots can be packed at once.
    const origins: [string, MockPlot[], number][] = [
        ['CD-2025-01', plots.slice(0, 8), 120],
        ['CD-2025-02', plots.slice(20, 25), 90],
    ];
    for (const [name, from, harvested] of origins) {
        const lot = activationsOf(db).find((a) => a.bizId === 1 && a.lot === name);
        if (!lot) continue;
        originsOf(db).push({
            bizId: 1,
            productId: lot.productId,
            lot: lot.lot,
            harvestFrom: day(harvested),
            harvestTo: day(harvested - 75),
            plots: from.map((p, i) => ({ plotId: p.id, quantityKg: 150 + i * 35 })),
            ddsReference: null,
            ddsVerification: null,
            updatedAt: isoDaysAgo(20, now),
        });
    }
}
