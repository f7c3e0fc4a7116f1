// @vitest-environment jsdom
import './mockServer';
import { afterEach, describe, expect, it } from 'vitest';
import { keepDrafts, onSessionEndedWithDrafts, registerKeeper, warnSessionEnded } from '../../src/kit/drafts';
import {
    MAX_AGE_MS,
    currentOwner,
    dropDraft,
    readDraft,
    saveDraft,
    takeDraft,
    type DraftOwner,
} from '../../src/kit/draftStore';
import { clearSession, setSession } from '../../src/providers/session';
import type { CurrentBiz, Me } from '../../src/types';

const hoaInCoffee: DraftOwner = { user: 2, biz: 1 };
const khoaInCoffee: DraftOwner = { user: 1, biz: 1 };
const khoaInTea: DraftOwner = { user: 1, biz: 2 };

afterEach(() => {
    sessionStorage.clear();
    clearSession();
});

describe('drafts kept when a session ends', () => {
    it('stores what can be stored, leaves chosen files out, and gives a draft back once', () => {
        const file = new File(['x'], 'anh.png', { type: 'image/png' });
        saveDraft(
            '/partner/add',
            {
                name: 'Đại lý trà',
                tags: ['a', { rawFile: file, src: 'blob:1' }],
                logo: { rawFile: file, src: 'blob:2' },
                address: { province: '68', ward: null },
            },
            khoaInCoffee,
            1_000,
        );
        expect(takeDraft('/partner/add', khoaInCoffee, 2_000)).toEqual({
            savedAt: 1_000,
            values: { name: 'Đại lý trà', tags: ['a'], address: { province: '68', ward: null } },
        });
        expect(takeDraft('/partner/add', khoaInCoffee, 2_000)).toBeNull();
    });

    it('a draft belongs to one person in one business on one page: nobody else is offered it', () => {
        saveDraft('/stamp-activation/add', { fields: { lot: 'LO-1' } }, khoaInCoffee);
        // Another person on the same tab, the same person in another business, another page: nothing.
        expect(readDraft('/stamp-activation/add', hoaInCoffee)).toBeNull();
        expect(takeDraft('/stamp-activation/add', hoaInCoffee)).toBeNull();
        expect(readDraft('/stamp-activation/add', khoaInTea)).toBeNull();
        expect(readDraft('/stamp-retail/add', khoaInCoffee)).toBeNull();
        expect(readDraft('/stamp-activation/add', { user: 1, biz: null })).toBeNull();
        // Their own drafts under the same page do not touch it.
        saveDraft('/stamp-activation/add', { fields: { lot: 'CỦA-HOA' } }, hoaInCoffee);
        dropDraft('/stamp-activation/add', khoaInTea);
        expect(readDraft('/stamp-activation/add', khoaInCoffee)?.values).toEqual({ fields: { lot: 'LO-1' } });
        expect(readDraft('/stamp-activation/add', hoaInCoffee)?.values).toEqual({
            fields: { lot: 'CỦA-HOA' },
        });
        // Ids that could be confused once joined stay apart.
        saveDraft('/x', { a: 1 }, { user: '1:2', biz: 3 });
        expect(readDraft('/x', { user: 1, biz: '2:3' })).toBeNull();
    });

    it('the owner is the signed-in person and their current business, read from the session; nobody signed in keeps nothing', () => {
        expect(currentOwner()).toBeNull();
        expect(saveDraft('/partner/add', { name: 'Không ai' })).toBe(false);
        expect(sessionStorage.length).toBe(0);
        setSession({
            me: { id: 1, status: 1 } as Me,
            current_biz: { biz_id: 2, biz_name: 'Trà', biz_role: 1 } as CurrentBiz,
        });
        expect(currentOwner()).toEqual(khoaInTea);
        expect(saveDraft('/partner/add', { name: 'Đại lý' })).toBe(true);
        expect(readDraft('/partner/add', khoaInTea)?.values).toEqual({ name: 'Đại lý' });
        expect(readDraft('/partner/add', khoaInCoffee)).toBeNull();
        setSession({
            me: { id: 2, status: 1 } as Me,
            current_biz: { biz_id: 2, biz_name: 'Trà', biz_role: 2 } as CurrentBiz,
        });
        expect(readDraft('/partner/add')).toBeNull();
        setSession({ me: { id: 7, status: 1 } as Me, current_biz: null });
        expect(currentOwner()).toEqual({ user: 7, biz: null });
    });

    it('drops an old, unreadable or discarded draft', () => {
        saveDraft('/a', { name: 'cũ' }, khoaInCoffee, 0);
        expect(readDraft('/a', khoaInCoffee, MAX_AGE_MS - 1)?.values).toEqual({ name: 'cũ' });
        expect(readDraft('/a', khoaInCoffee, MAX_AGE_MS + 1)).toBeNull();
        // Dropped, not just hidden: it is gone even for a clock set back.
        expect(readDraft('/a', khoaInCoffee, 0)).toBeNull();
        saveDraft('/b', { name: 'x' }, khoaInCoffee);
        const key = Object.keys(sessionStorage).find((name) => name.endsWith(':/b'))!;
        sessionStorage.setItem(key, '{not json');
        expect(readDraft('/b', khoaInCoffee)).toBeNull();
        expect(sessionStorage.getItem(key)).toBeNull();
        saveDraft('/c', { name: 'bỏ' }, khoaInCoffee);
        dropDraft('/c', khoaInCoffee);
        expect(readDraft('/c', khoaInCoffee)).toBeNull();
    });

    it('warns only when a form on screen had unsaved changes, and each dirty form keeps its draft', () => {
        let warned = 0;
        const offWarner = onSessionEndedWithDrafts(() => (warned += 1));
        const offClean = registerKeeper(() => false);
        expect(warnSessionEnded()).toBe(false);
        expect(warned).toBe(0);
        const offDirty = registerKeeper(() => saveDraft('/shop/add', { name: 'Quầy' }, khoaInCoffee));
        expect(keepDrafts()).toBe(true);
        expect(warnSessionEnded()).toBe(true);
        expect(warned).toBe(1);
        expect(takeDraft('/shop/add', khoaInCoffee)?.values).toEqual({ name: 'Quầy' });
        // Without the shell's warning on screen, the caller leaves instead.
        offWarner();
        expect(warnSessionEnded()).toBe(false);
        offClean();
        offDirty();
    });
});
