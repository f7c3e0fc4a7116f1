// @vitest-environment jsdom
import '../../../tests/unit/mockServer';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../mocks/db';
import { signInAs } from '../../../tests/unit/helpers';
import { call } from '../../providers/http';
import {
    defaultChoice,
    householdsOf,
    importSummary,
    matchHouseholds,
    resolveProducers,
    type HouseholdChoice,
} from './plots/importProducers';

/** An import's producers: grouped by household, matched in the register, created once on save. */
const input = (code: string, producerName: string, more: Record<string, string> = {}) => ({
    code,
    producerName,
    ...more,
    crop: 'Cà phê Arabica',
    declaredAreaHa: 1,
    geometry: { type: 'Point' as const, coordinates: [108.5, 11.9] },
});

const PLACE = { wardCode: '68002', provinceCode: '68' };

describe("an import's households", () => {
    it('are one per name without diacritics, ID number and phone, never two ID numbers together', () => {
        const households = householdsOf([
            input('A1', 'Hộ Nguyễn Văn Thành'),
            input('A2', 'ho nguyen van thanh'),
            input('A3', 'Hộ Nguyễn Văn Thành', { producerIdNumber: '068190000001' }),
            input('A4', 'Hộ Nguyễn Văn Thành', { producerIdNumber: '068190000002' }),
        ]);
        expect(households.map((h) => h.rows)).toEqual([[0, 1], [2], [3]]);
    });

    it('link by ID number at once, wait for an answer on a name, and create the rest', async () => {
        await signInAs('user');
        const lan = getDb().producers!.find((p) => p.idNumber === '068190023757')!;
        const households = householdsOf([
            input('B1', 'Ai đó', { producerIdNumber: lan.idNumber! }),
            input('B2', 'ho tran van hung'),
            input('B3', 'Hộ Mới Tinh'),
            input('B4', 'Hộ Mới Tinh'),
        ]);
        const found = await matchHouseholds(households, PLACE.wardCode);
        const choices = new Map<string, HouseholdChoice>();
        for (const h of households) {
            const choice = defaultChoice(found.get(h.key));
            if (choice !== undefined) choices.set(h.key, choice);
        }
        expect(households.map((h) => choices.get(h.key))).toEqual([lan.id, undefined, 'new']);
        expect(found.get(households[1].key)!.proposed.map((p) => p.name)).toEqual(['Hộ Trần Văn Hùng']);
        expect(importSummary(households, choices)).toEqual({ created: 1, linked: 1 });
    });

    it('are created once on save, even when the save is sent again before its answer', async () => {
        await signInAs('user');
        const phone = { producerPhone: '0905 111 222' };
        const inputs = [input('C1', 'Hộ Y Bih', phone), input('C2', 'Hộ Y Bih', phone)];
        const households = householdsOf(inputs);
        const choices = new Map<string, HouseholdChoice>(households.map((h) => [h.key, 'new']));
        const before = getDb().producers!.length;
        const first = await resolveProducers(inputs, households, choices, PLACE);
        // The plots' import failed: the user saves again, with the same households.
        const again = await resolveProducers(inputs, households, choices, PLACE);
        expect(getDb().producers!.length).toBe(before + 1);
        expect(again.inputs.map((i) => i.producerId)).toEqual(first.inputs.map((i) => i.producerId));
        // The register holds the phone: a plot carries only its link.
        expect(first.inputs[0]).not.toHaveProperty('producerPhone');
        again.settle();
    });

    it('never match a household whose data were deleted: a new one is made instead', async () => {
        await signInAs('owner');
        const hung = getDb().producers!.find((p) => p.name === 'Hộ Trần Văn Hùng')!;
        await call('producerErase', { params: { id: hung.id }, body: {} });
        const households = householdsOf([
            input('D1', 'ho tran van hung'),
            input('D2', `Hộ đã xoá dữ liệu #${hung.id}`),
        ]);
        const found = await matchHouseholds(households, hung.wardCode);
        for (const household of households) {
            expect(found.get(household.key)).toEqual({ exact: null, proposed: [] });
            expect(defaultChoice(found.get(household.key))).toBe('new');
        }
    });
});
