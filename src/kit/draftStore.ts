import { getSession } from '../providers/session';

/**
 * THE draft store of the console: every piece of unsaved work a page keeps in the browser. A draft
 * belongs to one person in one business on one page: its key is the signed-in user's id, the current
 * business's id and the page path, read from the session. Nobody else is ever offered it: another
 * person who signs in on the same browser, or the same person working in another business, reads
 * under another key and finds nothing; an explicit sign-out removes them all, and another person's
 * sign-in removes everyone else's (dropDraftsExcept). Two places:
 * - 'tab' (forms, see drafts.ts): this tab's session storage; they survive a reload and a sign-in
 *   again on this tab, and go when the tab is closed;
 * - 'device' (a plot walked in the field, fix by fix): the browser's local storage, so that a phone
 *   that closes the tab or restarts in the middle of a walk loses no point.
 * A draft older than a day is dropped unread.
 */
const PREFIX = 'xts_draft:';
/** A draft older than this is dropped rather than filled in. */
export const MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** Where a draft is kept: this tab only, or this browser until its owner signs out. */
export type DraftPlace = 'tab' | 'device';

/** Whose drafts: a user and a business (null outside a business, e.g. creating a profile). */
export interface DraftOwner {
    user: number | string;
    biz: number | string | null;
}

export interface Draft {
    values: Record<string, unknown>;
    /** When it was kept (ms since the epoch). */
    savedAt: number;
}

/** The signed-in person and their current business; null when nobody is signed in. */
export function currentOwner(): DraftOwner | null {
    const { me, current_biz } = getSession();
    if (!me || me.id === undefined || me.id === null) return null;
    return { user: me.id, biz: current_biz?.biz_id ?? null };
}

const keyOf = (owner: DraftOwner, path: string) =>
    `${PREFIX}${encodeURIComponent(String(owner.user))}:${owner.biz === null ? '-' : encodeURIComponent(String(owner.biz))}:${path}`;

function storage(place: DraftPlace = 'tab'): Storage | null {
    const store = place === 'tab' ? globalThis.sessionStorage : globalThis.localStorage;
    return store ?? null;
}

/** Files cannot be stored: chosen files are left out (the user picks them again). */
function storable(value: unknown): unknown {
    if (Array.isArray(value)) return value.map(storable).filter((item) => item !== undefined);
    if (value && typeof value === 'object') {
        if ('rawFile' in value || (typeof Blob !== 'undefined' && value instanceof Blob)) return undefined;
        if (value instanceof Date) return value.toISOString();
        return Object.fromEntries(
            Object.entries(value).flatMap(([key, item]) => {
                const kept = storable(item);
                return kept === undefined ? [] : [[key, kept]];
            }),
        );
    }
    return value;
}

/** Keeps the values of a page's form for its owner; nothing is kept when nobody is signed in. */
export function saveDraft(
    path: string,
    values: Record<string, unknown>,
    owner = currentOwner(),
    now = Date.now(),
    place: DraftPlace = 'tab',
): boolean {
    const store = storage(place);
    if (!owner || !store) return false;
    try {
        store.setItem(keyOf(owner, path), JSON.stringify({ savedAt: now, values: storable(values) }));
        return true;
    } catch {
        // A full storage keeps the form on screen as it is; nothing more can be done.
        return false;
    }
}

/** The owner's draft of a page, without removing it; an old or unreadable one is dropped. */
export function readDraft(
    path: string,
    owner = currentOwner(),
    now = Date.now(),
    place: DraftPlace = 'tab',
): Draft | null {
    const store = storage(place);
    if (!owner || !store) return null;
    const key = keyOf(owner, path);
    const raw = store.getItem(key);
    if (!raw) return null;
    try {
        const draft = JSON.parse(raw) as Partial<Draft>;
        if (
            typeof draft.savedAt === 'number' &&
            now - draft.savedAt < MAX_AGE_MS &&
            draft.values &&
            typeof draft.values === 'object' &&
            !Array.isArray(draft.values)
        )
            return { values: draft.values, savedAt: draft.savedAt };
    } catch {
        // Unreadable: dropped below.
    }
    store.removeItem(key);
    return null;
}

/** The owner's draft of a page, once: reading it removes it. */
export function takeDraft(path: string, owner = currentOwner(), now = Date.now()): Draft | null {
    const draft = readDraft(path, owner, now);
    if (draft && owner) dropDraft(path, owner);
    return draft;
}

/** Deletes the owner's draft of a page (discarded, or saved on the server). */
export function dropDraft(path: string, owner = currentOwner(), place: DraftPlace = 'tab') {
    if (owner) storage(place)?.removeItem(keyOf(owner, path));
}

/**
 * Removes the drafts of everyone but `user` from this tab and this browser (null: of everyone): an
 * explicit sign-out, or another person signing in, leaves nothing of the previous person behind. (A
 * session that ends without the person asking keeps theirs, for when they sign in again.)
 */
export function dropDraftsExcept(user: number | string | null) {
    const mine = user === null ? null : `${PREFIX}${encodeURIComponent(String(user))}:`;
    for (const place of ['tab', 'device'] as const) {
        const store = storage(place);
        if (!store) continue;
        const keys: string[] = [];
        for (let i = 0; i < store.length; i++) {
            const key = store.key(i);
            if (key?.startsWith(PREFIX) && (mine === null || !key.startsWith(mine))) keys.push(key);
        }
        keys.forEach((key) => store.removeItem(key));
    }
}
