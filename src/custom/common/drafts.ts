/**
 * What a user typed survives the end of their session: when the session ends without them asking
 * (a refresh that fails, a sign-out in another tab) while a form has unsaved changes, each such form
 * keeps its values in this tab's session storage, and the same form fills them in again after the
 * next sign-in.
 */
const PREFIX = 'xts_draft:';
/** A draft older than this is dropped rather than filled in. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** Saves the form's values when it has unsaved changes; answers whether it did. */
type Keeper = () => boolean;
const keepers = new Set<Keeper>();

export function registerKeeper(keeper: Keeper): () => void {
    keepers.add(keeper);
    return () => {
        keepers.delete(keeper);
    };
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

export function saveDraft(path: string, values: Record<string, unknown>) {
    sessionStorage.setItem(PREFIX + path, JSON.stringify({ savedAt: Date.now(), values: storable(values) }));
}

/** The draft of a page, once: reading it removes it. */
export function takeDraft(path: string): Record<string, unknown> | null {
    const raw = sessionStorage.getItem(PREFIX + path);
    if (!raw) return null;
    sessionStorage.removeItem(PREFIX + path);
    try {
        const draft = JSON.parse(raw) as { savedAt: number; values: Record<string, unknown> };
        return Date.now() - draft.savedAt < MAX_AGE_MS && draft.values && typeof draft.values === 'object'
            ? draft.values
            : null;
    } catch {
        return null;
    }
}

/** Every form with unsaved changes keeps its draft; true when at least one did. */
export function keepDrafts(): boolean {
    let kept = false;
    keepers.forEach((keeper) => {
        if (keeper()) kept = true;
    });
    return kept;
}

type Warner = () => void;
const warners = new Set<Warner>();


/** The shell shows the "session ended" warning through this. */
export function onSessionEndedWithDrafts(warner: Warner): () => void {
    warners.add(warner);
    return () => {
        warners.delete(warner);
    };
}

/**
 * Called when the session ended without the user asking. When a form on screen had unsaved
 * changes, they are kept and the warning is shown (true); otherwise the caller leaves (false).
 */
export function warnSessionEnded(): boolean {
    if (!warners.size || !keepDrafts()) return false;
    warners.forEach((warner) => warner());
    return true;
}
