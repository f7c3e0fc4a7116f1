/**
 * What a user typed survives the end of their session: when the session ends without them asking
 * (a refresh that fails, a sign-out in another tab) while a form has unsaved changes, each such form
 * keeps its values in this tab's session storage, and the same form fills them in again after the
 * next sign-in. The drafts themselves live in draftStore.ts.
 */

/** Saves the form's values when it has unsaved changes; answers whether it did. */
type Keeper = () => boolean;
const keepers = new Set<Keeper>();

export function registerKeeper(keeper: Keeper): () => void {
    keepers.add(keeper);
    return () => {
        keepers.delete(keeper);
    };
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
