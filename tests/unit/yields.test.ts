import { describe, expect, it } from 'vitest';
import {
    DEFAULT_YIELDS,
    cropOf,
    seasonEnding,
    yieldBalance,
    yieldExcess,
    yieldRangeProblem,
    yieldTableOf,
} from '../../src/domain/yields';
import { checkOrigin } from '../../src/features/lots/originRules';

const table = yieldTableOf(undefined);
const season = { harvestFrom: '2025-10-01', harvestTo: '2025-12-31' };
/** A 1 ha Robusta plot: 5,000 kg a season by default. */
const robusta = (lots: { harvestFrom: string; harvestTo: string; quantityKg: number }[], period = season) =>
    yieldBalance({ areaHa: 1, cropText: 'Cà phê Robusta', table, period, lots });

describe('crops read from a plot’s crop text', () => {
    it('reads Vietnamese with or without diacritics, and English', () => {
        expect(cropOf('Cà phê Robusta')).toBe('robusta');
        expect(cropOf('ca phe robusta')).toBe('robusta');
        expect(cropOf('Cà phê vối')).toBe('robusta');
        expect(cropOf('Cà phê')).toBe('robusta');
        expect(cropOf('Cà phê Arabica xen bơ')).toBe('arabica');
        expect(cropOf('CÀ PHÊ CHÈ')).toBe('arabica');
        expect(cropOf('Coffee Arabica')).toBe('arabica');
        expect(cropOf('Chè Shan tuyết')).toBe('tea');
        expect(cropOf('Trà')).toBe('tea');
        expect(cropOf('Hồ tiêu')).toBe('pepper');
        expect(cropOf('ho tieu')).toBe('pepper');
        expect(cropOf('Lúa nước')).toBe('rice');
        expect(cropOf('Sầu riêng Ri6')).toBe('durian');
        expect(cropOf('Điều')).toBe('cashew');
        expect(cropOf('hat dieu')).toBe('cashew');
    });

    it('takes the crop named first when a plot has several, and none for others', () => {
        expect(cropOf('Sầu riêng xen cà phê')).toBe('durian');
        expect(cropOf('Cà phê xen sầu riêng')).toBe('robusta');
        expect(cropOf('Bơ')).toBeNull();
        expect(cropOf('')).toBeNull();
    });
});

describe('the yield check of a plot', () => {
    it('accepts exactly the capacity and refuses 1 kg over it', () => {
        const balance = robusta([{ harvestFrom: '2025-11-01', harvestTo: '2025-11-30', quantityKg: 3000 }]);
        expect(balance.capacityKg).toBe(5000);
        expect(balance.declaredKg).toBe(3000);
        expect(yieldExcess(balance, 2000)).toBeNull();
        expect(yieldExcess(balance, 2001)).toBe(1);
    });

    it('counts capacity on the area, without floating-point noise', () => {
        const balance = yieldBalance({
            areaHa: 0.91,
            cropText: 'Cà phê Robusta',
            table,
            period: season,
            lots: [],
        });
        expect(balance.capacityKg).toBe(4550);
        expect(yieldExcess(balance, 4550)).toBeNull();
        expect(yieldExcess(balance, 500_000)).toBe(495_450);
    });

    it('makes no check for a crop without an expected yield, and says so', () => {
        const balance = yieldBalance({ areaHa: 1, cropText: 'Bơ sáp', table, period: season, lots: [] });
        expect(balance.crop).toBeNull();
        expect(balance.capacityKg).toBeNull();
        expect(balance.remainingKg).toBeNull();
        expect(yieldExcess(balance, 1_000_000)).toBeNull();
    });

    it('sums the lots whose harvest overlaps, and leaves out the others', () => {
        const balance = robusta([
            { harvestFrom: '2025-09-15', harvestTo: '2025-10-15', quantityKg: 2000 },
            { harvestFrom: '2025-12-01', harvestTo: '2026-01-10', quantityKg: 2500 },
            { harvestFrom: '2024-10-01', harvestTo: '2024-12-31', quantityKg: 4000 },
        ]);
        expect(balance.declaredKg).toBe(4500);
        expect(balance.counted).toHaveLength(2);
        expect([balance.from, balance.to]).toEqual(['2025-09-15', '2026-01-10']);
        expect(balance.seasons).toBe(1);
        expect(yieldExcess(balance, 500)).toBeNull();
        expect(yieldExcess(balance, 501)).toBe(1);
    });

    it('counts every season a long harvest covers', () => {
        const twoYears = robusta([], { harvestFrom: '2024-01-01', harvestTo: '2025-12-31' });
        expect(twoYears.seasons).toBe(2);
        expect(twoYears.capacityKg).toBe(10_000);
        const rice = yieldBalance({
            areaHa: 2,
            cropText: 'Lúa',
            table,
            period: { harvestFrom: '2025-01-01', harvestTo: '2025-12-31' },
            lots: [],
        });
        expect(rice.seasons).toBe(3);
        expect(rice.capacityKg).toBe(2 * DEFAULT_YIELDS.rice.maxKgHa * 3);
    });

    it('uses the business’s own table', () => {
        const own = yieldTableOf({ robusta: { minKgHa: 1000, maxKgHa: 2000 } });
        const balance = yieldBalance({
            areaHa: 1,
            cropText: 'Robusta',
            table: own,
            period: season,
            lots: [],
        });
        expect(balance.capacityKg).toBe(2000);
        expect(own.arabica).toEqual(DEFAULT_YIELDS.arabica);
    });

    it('gives the season a plot page shows, ending today', () => {
        expect(seasonEnding('Cà phê', '2026-11-29')).toEqual({
            harvestFrom: '2025-11-30',
            harvestTo: '2026-11-29',
        });
        expect(seasonEnding('Lúa', '2026-11-29').harvestFrom).toBe('2026-07-31');
    });

    it('checks a range typed for the table', () => {
        expect(yieldRangeProblem({ minKgHa: 100, maxKgHa: 200 })).toBeNull();
        expect(yieldRangeProblem({ minKgHa: 300, maxKgHa: 200 })).toBe('order');
        expect(yieldRangeProblem({ minKgHa: 0, maxKgHa: 0 })).toBe('number');
        expect(yieldRangeProblem({ minKgHa: '1', maxKgHa: 200 })).toBe('number');
    });
});

describe('an origin row over its plot’s yield, as typed', () => {
    const draft = (row: Partial<{ overYield: boolean; overrideReason: string }>) => ({
        harvestFrom: '2025-10-01',
        harvestTo: '2025-12-31',
        rows: [{ plotId: '1', quantity: '500.000', ...row }],
    });

    it('asks for a reason, and sends it with the plot', () => {
        expect(checkOrigin(draft({ overYield: true }), 'vi').errors['rows.0.overrideReason']).toBe(
            'xts.origin_yield.reason_required',
        );
        expect(
            checkOrigin(draft({ overYield: true, overrideReason: ' Gộp ba vụ ' }), 'vi').input?.plots,
        ).toEqual([{ plotId: 1, quantityKg: 500_000, overrideReason: 'Gộp ba vụ' }]);
    });

    it('sends no reason for a row within the yield', () => {
        const { errors, input } = checkOrigin(draft({ overrideReason: 'Gộp ba vụ' }), 'vi');
        expect(errors).toEqual({});
        expect(input?.plots).toEqual([{ plotId: 1, quantityKg: 500_000 }]);
    });
});
