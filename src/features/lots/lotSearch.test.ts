import { describe, expect, it } from 'vitest';
import { createActivation, createGeneration } from '../../mocks/ledger/operations';
import { lotRows } from '../../mocks/ledger/lots';
import { LOT_LIST } from './mock/lots';
import { paginate } from '../../mocks/kit';
import { freshDb } from '../../../tests/unit/helpers';

describe('the lot list search (mock lotList)', () => {
    it("finds a lot by the GS1 code its stamps' Digital Links carry, as by its lot text", () => {
        const actor = { bizId: 99, userId: 1, userName: 'Người thử' };
        const db = freshDb({ gtin: '8930000000019' });
        createGeneration(db, actor, { templateId: 9901, quantity: 10 });
        createActivation(db, actor, { productId: 9901, ranges: [{ from: 1, to: 2 }], lot: 'Lô 3/2025' });
        createActivation(db, actor, {
            productId: 9901,
            ranges: [{ from: 3, to: 4 }],
            lot: 'Lô mùa xuân',
            gs1Lot: 'XUAN-26',
        });
        const search = (q: string) =>
            paginate(lotRows(db, 99), new URLSearchParams({ q }), LOT_LIST).items.map((row) => row.lot);
        expect(search('Lo-3/2025')).toEqual(['Lô 3/2025']);
        expect(search('XUAN-26')).toEqual(['Lô mùa xuân']);
        expect(search('mùa xuân')).toEqual(['Lô mùa xuân']);
    });
});
