import type { Scenario, State } from '../../../tests/contract/kit';
import { MISSING_ID, RUN, need, noToken, runPhone } from '../../../tests/contract/kit';

/**
 * A household's rights (api/paths/producerRights.yaml): its export (the owner's only, whole, written
 * to the access log), the register with whole ID numbers, the access log, what an erasure keeps, the
 * erasure itself and the refusals that follow it. On a household of its own, so that the other
 * scenarios' producers keep their data.
 */
const ID_NUMBER = `0793${RUN}1`.slice(0, 12);
const NAME = `Hộ Phạm Thị Quyền ${RUN}`;

const expectThat = (ok: boolean, what: string) => {
    if (!ok) throw new Error(what);
};
const idOf = (s: State) => ({ params: { id: s.rightsProducerId } });
const needsOne = need('rightsProducerId');

export const rightsScenarios: Scenario[] = [
    {
        call: 'producerCreate',
        title: 'a household whose rights the next scenarios exercise',
        expect: 200,
        request: () => ({ body: { name: NAME, idNumber: ID_NUMBER, phone: runPhone('93') } }),
        keep: (d, s) => (s.rightsProducerId = d.id),
    },
    {
        call: 'producerDetail',
        title: "the household's page, viewed by the owner",
        expect: 200,
        needs: needsOne,
        request: idOf,
    },
    {
        call: 'producerExport',
        title: 'everything held about the household, whole, to the owner',
        expect: 200,
        needs: needsOne,
        request: (s) => ({ ...idOf(s), query: { as: 'json' } }),
        inspect: (a) => {
            expectThat(
                a.data.producer.idNumber === ID_NUMBER,
                'the export does not hold the whole ID number',
            );
            const actions = a.data.accessLog.map((e: { action: string }) => e.action);
            expectThat(
                actions.includes('export_json') && actions.includes('view'),
                `the export's access log holds ${JSON.stringify(actions)}`,
            );
        },
    },
    {
        call: 'producerExport',
        title: 'the printable copy',
        expect: 200,
        needs: needsOne,
        request: (s) => ({ ...idOf(s), query: { as: 'print' } }),
    },
    { call: 'producerExport', title: 'by a user', as: 'user', expect: 403, needs: needsOne, request: idOf },
    {
        call: 'producerExport',
        title: 'by an observer',
        as: 'observer',
        expect: 403,
        needs: needsOne,
        request: idOf,
    },
    {
        call: 'producerExport',
        title: 'a producer that does not exist',
        expect: 404,
        request: () => ({ params: { id: MISSING_ID } }),
    },
    noToken('producerExport', () => ({ params: { id: 1 } })),
    {
        call: 'producerWholeExport',
        title: 'the register with whole ID numbers, asked for by the owner',
        expect: 200,
        needs: needsOne,
        request: () => ({ query: { q: NAME } }),
        inspect: (a, s) =>
            expectThat(
                a.data.some(
                    (r: { id: number; idNumber: string }) =>
                        r.id === s.rightsProducerId && r.idNumber === ID_NUMBER,
                ),
                'the row is not there whole',
            ),
    },
    { call: 'producerWholeExport', title: 'by a user', as: 'user', expect: 403 },
    {
        call: 'producerAccessLog',
        title: "the household's entries: its view and its exports",
        expect: 200,
        needs: needsOne,
        request: (s) => ({ query: { producerId: s.rightsProducerId, page: 1, limit: 20 } }),
        inspect: (a) => {
            const actions = a.data.items.map((e: { action: string }) => e.action);
            for (const action of ['view', 'export_json', 'export_print', 'export_csv'])
                expectThat(actions.includes(action), `no ${action} entry in ${JSON.stringify(actions)}`);
        },
    },
    { call: 'producerAccessLog', title: 'by a user', as: 'user', expect: 403 },
    noToken('producerAccessLog'),
    {
        call: 'producerRetained',
        title: 'what an erasure would keep',
        expect: 200,
        needs: needsOne,
        request: idOf,
        inspect: (a) => expectThat(a.data.anonymised === false, 'already anonymised'),
    },
    {
        call: 'producerRetained',
        title: 'a producer that does not exist',
        expect: 404,
        request: () => ({ params: { id: MISSING_ID } }),
    },
    noToken('producerRetained', () => ({ params: { id: 1 } })),
    {
        call: 'producerErase',
        title: 'by a user',
        as: 'user',
        expect: 403,
        needs: needsOne,
        request: (s) => ({ ...idOf(s), body: {} }),
    },
    {
        call: 'producerErase',
        title: "the household's personal data, by the owner",
        expect: 200,
        needs: needsOne,
        request: (s) => ({ ...idOf(s), body: { reason: 'Hộ yêu cầu xoá dữ liệu' } }),
        inspect: (a) => expectThat(a.data.anonymised === true, 'not anonymised'),
    },
    {
        call: 'producerDetail',
        title: 'the erased household: no name, ID number or phone left',
        expect: 200,
        needs: needsOne,
        request: idOf,
        inspect: (a) =>
            expectThat(
                a.data.anonymised &&
                    a.data.idNumber === null &&
                    a.data.phone === null &&
                    a.data.name !== NAME,
                `still personal: ${JSON.stringify(a.data)}`,
            ),
    },
    {
        call: 'producerUpdate',
        title: 'the erased household edited again',
        expect: 409,
        needs: needsOne,
        request: (s) => ({ ...idOf(s), body: { name: NAME } }),
    },
    {
        call: 'producerList',
        title: 'the register leaves the erased household out unless asked',
        expect: 200,
        needs: needsOne,
        request: (s) => ({ query: { ids: String(s.rightsProducerId), page: 1, limit: 20 } }),
        inspect: (a) => expectThat(a.data.items.length === 0, `offered: ${JSON.stringify(a.data.items)}`),
    },
    {
        call: 'producerList',
        title: 'the erased household asked for by its id (the transfer register names it)',
        expect: 200,
        needs: needsOne,
        request: (s) => ({
            query: { ids: String(s.rightsProducerId), erased: 'include', page: 1, limit: 20 },
        }),
        inspect: (a, s) =>
            expectThat(
                a.data.items.length === 1 &&
                    a.data.items[0].id === s.rightsProducerId &&
                    a.data.items[0].idNumber === null,
                `not the erased household alone: ${JSON.stringify(a.data.items)}`,
            ),
    },
    {
        call: 'producerList',
        title: 'only the households whose data were deleted',
        expect: 200,
        needs: needsOne,
        request: () => ({ query: { erased: 'only', page: 1, limit: 100 } }),
        inspect: (a, s) =>
            expectThat(
                a.data.items.some((p: { id: number }) => p.id === s.rightsProducerId) &&
                    a.data.items.every((p: { anonymised: boolean }) => p.anonymised),
                `not the erased households: ${JSON.stringify(a.data.items)}`,
            ),
    },
    {
        call: 'producerMatch',
        title: 'the erased household is no match, even by its new name',
        expect: 200,
        needs: needsOne,
        request: (s) => ({ body: { name: `Hộ đã xoá dữ liệu #${s.rightsProducerId}` } }),
        inspect: (a) =>
            expectThat(
                a.data.exact === null && a.data.proposed.length === 0,
                `matched: ${JSON.stringify(a.data)}`,
            ),
    },
    {
        call: 'producerErase',
        title: 'a producer that does not exist',
        expect: 404,
        request: () => ({ params: { id: MISSING_ID }, body: {} }),
    },
];
