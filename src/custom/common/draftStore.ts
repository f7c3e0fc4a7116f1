/** Drafts in this tab's session storage, by page path (see drafts.ts for when they are kept). */
const PREFIX = 'xts_draft:';
/** A draft older than this is dropped rather than filled in. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

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
