// @vitest-environment jsdom
import './mockServer';
import { describe, expect, it } from 'vitest';
import { authProvider } from '../../src/providers/authProvider';
import { clearSession, getSession, setSession } from '../../src/providers/session';
import { clearTokens } from '../../src/providers/tokens';
import { readDraft, saveDraft } from '../../src/kit/draftStore';
import { readWalk, saveWalk, type WalkPoint } from '../../src/features/land/plots/walkDraft';
import { getDb } from '../../src/mocks/db';
import { issueSsoCode } from '../../src/mocks/sso';

/*
 * Nothing personal outlives its person. Every draft the console keeps (a form's values and a stamp
 * operation's ranges in the tab, a plot walked fix by fix on the device) belongs to one person in
 * one business: never offered to anyone else, gone at an explicit sign-out, and gone when another
 * person signs in on the same browser. Which modules may write the browser's storage at all is
 * ESLint's (STORAGE_MODULES in eslint.config.js).
 */
const REDIRECT = 'http://localhost:3000/sso/callback';
const FIXES: WalkPoint[] = [
    { lat: 11.9512345, lon: 108.4412345, accuracy: 4 },
    { lat: 11.9513345, lon: 108.4413345, accuracy: 5 },
];

/** Signs a persona in as the console does: the SSO code exchanged by react-admin's login. */
async function signIn(persona: string) {
    const back = new URL(issueSsoCode(getDb(), persona, REDIRECT, 'st')!);
    await authProvider.login({ code: back.searchParams.get('code')!, redirectUri: REDIRECT });
    return getSession();
}

/** The drafts of each kind, written as the console writes them. */
const kinds = {
    form: {
        save: () => saveDraft('/partner/add', { name: 'Đại lý Ê Đê' }),
        read: () => readDraft('/partner/add')?.values.name ?? null,
    },
    operation: {
        save: () => saveDraft('/stamp-activate/add', { selection: { ranges: [{ from: '1', to: '9' }] } }),
        read: () => readDraft('/stamp-activate/add')?.values.selection ?? null,
    },
    walk: {
        save: () => saveWalk('create-1', FIXES),
        read: () => (readWalk('create-1').length ? readWalk('create-1') : null),
    },
};

const stored = () =>
    [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter((key) =>
        key.startsWith('xts_draft:'),
    );

describe.each(Object.entries(kinds))('the %s draft', (_, kind) => {
    it('is its owner’s, in the business it was made in', async () => {
        const session = await signIn('owner');
        kind.save();
        expect(kind.read()).not.toBeNull();
        const coffee = session.current_biz!;
        setSession({ current_biz: { ...coffee, biz_id: 2 } });
        expect(kind.read()).toBeNull();
        setSession({ current_biz: coffee });
        expect(kind.read()).not.toBeNull();
    });

    it('goes at an explicit sign-out: the next person, in the same business, finds nothing', async () => {
        await signIn('owner');
        kind.save();
        await authProvider.logout({});
        expect(stored()).toEqual([]);
        const session = await signIn('user');
        expect(session.current_biz?.biz_id).toBe(1);
        expect(kind.read()).toBeNull();
    });

    it('goes when another person signs in after a session that ended without asking', async () => {
        await signIn('owner');
        kind.save();
        // The session ends by itself (a refused refresh): the owner's work is kept for the owner…
        clearTokens();
        clearSession();
        expect(stored()).not.toEqual([]);
        // …until someone else signs in on this browser.
        await signIn('observer');
        expect(kind.read()).toBeNull();
        expect(stored()).toEqual([]);
    });

    it('made in another business is not offered to a person of this one', async () => {
        const session = await signIn('owner');
        setSession({ current_biz: { ...session.current_biz!, biz_id: 2 } });
        kind.save();
        clearTokens();
        clearSession();
        await signIn('user');
        expect(kind.read()).toBeNull();
        expect(stored()).toEqual([]);
    });
});
