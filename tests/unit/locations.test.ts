import { describe, expect, it } from 'vitest';
import { provinces, wards, wardsOf } from '../../src/mocks/data/locations';
import { call } from '../../src/providers/http';

describe('administrative units after July 2025', () => {
    it('has 34 provincial units, 6 of them centrally-run cities, and no district level', () => {
        expect(provinces).toHaveLength(34);
        expect(provinces.filter((p) => p.type === 'thanh-pho')).toHaveLength(6);
        expect(new Set(provinces.map((p) => p.code)).size).toBe(34);
        expect(new Set(provinces.map((p) => p.name)).size).toBe(34);
        expect(wards.some((w) => /Quận|Huyện/.test(w.name))).toBe(false);
    });

    it('gives every province wards with unique codes and the right prefixes', () => {
        expect(new Set(wards.map((w) => w.code)).size).toBe(wards.length);
        for (const province of provinces) {
            expect(wardsOf(province.code).length, province.name).toBeGreaterThanOrEqual(4);
            expect(province.name.startsWith(province.type === 'thanh-pho' ? 'Thành phố ' : 'Tỉnh ')).toBe(true);
        }
        const prefix = { phuong: 'Phường ', xa: 'Xã ', 'dac-khu': 'Đặc khu ' };
        for (const ward of wards) expect(ward.name.startsWith(prefix[ward.type]), ward.name).toBe(true);
    });

    it('serves provinces and the wards of one province, searchable without diacritics, with no token', async () => {
        const all = await call<{ code: string }[]>('provinces');
        expect(all).toHaveLength(34);
        const lamDong = await call<{ name: string; provinceCode: string }[]>('wards', { query: { province: '68' } });
        expect(lamDong.every((w) => w.provinceCode === '68')).toBe(true);
        const found = await call<{ name: string }[]>('wards', { query: { province: '68', q: 'da lat' } });
        expect(found.map((w) => w.name)).toContain('Phường Xuân Trường - Đà Lạt');
        await expect(call('wards')).rejects.toMatchObject({ status: 400 });
    });
});
