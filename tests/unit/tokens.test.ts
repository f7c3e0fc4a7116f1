import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../src/mocks/node';
import { getDb } from '../../src/mocks/db';
import { issueTokens } from '../../src/mocks/session';
import { signJwt } from '../../src/mocks/jwt';
import { call } from '../../src/providers/http';
import {
    ACCESS_TOKEN_KEY,
    REFRESH_TOKEN_KEY,
    getStoredAccessToken,
    isTokenValid,
    onSignedOut,
    setTokens,
    clearTokens,
} from '../../src/providers/tokens';

async function expiredPair(persona = 'owner') {
    const db = getDb();
    const user = db.users.find((u) => u.persona === persona)!;
    const biz = db.defaultBiz[user.id] ?? null;
    // An access token that expired a minute ago, a refresh token still valid.
    const accessToken = await signJwt({ sub: user.id, biz, typ: 'access' }, 60, Date.now() - 120_000);
    const { refreshToken } = await issueTokens(db, user.id, biz);
    return { accessToken, refreshToken };
}

function countRefreshes() {
    const counter = { n: 0 };
    server.events.on('request:start', ({ request }) => {
        if (new URL(request.url).pathname === '/api/auth/refresh') counter.n += 1;
    });
    return counter;
}

afterEach(() => {
    server.events.removeAllListeners();
    clearTokens();
    vi.useRealTimers();
});

describe('tokens', () => {
    it('a token is valid while its exp claim is not in the past', async () => {
        const token = await signJwt({ sub: 1, biz: 1, typ: 'access' }, 60);
        expect(isTokenValid(token)).toBe(true);
        expect(isTokenValid(token, Date.now() + 61_000)).toBe(false);
        expect(isTokenValid('not-a-jwt')).toBe(false);
        expect(isTokenValid(null)).toBe(false);
    });

    it('fifty concurrent calls at expiry cause exactly one refresh, and all succeed', async () => {
        const { accessToken, refreshToken } = await expiredPair();
        localStorage.setItem(ACCESS_TOKEN_KEY, accessToken);
        localStorage.setItem(REFRESH_TOKEN_KEY, refreshToken);
        const refreshes = countRefreshes();
        const results = await Promise.all(Array.from({ length: 50 }, () => call<{ me: { id: number } }>('me')));
        expect(refreshes.n).toBe(1);
        expect(results.every((r) => r.me.id === 1)).toBe(true);
        expect(getStoredAccessToken()).not.toBe(accessToken);
        expect(isTokenValid(getStoredAccessToken())).toBe(true);
    });

    it('replaces both tokens after a refresh', async () => {
        const { accessToken, refreshToken } = await expiredPair();
        localStorage.setItem(ACCESS_TOKEN_KEY, accessToken);
        localStorage.setItem(REFRESH_TOKEN_KEY, refreshToken);
        await new Promise((resolve) => setTimeout(resolve, 1100)); // a new iat gives a different token
        await call('me');
        expect(localStorage.getItem(ACCESS_TOKEN_KEY)).not.toBe(accessToken);
        expect(localStorage.getItem(REFRESH_TOKEN_KEY)).not.toBe(refreshToken);
    });

    it('a failed refresh clears the tokens and signs out', async () => {
        const { accessToken } = await expiredPair();
        localStorage.setItem(ACCESS_TOKEN_KEY, accessToken);
        localStorage.setItem(REFRESH_TOKEN_KEY, 'garbage');
        const signedOut = vi.fn();
        const off = onSignedOut(signedOut);
        await expect(call('me')).rejects.toMatchObject({ status: 401 });
        expect(signedOut).toHaveBeenCalled();
        expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
        expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
        off();
    });

    it('a refresh refused by the server clears the tokens', async () => {
        const { accessToken, refreshToken } = await expiredPair();
        localStorage.setItem(ACCESS_TOKEN_KEY, accessToken);
        localStorage.setItem(REFRESH_TOKEN_KEY, refreshToken);
        server.use(http.get('*/api/auth/refresh', () => HttpResponse.json({ status: 'error', message: 'revoked' }, { status: 401 })));
        const signedOut = vi.fn();
        const off = onSignedOut(signedOut);
        await expect(call('me')).rejects.toBeTruthy();
        expect(signedOut).toHaveBeenCalledTimes(1);
        expect(getStoredAccessToken()).toBeNull();
        off();
    });

    it('schedules the refresh 30 s before the access token expires', async () => {
        vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
        const db = getDb();
        db.settings.accessTtl = 120;
        const { accessToken, refreshToken } = await issueTokens(db, 1, 1);
        const refreshes = countRefreshes();
        setTokens(accessToken, refreshToken);
        await vi.advanceTimersByTimeAsync(88_000);
        expect(refreshes.n).toBe(0);
        await vi.advanceTimersByTimeAsync(3_000);
        await vi.waitFor(() => expect(refreshes.n).toBe(1));
        await vi.waitFor(() => expect(getStoredAccessToken()).not.toBe(accessToken));
    });
});
