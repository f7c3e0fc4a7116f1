import { getStoredAccessToken } from '../../providers/tokens';
import { readClaims } from '../../providers/jwt';
import { currentOutboxOwner, outbox, pendingCount } from './outbox';
import { itemsOf, type OutboxOwner } from './queue';

/**
 * Whose items a sign-out leaves behind: the person and business of the page, or, where the page
 * has not read them (the /logout address, the frame shown when the account cannot be read), those
 * its access token names.
 */
function signOutOwner(): OutboxOwner | null {
    const current = currentOutboxOwner();
    if (current) return current;
    const token = getStoredAccessToken();
    const claims = token ? readClaims<{ sub?: unknown; biz?: unknown }>(token) : null;
    if (claims?.sub === undefined || claims.sub === null || claims.biz === undefined || claims.biz === null)
        return null;
    return { user: String(claims.sub), biz: String(claims.biz) };
}

/**
 * Every sign-out outside the app bar's menu (which knows the outbox already): the person's items
 * are read from the device first; with some waiting, the warning asks (SignOutWarning must be on
 * the page), otherwise it signs out at once.
 */
export async function guardSignOut(proceed: () => void) {
    const owner = signOutOwner();
    const items = owner ? await itemsOf(owner).catch(() => []) : [];
    if (pendingCount(items) === 0) return proceed();
    outbox.set({ ...outbox.get(), owner, items, signOut: proceed });
}
