import type { Scenario } from '../../../tests/contract/kit';
import { RUN, runPhone, need, address, listOk, noToken, missing } from '../../../tests/contract/kit';

/** The contract's scenarios: Partners and sales points (tests/contract/scenarios.ts runs them in its order). */
export const networkScenarios: Scenario[] = [
    {
        call: 'partnerCreate',
        title: 'a supplier',
        expect: 200,
        request: () => ({
            body: { name: `Đối tác kiểm thử ${RUN}`, type: 'supplier', phone: runPhone('3'), ...address },
        }),
        keep: (d, s) => (s.partnerId = d.id),
    },
    {
        call: 'partnerCreate',
        title: 'without a name',
        expect: 400,
        invalid: true,
        request: () => ({ body: { type: 'supplier', phone: '0912345678', ...address } }),
    },
    listOk('partnerList', 'partners'),
    noToken('partnerList'),
    {
        call: 'partnerDetail',
        title: 'the new partner',
        expect: 200,
        needs: need('partnerId'),
        request: (s) => ({ params: { id: s.partnerId } }),
    },
    missing('partnerDetail'),
    {
        call: 'partnerUpdate',
        title: 'a note',
        expect: 200,
        needs: need('partnerId'),
        request: (s) => ({ params: { id: s.partnerId }, body: { note: 'Giao hàng thứ Hai' } }),
    },
    missing('partnerUpdate', { note: 'Giao hàng thứ Hai' }),
    {
        call: 'partnerUpdate',
        title: 'as an observer',
        as: 'observer',
        expect: 403,
        needs: need('partnerId'),
        request: (s) => ({ params: { id: s.partnerId }, body: { note: 'x' } }),
    },
    {
        call: 'shopCreate',
        title: 'a store',
        expect: 200,
        request: () => ({
            body: { name: `Điểm bán kiểm thử ${RUN}`, type: 'store', phone: runPhone('4'), ...address },
        }),
        keep: (d, s) => (s.shopId = d.id),
    },
    {
        call: 'shopCreate',
        title: 'a type that does not exist',
        expect: 400,
        invalid: true,
        request: () => ({ body: { name: `Điểm bán sai ${RUN}`, type: 'kho', ...address } }),
    },
    listOk('shopList', 'sales points'),
    noToken('shopList'),
    {
        call: 'shopDetail',
        title: 'the new sales point',
        expect: 200,
        needs: need('shopId'),
        request: (s) => ({ params: { id: s.shopId } }),
    },
    missing('shopDetail'),
    {
        call: 'shopUpdate',
        title: 'opening hours',
        expect: 200,
        needs: need('shopId'),
        request: (s) => ({ params: { id: s.shopId }, body: { openingHours: '7:00–21:00' } }),
    },
    missing('shopUpdate', { openingHours: '7:00–21:00' }),
];
