import type { FeatureSeed } from '../../../mocks/state';
import type { MockDb } from '../../../mocks/state';
import type { Position } from '../../../domain/geo/types';
import { geodesicAreaHa, roundHa } from '../../../domain/geo/validate';
import { plotsOf, type MockPlot } from '../../../mocks/plots/model';
import { isoDaysAgo } from '../../../mocks/seed/core';

export interface MockBizLocation {
    id: number;
    bizId: number;
    name: string;
    status: 'active' | 'inactive';
    [key: string]: unknown;
}

declare module '../../../mocks/state' {
    interface MockDb {
        bizLocations: MockBizLocation[];
    }
}

/** Growing locations of the demo businesses. */
function seedLocations(db: MockDb, now: number) {
    let locationId = 0;
    const location = (
        bizId: number,
        name: string,
        code: string,
        areaHa: number,
        crops: string,
        standard: string,
        province: string,
        ward: string,
        address: string,
        extra: Record<string, unknown> = {},
    ) => ({
        id: ++locationId,
        bizId,
        name,
        code,
        areaHa,
        crops,
        standard,
        certificateNo: '',
        managerName: '',
        province,
        ward,
        address,
        status: 'active' as const,
        note: '',
        createdAt: isoDaysAgo(300 - locationId * 9, now),
        updatedAt: isoDaysAgo(90 - locationId, now),
        ...extra,
    });
    db.bizLocations = [
        location(
            1,
            'Vùng Arabica Cầu Đất A',
            'CD-A',
            12.5,
            'Cà phê Arabica',
            'vietgap',
            '68',
            '68002',
            'Đồi Cầu Đất, thôn 1',
            { certificateNo: 'VietGAP-TT-21-05-68-0012', managerName: 'Trần Minh Khoa' },
        ),
        location(
            1,
            'Vùng Arabica Cầu Đất B',
            'CD-B',
            8.2,
            'Cà phê Arabica, bơ',
            'organic',
            '68',
            '68002',
            'Thôn Trường Sơn',
        ),
        location(
            1,
            'Vườn ươm Xuân Trường',
            'VU-01',
            1.1,
            'Cây giống cà phê',
            'none',
            '68',
            '68002',
            'Thôn Xuân Sơn',
        ),
        location(
            1,
            'Vùng Lạc Dương (ngừng khai thác)',
            'LD-01',
            5,
            'Cà phê Robusta',
            'none',
            '68',
            '68010',
            'Xã Lạc Dương',
            { status: 'inactive' },
        ),
        location(
            2,
            'Đồi chè Tân Cương 1',
            'TC-1',
            6.4,
            'Chè Trung du',
            'vietgap',
            '19',
            '19005',
            'Xóm Hồng Thái',
        ),
        location(
            3,
            'Trại ong Thảo Nguyên',
            'ONG-1',
            3,
            'Hoa cải, hoa nhãn',
            'none',
            '14',
            '14005',
            'Tiểu khu Bó Bun',
        ),
    ];
    db.seq = { ...db.seq, bizLocations: locationId };
}

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
function seedPlots(db: MockDb, now: number) {
    const random = seeded(20260101);
    const [locationA, locationB] = db.bizLocations.filter(
        (l) => l.bizId === 1 && l.status === 'active' && String(l.code).startsWith('CD-'),
    );
    if (!locationA || !locationB) return;
    locationA.areaCode = 'VN-68-CD-0012';
    locationB.areaCode = 'VN-68-CD-0013';
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
            version: 1,
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
}

/** The demo businesses' growing locations, then the plots of the coffee cooperative's. */
export const seed: FeatureSeed = {
    run(db, now) {
        seedLocations(db, now);
        seedPlots(db, now);
    },
};
