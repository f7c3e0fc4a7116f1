import type { MockDb } from '../state';

export const CODE_TTL_SECONDS = 10 * 60;
export const ACCESS_TTL_SECONDS = 60 * 60;
export const REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60;
export const AI_TTL_SECONDS = 15 * 60;

export interface MockAuthCode {
    code: string;
    clientId: string;
    redirectUri: string;
    userId: number;
    bizId: number;
    scope: string;
    exp: number;
    used: boolean;
    /** The grant the code's tokens belong to (a replayed code revokes them). */
    grantId: string;
}

export interface MockOAuthToken {
    accessToken: string;
    /** Empty for assistant tokens, which are not refreshed. */
    refreshToken: string;
    clientId: string;
    userId: number;
    bizId: number;
    scope: string;
    accessExp: number;
    refreshExp: number;
    grantId: string;
}

interface OAuthStore {
    oauthCodes: MockAuthCode[];
    oauthTokens: MockOAuthToken[];
    /** Refresh tokens already rotated away, so that a replay revokes the grant. */
    oauthRotated: { refreshToken: string; grantId: string }[];
}

/** The provider's collections, created on first use (older stored databases lack them). */
export function oauthOf(db: MockDb): OAuthStore {
    const store = db as unknown as Partial<OAuthStore>;
    store.oauthCodes ??= [];
    store.oauthTokens ??= [];
    store.oauthRotated ??= [];
    return store as OAuthStore;
}

export function randomToken(prefix: string) {
    const bytes = new Uint8Array(24);
    crypto.getRandomValues(bytes);
    return prefix + Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function issuePair(
    db: MockDb,
    grant: Omit<MockOAuthToken, 'accessToken' | 'refreshToken' | 'accessExp' | 'refreshExp'>,
) {
    const now = Date.now();
    const token: MockOAuthToken = {
        ...grant,
        accessToken: randomToken('xat_'),
        refreshToken: randomToken('xrt_'),
        accessExp: now + ACCESS_TTL_SECONDS * 1000,
        refreshExp: now + REFRESH_TTL_SECONDS * 1000,
    };
    oauthOf(db).oauthTokens.push(token);
    return token;
}

export const tokenAnswer = (token: MockOAuthToken) => ({
    access_token: token.accessToken,
    token_type: 'Bearer',
    expires_in: Math.max(0, Math.round((token.accessExp - Date.now()) / 1000)),
    refresh_token: token.refreshToken,
    scope: token.scope,
});

export function revokeGrant(db: MockDb, grantId: string) {
    const store = oauthOf(db);
    store.oauthTokens = store.oauthTokens.filter((t) => t.grantId !== grantId);
}

/** The pair or assistant token behind an access token, while it is valid (for tests and future resource calls). */
export function oauthTokenInfo(db: MockDb, accessToken: string) {
    const token = oauthOf(db).oauthTokens.find(
        (t) => t.accessToken === accessToken && t.accessExp > Date.now(),
    );
    return token
        ? { clientId: token.clientId, userId: token.userId, bizId: token.bizId, scope: token.scope }
        : null;
}
