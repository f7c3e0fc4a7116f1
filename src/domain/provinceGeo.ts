/**
 * Where each of the 34 provinces (after the 2025 merger, codes as /api/location/provinces gives
 * them) lies: an approximate centroid (degrees, for distances between scans) and a cell of the
 * dashboard's grid map (a tile cartogram: one square per province, placed roughly where it is).
 * Data, not logic.
 */
export interface ProvincePlace {
    code: string;
    /** The name without its kind (Tỉnh, Thành phố). */
    name: string;
    /** Short label for a map cell. */
    short: string;
    lat: number;
    lon: number;
    col: number;
    row: number;
}

export const PROVINCE_PLACES: ProvincePlace[] = [
    { code: '12', name: 'Lai Châu', short: 'LCh', lat: 22.3, lon: 103.2, col: 1, row: 0 },
    { code: '15', name: 'Lào Cai', short: 'LCa', lat: 22.0, lon: 104.4, col: 2, row: 0 },
    { code: '08', name: 'Tuyên Quang', short: 'TQ', lat: 22.3, lon: 105.1, col: 3, row: 0 },
    { code: '04', name: 'Cao Bằng', short: 'CB', lat: 22.67, lon: 106.25, col: 4, row: 0 },
    { code: '11', name: 'Điện Biên', short: 'ĐB', lat: 21.7, lon: 103.0, col: 0, row: 1 },
    { code: '14', name: 'Sơn La', short: 'SL', lat: 21.2, lon: 104.0, col: 1, row: 1 },
    { code: '25', name: 'Phú Thọ', short: 'PT', lat: 21.0, lon: 105.3, col: 2, row: 1 },
    { code: '19', name: 'Thái Nguyên', short: 'TN', lat: 21.9, lon: 105.85, col: 3, row: 1 },
    { code: '20', name: 'Lạng Sơn', short: 'LS', lat: 21.85, lon: 106.75, col: 4, row: 1 },
    { code: '01', name: 'Hà Nội', short: 'HN', lat: 21.03, lon: 105.85, col: 2, row: 2 },
    { code: '24', name: 'Bắc Ninh', short: 'BN', lat: 21.25, lon: 106.2, col: 3, row: 2 },
    { code: '22', name: 'Quảng Ninh', short: 'QN', lat: 21.1, lon: 107.3, col: 4, row: 2 },
    { code: '37', name: 'Ninh Bình', short: 'NB', lat: 20.3, lon: 106.0, col: 2, row: 3 },
    { code: '33', name: 'Hưng Yên', short: 'HY', lat: 20.6, lon: 106.2, col: 3, row: 3 },
    { code: '31', name: 'Hải Phòng', short: 'HP', lat: 20.9, lon: 106.5, col: 4, row: 3 },
    { code: '38', name: 'Thanh Hóa', short: 'TH', lat: 19.9, lon: 105.5, col: 2, row: 4 },
    { code: '40', name: 'Nghệ An', short: 'NA', lat: 19.2, lon: 104.9, col: 2, row: 5 },
    { code: '42', name: 'Hà Tĩnh', short: 'HT', lat: 18.3, lon: 105.7, col: 3, row: 6 },
    { code: '44', name: 'Quảng Trị', short: 'QT', lat: 17.2, lon: 106.6, col: 3, row: 7 },
    { code: '46', name: 'Huế', short: 'Huế', lat: 16.4, lon: 107.5, col: 4, row: 8 },
    { code: '48', name: 'Đà Nẵng', short: 'ĐN', lat: 15.7, lon: 108.0, col: 4, row: 9 },
    { code: '51', name: 'Quảng Ngãi', short: 'QNg', lat: 14.8, lon: 108.3, col: 5, row: 10 },
    { code: '52', name: 'Gia Lai', short: 'GL', lat: 14.0, lon: 108.4, col: 5, row: 11 },
    { code: '66', name: 'Đắk Lắk', short: 'ĐL', lat: 12.9, lon: 108.5, col: 5, row: 12 },
    { code: '68', name: 'Lâm Đồng', short: 'LĐ', lat: 11.6, lon: 108.0, col: 4, row: 13 },
    { code: '56', name: 'Khánh Hòa', short: 'KH', lat: 12.0, lon: 109.0, col: 5, row: 13 },
    { code: '80', name: 'Tây Ninh', short: 'TNi', lat: 10.9, lon: 106.1, col: 2, row: 14 },
    { code: '75', name: 'Đồng Nai', short: 'ĐNa', lat: 11.3, lon: 107.0, col: 3, row: 14 },
    { code: '91', name: 'An Giang', short: 'AG', lat: 10.2, lon: 105.0, col: 0, row: 15 },
    { code: '82', name: 'Đồng Tháp', short: 'ĐT', lat: 10.4, lon: 105.9, col: 1, row: 15 },
    { code: '79', name: 'Hồ Chí Minh', short: 'HCM', lat: 10.8, lon: 106.7, col: 2, row: 15 },
    { code: '92', name: 'Cần Thơ', short: 'CT', lat: 9.8, lon: 105.8, col: 1, row: 16 },
    { code: '86', name: 'Vĩnh Long', short: 'VL', lat: 10.1, lon: 106.2, col: 2, row: 16 },
    { code: '96', name: 'Cà Mau', short: 'CM', lat: 9.2, lon: 105.3, col: 1, row: 17 },
];

const byCode = new Map(PROVINCE_PLACES.map((place) => [place.code, place]));

export const provincePlace = (code: string): ProvincePlace | undefined => byCode.get(code);

const EARTH_KM = 6371;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km between two provinces' centroids; null when either is unknown. */
export function provinceDistanceKm(a: string, b: string): number | null {
    const p = byCode.get(a);
    const q = byCode.get(b);
    if (!p || !q) return null;
    const dLat = rad(q.lat - p.lat);
    const dLon = rad(q.lon - p.lon);
    const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(p.lat)) * Math.cos(rad(q.lat)) * Math.sin(dLon / 2) ** 2;
    return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
