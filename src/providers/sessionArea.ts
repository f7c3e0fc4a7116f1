import { getSession, type SessionState } from './sessionStore';
import { hasStoredToken } from './tokenStorage';
import { UserStatus } from './userStatus';

/*
 * What the session's state says of the user: their area of the console and their role in the
 * business (the guard, the menu and the pages read them; the first visit to /login does not).
 */

export type Area = 'anonymous' | 'no-profile' | 'blocked' | 'no-biz' | 'console';

/** Which area of the console the current state belongs to (spec section 2). */
export function areaOf(s: SessionState, hasToken = hasStoredToken()): Area {
    if (!hasToken || !s.me) return 'anonymous';
    if (s.me.status === UserStatus.noProfile) return 'no-profile';
    if (s.me.status === UserStatus.locked || s.me.status === UserStatus.leaved) return 'blocked';
    if (!s.current_biz) return 'no-biz';
    return 'console';
}

export const currentRole = (s: SessionState = getSession()): number | null => s.current_biz?.biz_role ?? null;
