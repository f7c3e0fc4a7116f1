/**
 * Whose read it is: a kept answer is found again only by the same person in the same business (the
 * access token's `sub` and `biz`), so another person signing in on the phone never sees it.
 */
export function whoseRead(authorization: string | null): string | null {
    const token = /^Bearer\s+[^.]+\.([^.]+)\./.exec(authorization ?? '')?.[1];
    if (!token) return null;
    try {
        const json = atob(token.replace(/-/g, '+').replace(/_/g, '/'));
        const claims = JSON.parse(json) as { sub?: unknown; biz?: unknown };
        return claims.sub === undefined ? null : `${String(claims.sub)}.${String(claims.biz ?? '-')}`;
    } catch {
        return null;
    }
}

/** The cache key of a read: its address with the person and business added. */
export const readKey = (url: string, who: string) => `${url}${url.includes('?') ? '&' : '?'}__xts_who=${who}`;
