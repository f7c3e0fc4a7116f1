import type { Store } from 'react-admin';
import { getSession, subscribeSession, type SessionState } from './sessionStore';
import { STORE_APP_KEY } from './consoleStore';

/**
 * What the lists remember (filters, searches typed, sort, page, ticked rows) belongs to the person
 * and business they were used in, like the form drafts (draftStore.ts). When someone else signs in
 * on this browser, or the same person opens another business, the remembered list state is
 * forgotten: the next person does not find the last one's search in the box, and a filter naming a
 * record of one business is not applied in another. The device's own choices stay.
 */
const OWNER_KEY = 'listOwner';
/** Choices of the device rather than of a person's work. */
const DEVICE_KEYS = new Set(['locale', 'sidebar.open', 'theme', 'version', OWNER_KEY]);
const PREFIX = `RaStore${STORE_APP_KEY}.`;

/** "user:business" of a session in a business; null otherwise (nothing to keep or forget yet). */
export function listOwnerOf(session: SessionState): string | null {
    const user = session.me?.id;
    const biz = session.current_biz?.biz_id;
    return user === undefined || user === null || biz === undefined || biz === null ? null : `${user}:${biz}`;
}

/** Forgets the list state when `owner` is not whom it was kept for; answers whether it did. */
export function keepListsFor(store: Store, owner: string, storage: Storage = localStorage): boolean {
    if (store.getItem(OWNER_KEY) === owner) return false;
    const names: string[] = [];
    for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i);
        if (key?.startsWith(PREFIX) && !DEVICE_KEYS.has(key.slice(PREFIX.length)))
            names.push(key.slice(PREFIX.length));
    }
    // Through the store, so that a list on screen hears of it.
    names.forEach((name) => store.removeItem(name));
    store.setItem(OWNER_KEY, owner);
    return true;
}

/** Applies the rule now and at every change of person or business; answers the unsubscribe. */
export function watchListOwner(store: Store): () => void {
    const check = () => {
        const owner = listOwnerOf(getSession());
        if (owner) keepListsFor(store, owner);
    };
    check();
    return subscribeSession(check);
}

/** Forgets every list's remembered state (explicit sign-out); the device's own choices stay. */
export function forgetListState(storage: Storage = localStorage) {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i);
        if (
            key?.startsWith(PREFIX) &&
            (!DEVICE_KEYS.has(key.slice(PREFIX.length)) || key === PREFIX + OWNER_KEY)
        )
            keys.push(key);
    }
    keys.forEach((key) => storage.removeItem(key));
}
