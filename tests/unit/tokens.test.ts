// @vitest-environment jsdom
import './mockServer';
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
    getStoredRefreshToken,
} from '../../src/providers/tokens';
import { getConnection, retryNow } from '../../src/providers/connection';
import { failCalls } from '../../src/mocks/faults';
import { signInAs } from './helpers';

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
        const results = await Promise.all(
            Array.from({ length: 50 }, () => call<{ me: { id: number } }>('me')),
        );
        expect(refreshes.n).toBe(1);
        expect(results.every((r) => r.me.id === 1)).toBe(true);
        expect(getStoredAccessToken()).not.toBe(accessToken);
        expect(isTokenValid(getStoredAccessToken())).toBe(true);
    });

    it('replaces both tokens after a refresh', async () => {
        const { accessToken, refreshToken } = await expiredPair();
        localStorage.setItem(ACCESS_TOKEN_KEY, accessToken);
        localStorage.setItem(REFRESH_TOKEN_KEY, refreshToken);
        // No wait for a new second: each token has its own jti, so the new ones differ within the second.
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
        server.use(
            http.get('*/api/auth/refresh', () =>
                HttpResponse.json({ status: 'error', message: 'revoked' }, { status: 401 }),
            ),
        );
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

describe('tokens with any server: lifetimes, clocks apart, revocation', () => {
    /** An unsigned JWT: the console reads a token's claims, it never checks the signature. */
    const part = (value: unknown) =>
        btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    const unsigned = (claims: Record<string, unknown>) => `${part({ alg: 'none' })}.${part(claims)}.`;

    /** A server whose clock is `skewMs` behind this browser's (negative: ahead), issuing `ttl`-second tokens. */
    function serverIssuing(ttl: number, skewMs: number) {
        const issued = { n: 0 };
        const pair = () => {
            issued.n += 1;
            const iat = Math.floor((Date.now() - skewMs) / 1000);
            return {
                accessToken: unsigned({
                    sub: 1,
                    biz: 1,
                    typ: 'access',
                    iat,
                    exp: iat + ttl,
                    jti: `a${issued.n}`,
                }),
                refreshToken: unsigned({
                    sub: 1,
                    biz: 1,
                    typ: 'refresh',
                    iat,
                    exp: iat + 3600,
                    jti: `r${issued.n}`,
                }),
            };
        };
        server.use(
            http.get('*/api/auth/refresh', () =>
                HttpResponse.json({ status: 'success', data: pair(), message: 'OK' }),
            ),
        );
        return { issued, pair };
    }

    it.each([
        [10, 120_000],
        [10, -120_000],
        [25, 120_000],
        [25, -120_000],
        [900, 120_000],
        [900, -120_000],
    ])(
        'a %i s access token with the browser clock %i ms ahead of the server: one refresh per token, no loop',
        async (ttl, skewMs) => {
            vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
            const { issued, pair } = serverIssuing(ttl, skewMs);
            const first = pair();
            setTokens(first.accessToken, first.refreshToken);
            expect(isTokenValid(first.accessToken)).toBe(true);
            const lifetimes = 6;
            const step = (ttl * 1000) / 20;
            for (let elapsed = 0; elapsed < lifetimes * ttl * 1000; elapsed += step) {
                await vi.advanceTimersByTimeAsync(step);
                // Let a refresh under way finish before the clock moves on, as it would in real time.
                for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));
            }
            // Each token is refreshed once, shortly before it expires (a quarter of its life, at most 30 s).
            const refreshes = issued.n - 1;
            expect(refreshes).toBeGreaterThanOrEqual(lifetimes);
            expect(refreshes).toBeLessThanOrEqual(Math.ceil(lifetimes / 0.75) + 1);
            expect(isTokenValid(getStoredAccessToken())).toBe(true);
        },
    );

    it('a 401 on a token the browser thinks valid gets one refresh and one retry, and the session stays', async () => {
        await signInAs('owner');
        const revoked = getStoredAccessToken();
        server.use(
            http.get('*/api/me', ({ request }) =>
                request.headers.get('authorization') === `Bearer ${revoked}`
                    ? HttpResponse.json(
                          { status: 'error', data: null, message: 'Token revoked' },
                          { status: 401 },
                      )
                    : undefined,
            ),
        );
        const refreshes = countRefreshes();
        const signedOut = vi.fn();
        const off = onSignedOut(signedOut);
        const [a, b, c] = await Promise.all([call('me'), call('me'), call('me')]);
        off();
        expect([a, b, c].every((answer) => answer.me.id === 1)).toBe(true);
        expect(refreshes.n).toBe(1);
        expect(getStoredAccessToken()).not.toBe(revoked);
        expect(signedOut).not.toHaveBeenCalled();
    });

    it('a refresh that cannot reach the server keeps the session and retries; a refused one ends it', async () => {
        const { accessToken, refreshToken } = await expiredPair();
        localStorage.setItem(ACCESS_TOKEN_KEY, accessToken);
        localStorage.setItem(REFRESH_TOKEN_KEY, refreshToken);
        const signedOut = vi.fn();
        const off = onSignedOut(signedOut);
        failCalls('refresh', { kind: 'network' });
        await expect(call('me')).rejects.toMatchObject({ status: 0 });
        expect(getStoredRefreshToken()).toBe(refreshToken);
        expect(getConnection().state).toBe('unreachable');
        expect(signedOut).not.toHaveBeenCalled();
        failCalls('refresh', { kind: 'http500' });
        await expect(call('me')).rejects.toMatchObject({ status: 500 });
        expect(getStoredRefreshToken()).toBe(refreshToken);
        // The server answers again: the waiting refresh goes through.
        await retryNow();
        expect(getConnection().state).toBe('online');
        expect(isTokenValid(getStoredAccessToken())).toBe(true);
        // A refusal of the refresh token is the end of the session.
        localStorage.setItem(ACCESS_TOKEN_KEY, accessToken);
        failCalls('refresh', { kind: 'envelope' });
        await expect(call('me')).rejects.toMatchObject({ status: 401 });
        expect(getStoredRefreshToken()).toBeNull();
        expect(signedOut).toHaveBeenCalledTimes(1);
        off();
    });
});

describe('a business switch and a refresh at the same moment', () => {
    afterEach(() => clearTokens());

    it('a request of the old business refused meanwhile waits for the switch instead of spending the old refresh token', async () => {
        const { user, accessToken } = await signInAs('owner');
        const db = getDb();
        const other = db.memberships.find((m) => m.userId === user.id && m.bizId !== db.defaultBiz[user.id])!;
        const { holdRefresh } = await import('../../src/providers/tokens');
        const { readClaims } = await import('../../src/providers/jwt');
        const signedOut = vi.fn();
        const off = onSignedOut(signedOut);
        const refreshes = countRefreshes();
        // The switch is under way: the server has already rotated this sign-in's tokens to the other business.
        const release = holdRefresh();
        const sid = readClaims<{ sid: string }>(accessToken)!.sid;
        const switched = await issueTokens(db, user.id, other.bizId, sid);
        // A call sent with the old business's token is refused (401) and asks for a refresh.
        const pending = call<{ current_biz: { biz_id: number } }>('me');
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(refreshes.n).toBe(0);
        // The switch's answer arrives: the new tokens are stored, the refresh goes on and finds them.
        setTokens(switched.accessToken, switched.refreshToken);
        release();
        await expect(pending).resolves.toMatchObject({ current_biz: { biz_id: other.bizId } });
        expect(refreshes.n).toBe(0);
        expect(signedOut).not.toHaveBeenCalled();
        expect(db.authSessions.find((s) => s.id === sid)!.revoked).toBe(false);
        off();
    });
});

describe('a page that has switched business', () => {
    afterEach(() => clearTokens());

    it('neither refreshes nor sends again a call refused while it leaves, until it is brought back', async () => {
        const { user } = await signInAs('owner');
        const db = getDb();
        const other = db.memberships.find((m) => m.userId === user.id && m.bizId !== db.defaultBiz[user.id])!;
        const { switchBusiness } = await import('../../src/providers/session');
        const opened: string[] = [];
        await switchBusiness(other.bizId, (url) => opened.push(url));
        expect(opened).toEqual(['/dashboard']);
        const refreshes = countRefreshes();
        let sent = 0;
        server.events.on('request:start', ({ request }) => {
            if (new URL(request.url).pathname === '/api/me') sent += 1;
        });
        // A call of the page still on screen is refused (as one sent with the previous business's token).
        server.use(
            http.get('*/api/me', () => HttpResponse.json({ message: 'expired' }, { status: 401 }), {
                once: true,
            }),
        );
        let settled = false;
        const late = call('me').finally(() => (settled = true));
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect({ settled, refreshes: refreshes.n, sent }).toEqual({ settled: false, refreshes: 0, sent: 1 });
        // Brought back from the back-forward cache, the page goes on with the new business's tokens.
        window.dispatchEvent(new Event('pageshow'));
        await expect(late).resolves.toMatchObject({ current_biz: { biz_id: other.bizId } });
        expect(sent).toBe(2);
    });
});

describe('a business switch whose answer is lost', () => {
    afterEach(() => clearTokens());

    it('sent again, gets the tokens the server issued: the spent refresh token is never presented', async () => {
        const { user, accessToken } = await signInAs('owner');
        const db = getDb();
        const other = db.memberships.find((m) => m.userId === user.id && m.bizId !== db.defaultBiz[user.id])!;
        const { switchBusiness } = await import('../../src/providers/session');
        const { readClaims } = await import('../../src/providers/jwt');
        const sid = readClaims<{ sid: string }>(accessToken)!.sid;
        const signedOut = vi.fn();
        const off = onSignedOut(signedOut);
        const refreshes = countRefreshes();
        const opened: string[] = [];
        // The server carries the switch out; its answer never arrives.
        failCalls('changeBusiness', { kind: 'lostAnswer' });
        await expect(switchBusiness(other.bizId, (url) => opened.push(url))).rejects.toMatchObject({
            status: 0,
        });
        expect(db.authSessions.find((s) => s.id === sid)!.bizId).toBe(other.bizId);
        expect(opened).toEqual([]);
        // A call of the page, sent with the previous business's token, is refused and waits: refreshed
        // now, it would present the refresh token the switch spent and end the sign-in.
        let settled = false;
        const late = call('me').finally(() => (settled = true));
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect({ settled, refreshes: refreshes.n }).toEqual({ settled: false, refreshes: 0 });
        // The person tries again: the same switch, answered with the tokens it issued.
        await switchBusiness(other.bizId, (url) => opened.push(url));
        expect(opened).toEqual(['/dashboard']);
        expect(readClaims<{ biz: number }>(getStoredAccessToken()!)!.biz).toBe(other.bizId);
        window.dispatchEvent(new Event('pageshow'));
        await expect(late).resolves.toMatchObject({ current_biz: { biz_id: other.bizId } });
        expect(db.authSessions.find((s) => s.id === sid)!.revoked).toBe(false);
        expect(signedOut).not.toHaveBeenCalled();
        off();
    });
});

describe('a refresh answered after newer tokens were stored', () => {
    afterEach(() => clearTokens());

    it('keeps the newer tokens (a business switch stored them while the refresh was on its way)', async () => {
        const { accessToken, refreshToken } = await expiredPair();
        setTokens(accessToken, refreshToken);
        let answer!: () => void;
        const answered = new Promise<void>((resolve) => (answer = resolve));
        server.use(
            http.get('*/api/auth/refresh', async () => {
                await answered;
                return HttpResponse.json({
                    status: 'success',
                    data: { accessToken: 'stale-access', refreshToken: 'stale-refresh' },
                });
            }),
        );
        const { refreshTokens } = await import('../../src/providers/tokens');
        const refreshing = refreshTokens({ rejected: accessToken });
        await new Promise((resolve) => setTimeout(resolve, 20));
        setTokens('switched-access', 'switched-refresh');
        answer();
        await expect(refreshing).resolves.toBe('switched-access');
        expect(getStoredAccessToken()).toBe('switched-access');
        expect(getStoredRefreshToken()).toBe('switched-refresh');
    });
});
