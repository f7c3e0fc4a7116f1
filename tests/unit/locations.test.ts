// @vitest-environment jsdom
import './mockServer';
import { describe, it, expect } from 'vitest';
import {
    fullAddress,
    provinceByCode,
    provinces,
    wardByCode,
    wards,
    wardsOf,
    type Ward,
} from '../../src/mocks/data/locations';
import { call } from '../../src/providers/http';

// The shared setup clears Web Storage after every test; `--environment node` has none, so lend it one.
for (const key of ['localStorage', 'sessionStorage'] as const) {
    if (typeof globalThis[key] !== 'undefined') continue;
    const store = new Map<string, string>();
    const storage = {
        get length() {
            return store.size;
        },
        key: (index: number) => [...store.keys()][index] ?? null,
        getItem: (name: string) => store.get(name) ?? null,
        setItem: (name: string, value: string) => void store.set(name, String(value)),
        removeItem: (name: string) => void store.delete(name),
        clear: () => store.clear(),
    };
    Object.defineProperty(globalThis, key, { value: storage, configurable: true });
}

const cities = ['Hà Nội', 'Huế', 'Hải Phòng', 'Đà Nẵng', 'Hồ Chí Minh', 'Cần Thơ'];
const provincesProper = [
    'Lai Châu',
    'Điện Biên',
    'Sơn La',
    'Lạng Sơn',
    'Quảng Ninh',
    'Thanh Hóa',
    'Nghệ An',
    'Hà Tĩnh',
    'Cao Bằng',
    'Tuyên Quang',
    'Lào Cai',
    'Thái Nguyên',
    'Phú Thọ',
    'Bắc Ninh',
    'Hưng Yên',
    'Ninh Bình',
    'Quảng Trị',
    'Quảng Ngãi',
    'Gia Lai',
    'Khánh Hòa',
    'Lâm Đồng',
    'Đắk Lắk',
    'Đồng Nai',
    'Tây Ninh',
    'Vĩnh Long',
    'Đồng Tháp',
    'Cà Mau',
    'An Giang',
];
const wardPrefix: Record<Ward['type'], string> = { phuong: 'Phường ', xa: 'Xã ', 'dac-khu': 'Đặc khu ' };
const code = (name: string) => provinces.find((p) => p.name.endsWith(` ${name}`))!.code;

describe('provinces after 1 July 2025', () => {
    it('are the 34 provincial units: 6 centrally-run cities and 28 provinces', () => {
        expect(provinces).toHaveLength(34);
        expect(
            provinces
                .filter((p) => p.type === 'thanh-pho')
                .map((p) => p.name)
                .sort(),
        ).toEqual(cities.map((name) => `Thành phố ${name}`).sort());
        expect(
            provinces
                .filter((p) => p.type === 'tinh')
                .map((p) => p.name)
                .sort(),
        ).toEqual(provincesProper.map((name) => `Tỉnh ${name}`).sort());
    });

    it('have unique two-digit codes and unique names', () => {
        expect(new Set(provinces.map((p) => p.code)).size).toBe(34);
        expect(new Set(provinces.map((p) => p.name)).size).toBe(34);
        for (const province of provinces) expect(province.code, province.name).toMatch(/^\d{2}$/);
    });

    it('use the official codes', () => {
        expect(provinceByCode('01')?.name).toBe('Thành phố Hà Nội');
        expect(provinceByCode('46')?.name).toBe('Thành phố Huế');
        expect(provinceByCode('68')?.name).toBe('Tỉnh Lâm Đồng');
        expect(provinceByCode('79')?.name).toBe('Thành phố Hồ Chí Minh');
        expect(provinceByCode('92')?.name).toBe('Thành phố Cần Thơ');
        expect(provinceByCode('96')?.name).toBe('Tỉnh Cà Mau');
    });

    it('are named with the prefix of their type', () => {
        for (const province of provinces) {
            const prefix = province.type === 'thanh-pho' ? 'Thành phố ' : 'Tỉnh ';
            expect(province.name.startsWith(prefix), province.name).toBe(true);
        }
    });
});

describe('wards, communes and special zones', () => {
    it('belong to provinces that exist', () => {
        const codes = new Set(provinces.map((p) => p.code));
        for (const ward of wards) expect(codes.has(ward.provinceCode), ward.name).toBe(true);
    });

    it('have unique five-digit codes, led by their province code', () => {
        expect(new Set(wards.map((w) => w.code)).size).toBe(wards.length);
        for (const ward of wards) {
            expect(ward.code, ward.name).toMatch(/^\d{5}$/);
            expect(ward.code.startsWith(ward.provinceCode), ward.name).toBe(true);
        }
    });

    it('number at least 6 in every province and at least 10 where the producers are', () => {
        for (const province of provinces) {
            expect(wardsOf(province.code).length, province.name).toBeGreaterThanOrEqual(6);
        }
        const busy = [
            'Hà Nội',
            'Hồ Chí Minh',
            'Lâm Đồng',
            'Đắk Lắk',
            'Thái Nguyên',
            'Sơn La',
            'Đồng Tháp',
            'Cần Thơ',
            'An Giang',
        ];
        for (const name of busy) expect(wardsOf(code(name)).length, name).toBeGreaterThanOrEqual(10);
    });

    it('are named with the prefix of their type, and no districts remain', () => {
        for (const ward of wards) expect(ward.name.startsWith(wardPrefix[ward.type]), ward.name).toBe(true);
        expect(wards.filter((w) => /^(Quận|Huyện|Thị xã|Thị trấn)\b/.test(w.name))).toEqual([]);
    });

    it('are named once per province, in NFC-normalised Vietnamese', () => {
        for (const province of provinces) {
            const names = wardsOf(province.code).map((w) => w.name);
            expect(new Set(names).size, province.name).toBe(names.length);
        }
        for (const unit of [...provinces, ...wards]) {
            expect(unit.name, unit.name).toBe(unit.name.normalize('NFC'));
            expect(unit.name, unit.name).toBe(unit.name.trim().replace(/\s+/g, ' '));
        }
    });

    it('include the special zones', () => {
        const zones = wards.filter((w) => w.type === 'dac-khu').map((w) => w.name);
        expect(zones).toEqual(
            expect.arrayContaining(['Đặc khu Phú Quốc', 'Đặc khu Côn Đảo', 'Đặc khu Vân Đồn']),
        );
    });

    it('keep the codes the seed data refers to', () => {
        expect(wardByCode('68001')?.name).toBe('Phường Xuân Hương - Đà Lạt');
        expect(wardByCode('68002')?.name).toBe('Phường Xuân Trường - Đà Lạt');
        expect(wardByCode('19005')?.name).toBe('Xã Tân Cương');
        expect(wardByCode('14003')?.name).toBe('Phường Mộc Châu');
        expect(wardByCode('92007')?.name).toBe('Phường Mỹ Xuyên');
        expect(wardByCode('66005')?.name).toBe('Xã Krông Pắc');
    });
});

describe('helpers', () => {
    it('wardsOf returns exactly the wards of one province, none for an unknown code', () => {
        const lamDong = wardsOf('68');
        expect(lamDong.every((w) => w.provinceCode === '68')).toBe(true);
        expect(lamDong.map((w) => w.name)).toEqual(
            expect.arrayContaining(['Phường Lang Biang - Đà Lạt', 'Xã Di Linh']),
        );
        expect(wardsOf('00')).toEqual([]);
        expect(provinces.reduce((sum, p) => sum + wardsOf(p.code).length, 0)).toBe(wards.length);
    });

    it('provinceByCode finds a province or nothing', () => {
        expect(provinceByCode('66')).toEqual({ code: '66', name: 'Tỉnh Đắk Lắk', type: 'tinh' });
        expect(provinceByCode('02')).toBeUndefined();
        expect(provinceByCode('')).toBeUndefined();
    });

    it('fullAddress reads as a postal address', () => {
        expect(fullAddress('12 Trần Phú', '68001', '68')).toBe(
            '12 Trần Phú, Phường Xuân Hương - Đà Lạt, Tỉnh Lâm Đồng',
        );
        expect(fullAddress(null, null, '01')).toBe('Thành phố Hà Nội');
        expect(fullAddress('Thôn 8', '99999', null)).toBe('Thôn 8');
    });
});

describe('location endpoints', () => {
    it('serve provinces and the wards of one province, searchable without diacritics, with no token', async () => {
        const all = await call<{ code: string }[]>('provinces');
        expect(all).toHaveLength(34);
        const lamDong = await call<{ name: string; provinceCode: string }[]>('wards', {
            query: { province: '68' },
        });
        expect(lamDong.length).toBe(wardsOf('68').length);
        expect(lamDong.every((w) => w.provinceCode === '68')).toBe(true);
        const found = await call<{ name: string }[]>('wards', { query: { province: '68', q: 'da lat' } });
        expect(found.map((w) => w.name)).toContain('Phường Xuân Trường - Đà Lạt');
        await expect(call('wards')).rejects.toMatchObject({ status: 400 });
    });
});
