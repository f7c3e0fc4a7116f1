import type { Scenario, State } from '../../../tests/contract/kit';
import { FIXTURES, MISSING_ID, RUN, need, noToken, runPhone } from '../../../tests/contract/kit';

/**
 * The producer register's contract scenarios: role refusals, how much of an ID number and
 * a phone each role receives, matching (exact by ID number, proposed by name in the same commune,
 * nothing in another), a merge, and the plots' link (the text of a plot becomes a producer). They
 * run after the plot scenarios (a plot `plotId` of `Hộ Nguyễn Văn Thử` in the ward FIXTURES.ward), with
 * the user persona a user (lotOriginRightScenarios).
 */
const ID_NUMBER = `0791${RUN}0`.slice(0, 12);
const PHONE = runPhone('79');
const NAME = `Hộ Nguyễn Văn Sổ ${RUN}`;
const PLAIN = `ho nguyen van so ${RUN}`;
const MASKED_ID = `••••••••${ID_NUMBER.slice(-4)}`;

const expectThat = (ok: boolean, what: string) => {
    if (!ok) throw new Error(what);
};
const idOf = (s: State) => ({ params: { id: s.producerId } });

export const producerScenarios: Scenario[] = [
    {
        call: 'producerCreate',
        title: 'a household with an ID number and a phone, answered masked',
        expect: 200,
        request: () => ({ body: { name: NAME, idNumber: ID_NUMBER, phone: PHONE, wardCode: FIXTURES.ward } }),
        keep: (d, s) => (s.producerId = d.id),
        inspect: (a) =>
            expectThat(a.data.idNumber === MASKED_ID, `idNumber ${a.data.idNumber} is not masked`),
    },
    {
        call: 'producerCreate',
        title: "another household with the first one's ID number",
        expect: 409,
        request: () => ({ body: { name: `Hộ Trần Thị Khác ${RUN}`, idNumber: ID_NUMBER } }),
    },
    {
        call: 'producerCreate',
        title: 'an ID number that is not 12 digits',
        expect: 400,
        invalid: true,
        request: () => ({ body: { name: `Hộ Lê Văn Sai ${RUN}`, idNumber: '12345' } }),
    },
    {
        call: 'producerCreate',
        title: 'by an observer',
        as: 'observer',
        expect: 403,
        request: () => ({ body: { name: `Hộ Quan Sát ${RUN}` } }),
    },
    noToken('producerList'),
    {
        call: 'producerDetail',
        title: "the whole ID number and phone, to an owner on the producer's page",
        expect: 200,
        needs: need('producerId'),
        request: idOf,
        inspect: (a) =>
            expectThat(
                a.data.idNumber === ID_NUMBER && !!a.data.phone?.endsWith(PHONE.slice(-3)),
                'not whole',
            ),
    },
    {
        call: 'producerDetail',
        title: 'masked to a user',
        as: 'user',
        expect: 200,
        needs: need('producerId'),
        request: idOf,
        inspect: (a) =>
            expectThat(
                a.data.idNumber === MASKED_ID && !a.data.phone?.includes(PHONE.slice(0, 5)),
                `not masked: ${JSON.stringify(a.data)}`,
            ),
    },
    {
        call: 'producerDetail',
        title: 'without ID number or phone to an observer',
        as: 'observer',
        expect: 200,
        needs: need('producerId'),
        request: idOf,
        inspect: (a) => expectThat(a.data.idNumber === null && a.data.phone === null, 'sent to an observer'),
    },
    {
        call: 'producerDetail',
        title: 'a record that does not exist',
        expect: 404,
        request: () => ({ params: { id: MISSING_ID } }),
    },
    {
        call: 'producerList',
        title: 'found by its name without diacritics, masked to the owner',
        expect: 200,
        request: () => ({ query: { q: PLAIN, page: 1, limit: 20 } }),
        inspect: (a) =>
            expectThat(
                a.data.items.length === 1 && a.data.items[0].idNumber === MASKED_ID,
                `list ${JSON.stringify(a.data.items.map((p: { idNumber: string }) => p.idNumber))}`,
            ),
    },
    {
        call: 'producerList',
        title: 'no ID number or phone to an observer',
        as: 'observer',
        expect: 200,
        request: () => ({ query: { page: 1, limit: 100 } }),
        inspect: (a) =>
            expectThat(
                a.data.items.every(
                    (p: { idNumber: unknown; phone: unknown }) => p.idNumber === null && p.phone === null,
                ),
                'an observer received an ID number or phone',
            ),
    },
    {
        call: 'producerMatch',
        title: 'exact by ID number',
        as: 'user',
        expect: 200,
        needs: need('producerId'),
        request: () => ({ body: { name: 'Tên gõ khác', idNumber: ID_NUMBER } }),
        inspect: (a, s) => expectThat(a.data.exact?.id === s.producerId, 'no exact match'),
    },
    {
        call: 'producerMatch',
        title: 'proposed by its name without diacritics in the same commune',
        expect: 200,
        needs: need('producerId'),
        request: () => ({ body: { name: PLAIN, wardCode: FIXTURES.ward } }),
        inspect: (a, s) =>
            expectThat(
                a.data.exact === null && a.data.proposed.some((p: { id: number }) => p.id === s.producerId),
                'not proposed',
            ),
    },
    {
        call: 'producerMatch',
        title: 'nothing proposed in another commune',
        expect: 200,
        request: () => ({ body: { name: PLAIN, wardCode: '01001' } }),
        inspect: (a) =>
            expectThat(a.data.exact === null && a.data.proposed.length === 0, 'proposed elsewhere'),
    },
    {
        call: 'producerMatch',
        title: 'by an observer',
        as: 'observer',
        expect: 403,
        request: () => ({ body: { name: PLAIN } }),
    },
    {
        call: 'producerCreate',
        title: 'the same household typed again without diacritics (a duplicate)',
        as: 'user',
        expect: 200,
        request: () => ({ body: { name: PLAIN, wardCode: FIXTURES.ward } }),
        keep: (d, s) => (s.duplicateId = d.id),
    },
    {
        call: 'producerUpdate',
        title: 'a name corrected by a user',
        as: 'user',
        expect: 200,
        needs: need('duplicateId'),
        request: (s) => ({
            params: { id: s.duplicateId },
            body: { name: `Hộ Nguyễn Văn Sổ (trùng) ${RUN}` },
        }),
    },
    {
        call: 'producerUpdate',
        title: 'by an observer',
        as: 'observer',
        expect: 403,
        needs: need('duplicateId'),
        request: (s) => ({ params: { id: s.duplicateId }, body: { name: 'Đổi tên' } }),
    },
    {
        call: 'producerUpdate',
        title: "another household's ID number",
        expect: 409,
        needs: need('duplicateId'),
        request: (s) => ({ params: { id: s.duplicateId }, body: { idNumber: ID_NUMBER } }),
    },
    {
        call: 'producerMerge',
        title: 'by a user',
        as: 'user',
        expect: 403,
        needs: need('duplicateId'),
        request: (s) => ({ body: { keepId: s.producerId, mergeId: s.duplicateId, reason: 'Trùng hộ' } }),
    },
    {
        call: 'producerMerge',
        title: 'a producer into itself',
        expect: 400,
        needs: need('producerId'),
        request: (s) => ({ body: { keepId: s.producerId, mergeId: s.producerId, reason: 'Trùng hộ' } }),
    },
    {
        call: 'producerMerge',
        title: 'the duplicate into the household, by the owner',
        expect: 200,
        needs: need('duplicateId'),
        request: (s) => ({
            body: { keepId: s.producerId, mergeId: s.duplicateId, reason: 'Cùng một hộ, gõ không dấu' },
        }),
        inspect: (a, s) => expectThat(a.data.id === s.producerId, 'not the kept producer'),
    },
    {
        call: 'producerDetail',
        title: 'the merged duplicate is gone',
        expect: 404,
        needs: need('duplicateId'),
        request: (s) => ({ params: { id: s.duplicateId } }),
    },
    {
        call: 'plotDetail',
        title: "a plot's typed producer became a producer of the register",
        expect: 200,
        needs: need('plotId'),
        request: (s) => ({ params: { id: s.plotId } }),
        keep: (d, s) => (s.plotProducerId = d.producerId),
        inspect: (a) =>
            expectThat(
                typeof a.data.producerId === 'number' && a.data.producerName === 'Hộ Nguyễn Văn Thử',
                'no link',
            ),
    },
    {
        call: 'producerDetail',
        title: "the plot's producer, with the plot counted",
        as: 'observer',
        expect: 200,
        needs: need('plotProducerId'),
        request: (s) => ({ params: { id: s.plotProducerId } }),
        inspect: (a) =>
            expectThat(a.data.plots >= 1 && a.data.name === 'Hộ Nguyễn Văn Thử', 'plots not counted'),
    },
];
