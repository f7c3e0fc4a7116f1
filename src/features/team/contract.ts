import type { Scenario } from '../../../tests/contract/kit';
import { MISSING_ID, runPhone, need, listOk, noToken, missing } from '../../../tests/contract/kit';

/** The contract's scenarios: Members and invitations the business sends (tests/contract/scenarios.ts runs them in its order). */
export const teamScenarios: Scenario[] = [
    listOk('bizUserList', 'members', (d, s) => {
        s.memberId = d.items?.find((m: any) => m.id !== s.meId && m.role !== 1 && m.status === 'active')?.id;
    }),
    noToken('bizUserList', () => ({ query: { page: 1 } })),
    {
        call: 'bizUserList',
        title: 'as a user (owner only)',
        as: 'user',
        expect: 403,
        request: () => ({ query: { page: 1 } }),
    },
    {
        call: 'bizUserDetail',
        title: 'a member',
        expect: 200,
        needs: need('memberId'),
        request: (s) => ({ params: { id: s.memberId } }),
    },
    missing('bizUserDetail'),
    {
        call: 'bizUserLock',
        title: 'a member',
        expect: 200,
        needs: need('memberId'),
        request: (s) => ({ params: { id: s.memberId } }),
    },
    {
        call: 'bizUserLock',
        title: 'the owner themself',
        expect: 403,
        request: (s) => ({ params: { id: s.meId } }),
    },
    {
        call: 'bizUserUnlock',
        title: 'the locked member',
        expect: 200,
        needs: need('memberId'),
        request: (s) => ({ params: { id: s.memberId } }),
    },
    {
        call: 'bizUserUnlock',
        title: 'a member who is active',
        expect: 400,
        needs: need('memberId'),
        request: (s) => ({ params: { id: s.memberId } }),
    },
    {
        call: 'bizUserChangeRole',
        title: 'a member becomes an observer',
        expect: 200,
        needs: need('memberId'),
        request: (s) => ({ body: { userId: s.memberId, role: 3 } }),
    },
    {
        call: 'bizUserChangeRole',
        title: 'a role that does not exist',
        expect: 400,
        invalid: true,
        request: (s) => ({ body: { userId: s.memberId, role: 9 } }),
    },
    {
        call: 'bizUserUpdate',
        title: "a member's position",
        expect: 200,
        needs: need('memberId'),
        request: (s) => ({ body: { id: s.memberId, position: 'Kế toán', note: '' } }),
    },
    {
        call: 'bizUserUpdate',
        title: 'someone who is not a member',
        expect: 404,
        request: () => ({ body: { id: MISSING_ID, position: 'Kế toán' } }),
    },
    {
        call: 'invitationCreate',
        title: 'invites a phone number',
        expect: 200,
        request: () => ({ body: { phone: runPhone('8'), role: 2 } }),
        keep: (d, s) => (s.invitationId = d.id),
    },
    {
        call: 'invitationCreate',
        title: 'neither phone nor email',
        expect: 400,
        invalid: true,
        request: () => ({ body: { role: 2 } }),
    },
    listOk('invitationList', 'sent invitations'),
    noToken('invitationList'),
    {
        call: 'invitationDetail',
        title: 'the new invitation',
        expect: 200,
        needs: need('invitationId'),
        request: (s) => ({ params: { id: s.invitationId } }),
    },
    missing('invitationDetail'),
    {
        call: 'invitationCancel',
        title: 'the new invitation',
        expect: 200,
        needs: need('invitationId'),
        request: (s) => ({ params: { id: s.invitationId } }),
    },
    {
        call: 'invitationCancel',
        title: 'an invitation cancelled already',
        expect: 400,
        needs: need('invitationId'),
        request: (s) => ({ params: { id: s.invitationId } }),
    },
];
