import { HttpError } from 'ra-core';
import { callPermissions } from './access';
import type { CallName } from './callTypes';
import { readClaims } from './jwt';
import { getSession } from './sessionStore';
import { signalReload } from './reloadSignals';

/**
 * Tokens belong to one business (the server refuses those of a business the sign-in switched away
 * from). Tabs share the tokens: after a switch in another tab, this tab would send the new
 * business's token from a page of the previous business and read or write the wrong records. A
 * call on a business's records is therefore sent only with a token of the business this tab shows;
 * otherwise it fails here and the tab says that the business changed.
 */
export const BUSINESS_CHANGED = 'xts.errors.business_changed';

const bizOf = (token: string | null | undefined) =>
    token ? (readClaims<{ biz?: unknown }>(token)?.biz ?? null) : null;

export function checkTokenBusiness(name: CallName, token: string) {
    if (!callPermissions[name]) return;
    const shown = getSession().current_biz?.biz_id;
    const biz = bizOf(token);
    if (shown === undefined || shown === null || biz === null || Number(biz) === Number(shown)) return;
    signalReload('business');
    throw new HttpError(BUSINESS_CHANGED, 409, { businessChanged: true });
}

/** Another tab stored tokens of another business than this tab's (a storage event's values). */
export function businessChangedElsewhere(oldToken: string | null, newToken: string | null) {
    const shown = getSession().current_biz?.biz_id;
    const biz = bizOf(newToken);
    if (!newToken || biz === null || biz === bizOf(oldToken)) return;
    if (shown !== undefined && shown !== null && Number(biz) !== Number(shown)) signalReload('business');
}
