// @vitest-environment jsdom
import './mockServer';
import { getConnection, retryNow } from '../../src/providers/connection';
import { describe, expect, it } from 'vitest';
import { signJwt } from '../../src/mocks/jwt';
import { getDb } from '../../src/mocks/db';
import { issueTokens } from '../../src/mocks/session';
import { failCalls } from '../../src/mocks/faults';
import {
    PERSIST_KEY,
    areaOf,
    bootstrap,
    clearSession,
    getSession,
    rehydrate,
    setSession,
    signOut,
} from '../../src/providers/session';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, getStoredAccessToken } from '../../src/providers/tokens';
import { guardRoute } from '../../src/shell/guard';
import { findRoute } from '../../src/routes';
import { signInAs } from './helpers';

describe('start-up (spec section 4)', () => {
    it('with no token clears the user', async () => {
        setSession({ me: { id: 1, status: 1 } });
        await bootstrap();
        expect(getSession().me).toBeNull();
        expect(getSession().ready).toBe(true);
    });

    it('loads the current user, the business and the invitations', async () => {
        await signInAs('owner');
        await bootstrap();
        const s = getSession();
        expect(s.me?.name).toBe('Trần Minh Khoa');
        expect(s.current_biz).toMatchObject({ biz_id: 1, biz_name: 'HTX Cà phê Cầu Đất', biz_role: 1 });
        expect(s.managed_bizs.map((b) => b.id)).toEqual([1, 2, 3]);
        expect(s.invitations.map((i) => i.code).sort()).toEqual(['INV-KRP-0002', 'INV-ST25-0001']);
        const saved = JSON.parse(localStorage.getItem(PERSIST_KEY)!);
        expect(saved.version).toBe(1);
        expect(saved.auth.me.name).toBe('Trần Minh Khoa');
    });

    it('refreshes an expired access token with a valid refresh token', async () => {
        const db = getDb();
        const expired = await signJwt({ sub: 1, biz: 1, typ: 'access' }, 60, Date.now() - 120_000);
        const { refreshToken } = await issueTokens(db, 1, 1);
        localStorage.setItem(ACCESS_TOKEN_KEY, expired);
        localStorage.setItem(REFRESH_TOKEN_KEY, refreshToken);
        await bootstrap();
        expect(getStoredAccessToken()).not.toBe(expired);
        expect(getSession().me?.id).toBe(1);
    });

    it('signs out when both tokens have expired', async () => {
        const expired = await signJwt({ sub: 1, biz: 1, typ: 'access' }, 60, Date.now() - 120_000);
        const expiredRefresh = await signJwt({ sub: 1, biz: 1, typ: 'refresh' }, 60, Date.now() - 120_000);
        localStorage.setItem(ACCESS_TOKEN_KEY, expired);
        localStorage.setItem(REFRESH_TOKEN_KEY, expiredRefresh);
        await bootstrap();
        expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
        expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
        expect(getSession().me).toBeNull();
    });

    it('a refused current-user call clears the tokens and the auth state', async () => {
        await signInAs('owner');
        failCalls('me', { kind: 'envelope' });
        await bootstrap();
        expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
        expect(getSession().me).toBeNull();
    });

    it.each(['http500', 'network', 'html'] as const)(
        'a current-user call that fails with %s refused nothing: tokens and user stay, the connection is retried',
        async (kind) => {
            await signInAs('owner');
            await bootstrap();
            const token = localStorage.getItem(ACCESS_TOKEN_KEY);
            failCalls('me', { kind });
            await bootstrap();
            expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(token);
            expect(getSession().me?.id).toBe(1);
            // A server that answered with a failure is told apart from one that could not be reached.
            expect(getConnection().state).toBe(kind === 'network' ? 'unreachable' : 'server');
            // The server answers again: the banner's retry reads the user and the connection is back.
            await retryNow();
            expect(getConnection().state).toBe('online');
            expect(getSession().me?.id).toBe(1);
        },
    );

    it('a failed invitation load gives an empty list', async () => {
        await signInAs('owner');
        failCalls('myInvitationList', { kind: 'network' });
        await bootstrap();
        expect(getSession().me?.id).toBe(1);
        expect(getSession().invitations).toEqual([]);
    });

    it('rehydrates the persisted state of version 1 and ignores other versions', async () => {
        localStorage.setItem(
            PERSIST_KEY,
            JSON.stringify({ version: 1, auth: { me: { id: 9, status: 1 } }, invitations: [] }),
        );
        clearSession();
        localStorage.setItem(
            PERSIST_KEY,
            JSON.stringify({ version: 1, auth: { me: { id: 9, status: 1 } }, invitations: [] }),
        );
        rehydrate();
        expect(getSession().me?.id).toBe(9);
        clearSession();
        localStorage.setItem(PERSIST_KEY, JSON.stringify({ version: 2, auth: { me: { id: 7, status: 1 } } }));
        rehydrate();
        expect(getSession().me).toBeNull();
    });

    it('sign-out removes the tokens and the persisted root state', async () => {
        await signInAs('owner');
        await bootstrap();
        await signOut();
        expect([
            localStorage.getItem(ACCESS_TOKEN_KEY),
            localStorage.getItem(REFRESH_TOKEN_KEY),
            localStorage.getItem(PERSIST_KEY),
        ]).toEqual([null, null, null]);
    });
});

describe('redirect rules (spec section 2)', () => {
    const route = (path: string) => findRoute(path)!;
    const state = (patch: Partial<ReturnType<typeof getSession>>) => ({ ...getSession(), ...patch });

    it('sends visitors without a token to /home and keeps public pages open', () => {
        const anonymous = state({ me: null });
        expect(guardRoute(route('/dashboard'), anonymous, false)).toEqual({ redirect: '/home' });
        expect(guardRoute(route('/report-issue'), anonymous, false)).toEqual({ redirect: '/home' });
        expect(guardRoute(route('/product/edit/3'), anonymous, false)).toEqual({ redirect: '/home' });
        expect(guardRoute(route('/home'), anonymous, false)).toEqual({ allow: true });
        expect(guardRoute(route('/aff/ABC'), anonymous, false)).toEqual({ allow: true });
        expect(guardRoute(route('/login'), anonymous, false)).toEqual({ allow: true });
        expect(findRoute('/no/such/page')).toBeUndefined();
    });

    it('sends signed-in users away from /login and /sso/callback', () => {
        const owner = state({
            me: { id: 1, status: 1 },
            current_biz: { biz_id: 1, biz_name: 'A', biz_role: 1 },
        });
        expect(guardRoute(route('/login'), owner, true)).toEqual({ redirect: '/dashboard' });
        expect(guardRoute(route('/sso/callback'), owner, true)).toEqual({ redirect: '/dashboard' });
    });

    it('sends status 0 to create-profile, no business to /no-biz, locked to the status page', () => {
        const newcomer = state({ me: { id: 4, status: 0 }, current_biz: null });
        expect(areaOf(newcomer, true)).toBe('no-profile');
        expect(guardRoute(route('/dashboard'), newcomer, true)).toEqual({
            redirect: '/no-biz/create-profile',
        });
        expect(guardRoute(route('/no-biz'), newcomer, true)).toEqual({ redirect: '/no-biz/create-profile' });
        expect(guardRoute(route('/report-issue'), newcomer, true)).toEqual({ allow: true });
        const noBiz = state({ me: { id: 8, status: 1 }, current_biz: null, managed_bizs: [] });
        expect(guardRoute(route('/partner'), noBiz, true)).toEqual({ redirect: '/no-biz' });
        expect(guardRoute(route('/biz/create'), noBiz, true)).toEqual({ allow: true });
        expect(guardRoute(route('/no-biz/create-profile'), noBiz, true)).toEqual({ redirect: '/no-biz' });
        const locked = state({ me: { id: 5, status: 2 }, current_biz: null });
        expect(guardRoute(route('/dashboard'), locked, true)).toEqual({ redirect: '/account-status' });
        expect(guardRoute(route('/account-status'), locked, true)).toEqual({ allow: true });
    });

    it('refuses the manage section to users and observers, route by route', () => {
        for (const role of [2, 3]) {
            const s = state({
                me: { id: 2, status: 1 },
                current_biz: { biz_id: 1, biz_name: 'A', biz_role: role },
            });
            for (const path of [
                '/biz',
                '/biz/update',
                '/partner',
                '/partner/add',
                '/shop/update/1',
                '/biz-location/list',
                '/biz-user',
                '/invitaion/list',
            ]) {
                expect(guardRoute(route(path), s, true), `${role} ${path}`).toEqual({ forbidden: true });
            }
            expect(guardRoute(route('/product/list'), s, true)).toEqual({ allow: true });
        }
        const observer = state({
            me: { id: 3, status: 1 },
            current_biz: { biz_id: 1, biz_name: 'A', biz_role: 3 },
        });
        expect(guardRoute(route('/product/add'), observer, true)).toEqual({ forbidden: true });
        expect(guardRoute(route('/stamp-activation/add'), observer, true)).toEqual({ forbidden: true });
        expect(guardRoute(route('/stamp-activation/list'), observer, true)).toEqual({ allow: true });
    });
});
