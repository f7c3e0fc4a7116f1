// @vitest-environment jsdom
import './mockServer';
import { describe, expect, it } from 'vitest';
import { authProvider } from '../../src/providers/authProvider';
import { saveDraft } from '../../src/kit/draftStore';
import { signInAs } from './helpers';
import { loadMe } from '../../src/providers/session';

/** Sign-out leaves nothing of the person: drafts and remembered list state go. */
describe('an explicit sign-out', () => {
    it("removes the person's drafts and list state, keeps the device's choices", async () => {
        const { user } = await signInAs('owner');
        await loadMe();
        saveDraft('/product/add', { name: 'Cà phê bản nháp' }, { user: user.id, biz: 1 });
        localStorage.setItem('RaStorexts.products.listParams', '{"filter":{"q":"bí mật"}}');
        localStorage.setItem('RaStorexts.locale', '"vi"');
        await authProvider.logout({});
        const left = Object.keys(sessionStorage).filter((k) => k.startsWith('xts_draft:'));
        expect(left).toEqual([]);
        expect(localStorage.getItem('RaStorexts.products.listParams')).toBeNull();
        expect(localStorage.getItem('RaStorexts.locale')).toBe('"vi"');
    });
});
