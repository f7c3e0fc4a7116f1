import { describe, expect, it } from 'vitest';
import { foldPlace, provinceMatches, wardMatches } from '../../src/domain/places';
import { wardAliases } from '../../src/domain/placeAliases';
import { provinces, wards, wardsOf } from '../../src/mocks/data/locations';

const provincesFor = (query: string) => provinces.filter((p) => provinceMatches(query, p)).map((p) => p.name);
const wardsFor = (province: string, query: string) =>
    wardsOf(province)
        .filter((ward) => wardMatches(query, ward))
        .map((ward) => ward.name);

describe('place pickers', () => {
    it('fold text without diacritics, đ as d, punctuation as spaces', () => {
        expect(foldPlace('  TP.Hồ  Chí-Minh ')).toBe('tp ho chi minh');
        expect(foldPlace('Đắk Lắk')).toBe('dak lak');
    });

    it('find a province typed without diacritics or without its kind', () => {
        expect(provincesFor('lam dong')).toEqual(['Tỉnh Lâm Đồng']);
        expect(provincesFor('Tỉnh Lâm Đồng')).toEqual(['Tỉnh Lâm Đồng']);
        expect(provincesFor('dak lak')).toEqual(['Tỉnh Đắk Lắk']);
        expect(provincesFor('thanh pho ho chi minh')).toEqual(['Thành phố Hồ Chí Minh']);
    });

    it.each(['HCM', 'hcm', 'TP HCM', 'TPHCM', 'TP.HCM', 'Sài Gòn', 'sai gon', 'Bình Dương', 'Vũng Tàu'])(
        '"%s" is Thành phố Hồ Chí Minh',
        (query) => expect(provincesFor(query)).toEqual(['Thành phố Hồ Chí Minh']),
    );

    it('know Hà Nội and the former provinces merged in 2025', () => {
        expect(provincesFor('HN')).toEqual(['Thành phố Hà Nội']);
        expect(provincesFor('Đắk Nông')).toEqual(['Tỉnh Lâm Đồng']);
        expect(provincesFor('kien giang')).toEqual(['Tỉnh An Giang']);
    });

    it('do not match an abbreviation from a letter or two of it', () => {
        expect(provincesFor('zzz')).toEqual([]);
        expect(provincesFor('HC')).toEqual([]);
        expect(provincesFor('lamdong')).toEqual(['Tỉnh Lâm Đồng']);
    });

    it('find a ward without diacritics', () => {
        expect(wardsFor('79', 'ban co')).toEqual(['Phường Bàn Cờ']);
        expect(wardsFor('68', 'xuan truong')).toEqual(['Phường Xuân Trường - Đà Lạt']);
    });

    it('lead a former district to the new wards that took it over', () => {
        expect(wardsFor('79', 'Quận 3')).toEqual(['Phường Bàn Cờ', 'Phường Xuân Hòa']);
        expect(wardsFor('79', 'quan 3')).toEqual(['Phường Bàn Cờ', 'Phường Xuân Hòa']);
        expect(wardsFor('79', 'Q.1')).toEqual([
            'Phường Sài Gòn',
            'Phường Bến Thành',
            'Phường Tân Định',
            'Phường Cầu Ông Lãnh',
        ]);
        expect(wardsFor('01', 'quận hoàn kiếm')).toEqual(['Phường Hoàn Kiếm', 'Phường Cửa Nam']);
        expect(wardsFor('68', 'TP Đà Lạt')).toHaveLength(5);
    });

    it('lead a former ward to its new ward, in its own province only', () => {
        expect(wardsFor('79', 'Võ Thị Sáu')).toEqual(['Phường Xuân Hòa']);
        expect(wardsFor('79', 'vo thi sau')).toEqual(['Phường Xuân Hòa']);
        expect(wardsFor('01', 'Võ Thị Sáu')).toEqual([]);
        expect(wardsFor('68', 'Cầu Đất')).toEqual(['Phường Xuân Trường - Đà Lạt']);
    });

    it('lead every former district or ward of the table to at least one ward the reference data lists', () => {
        for (const [province, table] of Object.entries(wardAliases)) {
            for (const old of Object.keys(table))
                expect(
                    wards.filter((w) => w.provinceCode === province && wardMatches(old, w)),
                    old,
                ).not.toEqual([]);
        }
    });
});
