// @vitest-environment jsdom
import './mockServer';
import { afterEach, describe, expect, it } from 'vitest';
import { localStorageStore } from 'react-admin';
import { keepListsFor, listOwnerOf, watchListOwner } from '../../src/providers/listMemory';
import { STORE_APP_KEY } from '../../src/providers/consoleStore';
import { clearSession, setSession } from '../../src/providers/session';
import type { CurrentBiz, Me } from '../../src/types';

const signedIn = (user: number, biz: number) =>
    setSession({
        me: { id: user, status: 1 } as Me,
        current_biz: { biz_id: biz, biz_name: `DN ${biz}`, biz_role: 1 } as CurrentBiz,
    });

/** A store as the console has one, with a list searched and sorted and the device's choices. */
function usedStore() {
    const store = localStorageStore(undefined, STORE_APP_KEY);
    store.setup();
    store.setItem('partners.listParams', { filter: { q: 'Cầu Đất' }, sort: 'name', order: 'ASC', page: 3 });
    store.setItem('products.selectedIds', [4, 7]);
    store.setItem('locale', 'en');
    store.setItem('sidebar.open', false);
    return store;
}

afterEach(() => {
    localStorage.clear();
    clearSession();
});

describe("the lists' remembered state belongs to one person in one business", () => {
    it('names the owner only for a person in a business', () => {
        expect(listOwnerOf({ me: null, current_biz: null } as never)).toBeNull();
        signedIn(1, 2);
        setSession({ current_biz: null });
        expect(listOwnerOf({ me: { id: 1 }, current_biz: null } as never)).toBeNull();
        expect(listOwnerOf({ me: { id: 1 }, current_biz: { biz_id: 2 } } as never)).toBe('1:2');
    });

    it('keeps it for the same owner and forgets it for another, keeping the device choices', () => {
        const store = usedStore();
        expect(keepListsFor(store, '1:1')).toBe(true);
        store.setItem('partners.listParams', { filter: { q: 'Cầu Đất' } });
        // The same person in the same business: a reload finds the search where it was.
        expect(keepListsFor(store, '1:1')).toBe(false);
        expect(store.getItem('partners.listParams')).toEqual({ filter: { q: 'Cầu Đất' } });

        const heard: unknown[] = [];
        store.subscribe('partners.listParams', (value) => heard.push(value));
        expect(keepListsFor(store, '2:1')).toBe(true);
        expect(store.getItem('partners.listParams')).toBeUndefined();
        expect(store.getItem('products.selectedIds')).toBeUndefined();
        expect(store.getItem('locale')).toBe('en');
        expect(store.getItem('sidebar.open')).toBe(false);
        // A list on screen is told.
        expect(heard).toEqual([undefined]);
    });

    it('follows the session: another person signing in, or another business, starts the lists afresh', () => {
        const store = usedStore();
        signedIn(1, 1);
        const stop = watchListOwner(store);
        store.setItem('partners.listParams', { filter: { q: 'Cầu Đất' } });
        signedIn(1, 1);
        expect(store.getItem('partners.listParams')).toEqual({ filter: { q: 'Cầu Đất' } });
        signedIn(1, 2);
        expect(store.getItem('partners.listParams')).toBeUndefined();
        store.setItem('shops.listParams', { filter: { q: 'Đà Lạt' } });
        signedIn(3, 2);
        expect(store.getItem('shops.listParams')).toBeUndefined();
        expect(store.getItem('locale')).toBe('en');
        stop();
    });
});
