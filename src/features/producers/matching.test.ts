import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
    matchProducers,
    maskedIdNumber,
    maskedPhone,
    nameKey,
    type MatchCandidate,
} from '../../domain/producers';

const FAMILY = ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Võ', 'Đặng', 'Bùi', 'Đỗ', 'Hồ'];
const MIDDLE = ['Văn', 'Thị', 'Hữu', 'Đức', 'Minh', 'Quốc'];
const GIVEN = ['Thành', 'Hoa', 'Tuấn', 'Lan', 'Long', 'Hùng', 'Mai', 'Sơn', 'Bảo', 'Hạnh', 'Phúc', 'Nga'];
/** How people type a name: as it is, without diacritics, in capitals, with extra spaces. */
const TYPINGS = [
    (n: string) => n,
    (n: string) =>
        n
            .normalize('NFD')
            .replace(/[\u0300-\u036f]/g, '')
            .replace(/đ/g, 'd')
            .replace(/Đ/g, 'D'),
    (n: string) => n.toUpperCase(),
    (n: string) => ` ${n.replace(/ /g, '  ')} `,
];
const name = fc
    .tuple(fc.constantFrom(...FAMILY), fc.constantFrom(...MIDDLE), fc.constantFrom(...GIVEN))
    .map((parts) => parts.join(' '));
const typed = fc.tuple(name, fc.constantFrom(...TYPINGS)).map(([n, typing]) => typing(n));
const ward = fc.constantFrom('68002', '68010', '19005');
const idNumber = fc.option(fc.stringMatching(/^\d{12}$/), { nil: null });
const household = fc.record({ name, ward, idNumber });

describe('matching a typed household against the register', () => {
    it('never offers a household of another commune, or with another ID number, as the same one', () => {
        fc.assert(
            fc.property(
                fc.array(household, { minLength: 1, maxLength: 12 }),
                household,
                typed,
                (known, query, typing) => {
                    const producers: MatchCandidate[] = known.map((h, i) => ({
                        id: i + 1,
                        name: h.name,
                        idNumber: h.idNumber,
                        phone: null,
                        wardCode: h.ward,
                    }));
                    const { exact, proposed } = matchProducers(producers, {
                        name: typing,
                        idNumber: query.idNumber,
                        wardCode: query.ward,
                    });
                    if (exact) expect(exact.idNumber).toBe(query.idNumber);
                    for (const p of proposed) {
                        expect(p.wardCode).toBe(query.ward);
                        expect(nameKey(p.name)).toBe(nameKey(typing));
                        if (p.idNumber && query.idNumber) expect(p.idNumber).toBe(query.idNumber);
                    }
                },
            ),
            { numRuns: 300 },
        );
    });

    it('proposes the same name typed without diacritics in the same commune, never in another', () => {
        fc.assert(
            fc.property(name, fc.constantFrom(...TYPINGS), (n, typing) => {
                const producers = [{ id: 1, name: n, idNumber: null, phone: null, wardCode: '68002' }];
                const same = matchProducers(producers, { name: typing(n), wardCode: '68002' });
                expect(same.exact).toBeNull();
                expect(same.proposed.map((p) => p.id)).toEqual([1]);
                expect(matchProducers(producers, { name: typing(n), wardCode: '68010' }).proposed).toEqual(
                    [],
                );
            }),
        );
        const thanh = [{ id: 1, name: 'Nguyễn Văn Thành', idNumber: null, phone: null, wardCode: '68002' }];
        expect(matchProducers(thanh, { name: 'Nguyen Van Thanh', wardCode: '68002' }).proposed).toHaveLength(
            1,
        );
        expect(matchProducers(thanh, { name: 'Nguyen Van Thanh', wardCode: '68010' }).proposed).toHaveLength(
            0,
        );
    });

    it('finds a household exactly by its ID number, else its phone, but not a phone of another ID number', () => {
        const producers = [
            { id: 1, name: 'Trần Thị Hoa', idNumber: '068190000001', phone: '0912345678', wardCode: '68002' },
            { id: 2, name: 'Lê Văn Sơn', idNumber: null, phone: '0987654321', wardCode: '68002' },
        ];
        expect(matchProducers(producers, { name: 'Ai đó', idNumber: '068190000001' }).exact?.id).toBe(1);
        expect(matchProducers(producers, { name: 'Ai đó', phone: '098 765 4321' }).exact?.id).toBe(2);
        expect(
            matchProducers(producers, { name: 'Ai đó', idNumber: '079000000002', phone: '0912345678' }).exact,
        ).toBeNull();
    });
});

describe('masking', () => {
    it('shows the last 4 digits of an ID number and the last 3 of a phone', () => {
        expect(maskedIdNumber('068190000123')).toBe('••••••••0123');
        expect(maskedPhone('0912 345 678')).toBe('•••••••678');
        expect(maskedIdNumber(null)).toBeNull();
        expect(maskedPhone('')).toBeNull();
        fc.assert(
            fc.property(fc.stringMatching(/^\d{12}$/), (id) => {
                const masked = maskedIdNumber(id)!;
                expect(masked).toHaveLength(12);
                expect(masked.replace(/•/g, '')).toBe(id.slice(-4));
            }),
        );
    });
});
