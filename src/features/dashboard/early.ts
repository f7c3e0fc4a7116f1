import { call, type AnswerOf } from '../../providers/http';
import { readClaims } from '../../providers/jwt';
import { getStoredAccessToken } from '../../providers/tokens';

/**
 * The dashboard's data asked for right after sign-in, in the same round trip as the current user
 * (sign-in then lands on the dashboard: two round trips from the SSO return to the figures, not
 * three). The dashboard takes it once, if it mounts soon after; otherwise it asks for itself.
 */
const FRESH_MS = 30_000;
let early: { answer: Promise<AnswerOf<'dashboard'>>; at: number } | null = null;

export function startDashboardEarly(): void {
    // A token bound to no business (a newcomer without a profile, a user without a business) lands
    // elsewhere: the dashboard would only be refused (providers/businessScope.ts reads the same claim).
    const token = getStoredAccessToken();
    if (token && readClaims<{ biz?: unknown }>(token)?.biz === null) return;
    const answer = call('dashboard');
    // Nobody may take it (a user without a business lands elsewhere): its failure is not an error.
    answer.catch(() => undefined);
    early = { answer, at: Date.now() };
}

/** The early answer, once, while fresh; null when there is none. */
export function takeEarlyDashboard(): Promise<AnswerOf<'dashboard'>> | null {
    const taken = early;
    early = null;
    return taken && Date.now() - taken.at < FRESH_MS ? taken.answer : null;
}
