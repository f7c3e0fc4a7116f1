/**
 * Where the tokens are kept, and reading them: all that a signed-out visit needs of the token layer
 * (tokens.ts, which re-exports this, refreshes and schedules; it loads with the session code).
 */
export const ACCESS_TOKEN_KEY = 'access_token';
export const REFRESH_TOKEN_KEY = 'refresh_token';

export const storage = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);

export const getStoredAccessToken = () => storage()?.getItem(ACCESS_TOKEN_KEY) ?? null;
export const getStoredRefreshToken = () => storage()?.getItem(REFRESH_TOKEN_KEY) ?? null;

/** Whether this browser holds a token at all (a session to restore, or to refresh). */
export const hasStoredToken = () => !!getStoredAccessToken() || !!getStoredRefreshToken();
