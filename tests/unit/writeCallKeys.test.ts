// @vitest-environment jsdom
import './mockServer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calls } from '../../src/providers/api-calls';
import type { CallName } from '../../src/providers/callTypes';
import { IDEMPOTENT_CALLS } from '../../src/providers/idempotency';
import { call } from '../../src/providers/http';
import { getDb } from '../../src/mocks/db';
import { loadContract } from '../contract/contract';
import { signInAs } from './helpers';

/**
 * Every write of the call table sends an Idempotency-Key, and the contract declares it, unless it is
 * listed here with the reason it may go without one.
 */
const SETS_A_STATE = 'sets a state: sent twice, the second finds it set and changes nothing more';
const SIGN_IN = 'signs in or out with a one-time code or a token: sent again it is refused, never doubled';
const NO_RECORD = 'computes an answer and keeps nothing';
const ONE_ANSWER = 'answers an invitation or a campaign, which takes one answer: a second is refused';
const WITHOUT_KEY: Partial<Record<CallName, string>> = {
    setDefaultBusiness: SETS_A_STATE,
    leaveBusiness: SETS_A_STATE,
    ssoLogin: SIGN_IN,
    credentialAddPassword: SETS_A_STATE,
    credentialAddZalo: SETS_A_STATE,
    credentialDelete: SETS_A_STATE,
    createProfile: 'one profile per person: a second is refused',
    updateProfile: SETS_A_STATE,
    myInvitationAccept: ONE_ANSWER,
    myInvitationReject: ONE_ANSWER,
    businessUpdate: SETS_A_STATE,
    uploadBizImages:
        'stores pictures a form then names: a copy sent twice is never named, nothing is doubled',
    uploadStampTemplateImage: 'stores a picture a form then names: a copy sent twice is never named',
    cloneBizResource: NO_RECORD,
    bizUserLock: SETS_A_STATE,
    bizUserUnlock: SETS_A_STATE,
    bizUserChangeRole: SETS_A_STATE,
    bizUserUpdate: SETS_A_STATE,
    invitationCancel: SETS_A_STATE,
    partnerUpdate: SETS_A_STATE,
    shopUpdate: SETS_A_STATE,
    locationUpdate: SETS_A_STATE,
    affiliateAccept: ONE_ANSWER,
    affiliateReject: ONE_ANSWER,
    authorizeEmpower: 'grants an application its rights: granted twice, the same grant',
    authorizeToken: SIGN_IN,
    authorizeRefresh: SIGN_IN,
    authorizeLogout: SIGN_IN,
    authorizeAiToken: SIGN_IN,
    productEdit: SETS_A_STATE,
    stampTemplateEdit: SETS_A_STATE,
    stampTemplateActivate: SETS_A_STATE,
    stampTemplateDeactivate: SETS_A_STATE,
    stampTemplatePreview: NO_RECORD,
    stampTemplatePreviewFromParams: NO_RECORD,
    stampCheck: NO_RECORD,
    scanRulesUpdate: SETS_A_STATE,
    lotOriginUpdate: SETS_A_STATE,
    lotDdsUpdate: SETS_A_STATE,
    plotOverlaps: NO_RECORD,
    plotSharedLandMark: SETS_A_STATE,
    plotSharedLandUnmark: SETS_A_STATE,
    plotUpdate: SETS_A_STATE,
    cropYieldUpdate: SETS_A_STATE,
    diaryUpdate: SETS_A_STATE,
    diaryActivityUpdate: SETS_A_STATE,
    diaryActivityDelete: SETS_A_STATE,
    statementUpdate: SETS_A_STATE,
    statementWithdraw: SETS_A_STATE,
    statementVerify: NO_RECORD,
    producerUpdate: SETS_A_STATE,
    producerMatch: NO_RECORD,
    consentWithdraw: 'a withdrawn consent stays withdrawn: a second withdrawal is refused',
    producerErase: 'erases once: sent again for a producer already erased, it answers it unchanged',
};

const writes = (Object.entries(calls) as [CallName, string][])
    .filter(([, line]) => /^(POST|PUT|PATCH|DELETE) /.test(line))
    .map(([name]) => name);

afterEach(() => vi.restoreAllMocks());

describe('Idempotency-Key on every write', () => {
    it('lists each write without a key with its reason, and only writes', () => {
        for (const name of Object.keys(WITHOUT_KEY) as CallName[]) expect(writes, name).toContain(name);
        const keyed = writes.filter((name) => !WITHOUT_KEY[name]);
        expect([...IDEMPOTENT_CALLS].sort()).toEqual(keyed.sort());
    });

    it('the contract declares the key on every write that takes one', async () => {
        const contract = await loadContract();
        // The parameter itself, or the bundled document's reference to the shared one.
        const declared = (name: CallName) =>
            /"(Idempotency-Key|#\/components\/parameters\/IdempotencyKey)"/.test(
                JSON.stringify(contract.operation(name)?.node.parameters ?? []),
            );
        const missing = writes.filter((name) => !WITHOUT_KEY[name] && !declared(name));
        expect(missing).toEqual([]);
    });

    it('the console sends it on every write that takes one', async () => {
        await signInAs('owner');
        const sent = new Map<string, string | null>();
        vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
            const path = new URL(String(input)).pathname;
            sent.set(`${init?.method} ${path}`, new Headers(init?.headers).get('Idempotency-Key'));
            return Response.json({ status: 'success', data: {}, message: '' });
        });
        const unsent: string[] = [];
        for (const name of writes.filter((n) => !WITHOUT_KEY[n])) {
            sent.clear();
            const form = calls[name].includes('multipart') ? new FormData() : undefined;
            await call(name, { params: { id: 1, code: 'x' }, body: form ?? {} }).catch(() => undefined);
            const key = [...sent.values()].pop();
            if (!key) unsent.push(name);
        }
        expect(unsent).toEqual([]);
    });
});

describe('a plot saved whose answer was lost', () => {
    it('sent again, answers the saved plot instead of "code taken", and saves it once', async () => {
        await signInAs('owner');
        const location = getDb().bizLocations.find((l) => l.bizId === 1 && l.status === 'active')!;
        const body = {
            locationId: location.id,
            code: 'MAT-1',
            producerName: 'Hộ Nguyễn Văn Mất',
            crop: 'Cà phê Robusta',
            declaredAreaHa: 1,
            geometry: { type: 'Point', coordinates: [108.5123456, 11.9123456] },
        };
        const realFetch = globalThis.fetch;
        let drop = true;
        vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
            const response = await realFetch(input, init);
            if (drop && String(input).includes('/plot/create')) {
                drop = false;
                throw new TypeError('Failed to fetch');
            }
            return response;
        });
        await expect(call('plotCreate', { body })).rejects.toMatchObject({ status: 0 });
        const plot = await call<{ id: number; code: string }>('plotCreate', { body });
        expect(plot.code).toBe('MAT-1');
        expect(getDb().plots!.filter((p) => p.code === 'MAT-1')).toHaveLength(1);
    });
});
