// @vitest-environment jsdom
import './mockServer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '../../src/mocks/db';
import { CODE_TTL_SECONDS, oauthTokenInfo } from '../../src/mocks/oauth/store';
import { redirectAllowed, OAUTH_CLIENTS } from '../../src/mocks/oauth/clients';
import { call } from '../../src/providers/http';
import { Role } from '../../src/providers/access';
import { returnAddress } from '../../src/features/oauth/consent';
import { signInAs } from './helpers';

const CLIENT = 'so-kho-minh-an';
const SECRET = 'so-kho-minh-an-demo-secret';
const REDIRECT = 'http://127.0.0.1:8765/callback';

interface TokenAnswer {
    access_token: string;
    refresh_token: string;
    expires_in: number;
    scope: string;
    token_type: string;
}

const request = (overrides: Record<string, unknown> = {}) => ({
    client_id: CLIENT,
    redirect_uri: REDIRECT,
    scope: 'profile:read products:read',
    state: 'st-123',
    ...overrides,
});

async function approve(overrides: Record<string, unknown> = {}) {
    return call<{ redirect_uri: string; code: string; state: string }>('authorizeEmpower', {
        body: { ...request(overrides), decision: 'approve' },
    });
}

const exchange = (code: string, overrides: Record<string, unknown> = {}) =>
    call<TokenAnswer>('authorizeToken', {
        body: {
            grant_type: 'authorization_code',
            code,
            client_id: CLIENT,
            client_secret: SECRET,
            redirect_uri: REDIRECT,
            ...overrides,
        },
    });

const refresh = (refreshToken: string) =>
    call<TokenAnswer>('authorizeRefresh', {
        body: { refresh_token: refreshToken, client_id: CLIENT, client_secret: SECRET },
    });

afterEach(() => {
    vi.useRealTimers();
});

describe('mock rules: authorization provider, consent', () => {
    it('previews a valid request with the application, the current business and described scopes', async () => {
        await signInAs('owner');
        const preview = await call('authorizeEmpower', { body: { ...request(), decision: 'preview' } });
        expect(preview).toMatchObject({
            client: { id: CLIENT, name: 'Sổ kho Minh An' },
            business: { id: 1, name: 'HTX Cà phê Cầu Đất' },
            redirect_uri: REDIRECT,
            state: 'st-123',
            scopes: [
                { scope: 'profile:read', description: expect.stringContaining('họ tên') },
                { scope: 'products:read', description: expect.stringContaining('sản phẩm') },
            ],
        });
    });

    it('refuses unknown clients, unregistered redirects, a missing state and scopes the client or role may not have', async () => {
        await signInAs('owner');
        const preview = (overrides: Record<string, unknown>) =>
            call('authorizeEmpower', { body: { ...request(overrides), decision: 'preview' } });
        await expect(preview({ client_id: 'ung-dung-la' })).rejects.toMatchObject({
            status: 400,
            message: expect.stringContaining('chưa được đăng ký'),
        });
        await expect(preview({ redirect_uri: 'https://ke-gian.example/cb' })).rejects.toMatchObject({
            status: 400,
            message: 'Địa chỉ chuyển hướng không được đăng ký cho ứng dụng Sổ kho Minh An',
        });
        // Loopback matches any port, but never another path, host or scheme.
        await expect(preview({ redirect_uri: 'http://127.0.0.1:9/callback/../steal' })).rejects.toMatchObject(
            { status: 400 },
        );
        await expect(preview({ redirect_uri: 'http://localhost:8765/callback' })).rejects.toMatchObject({
            status: 400,
        });
        await expect(preview({ state: '' })).rejects.toMatchObject({
            status: 400,
            message: expect.stringContaining('state'),
        });
        await expect(preview({ scope: 'diaries:read' })).rejects.toMatchObject({
            status: 400,
            message: expect.stringContaining('diaries:read'),
        });
        await expect(preview({ scope: '' })).rejects.toMatchObject({ status: 400 });
        await expect(
            call('authorizeEmpower', { body: { ...request(), decision: 'maybe' } }),
        ).rejects.toMatchObject({ status: 400 });
        await signInAs('observer');
        await expect(preview({ scope: 'products:write' })).rejects.toMatchObject({
            status: 403,
            message: expect.stringContaining('products:write'),
        });
    });

    it('matches redirect addresses exactly, with any port on a registered loopback address', () => {
        const client = OAUTH_CLIENTS.find((c) => c.id === CLIENT)!;
        expect(redirectAllowed(client, 'https://sokho.minhan.example/oauth/callback')).toBe(true);
        expect(redirectAllowed(client, 'https://sokho.minhan.example/oauth/callback?x=1')).toBe(false);
        expect(redirectAllowed(client, 'https://sokho.minhan.example/oauth/callback#f')).toBe(false);
        expect(redirectAllowed(client, 'http://127.0.0.1:51234/callback')).toBe(true);
        expect(redirectAllowed(client, 'https://127.0.0.1:51234/callback')).toBe(false);
        expect(redirectAllowed(client, 'http://127.0.0.1.evil.example/callback')).toBe(false);
    });

    it('needs a signed-in user with a business', async () => {
        await expect(
            call('authorizeEmpower', { body: { ...request(), decision: 'preview' }, token: null }),
        ).rejects.toMatchObject({ status: 401 });
        await signInAs('newcomer');
        await expect(
            call('authorizeEmpower', { body: { ...request(), decision: 'preview' } }),
        ).rejects.toMatchObject({ status: 403 });
    });

    it('answers a denial with the approved redirect, access_denied and the state, and issues no code', async () => {
        await signInAs('user');
        const denied = await call('authorizeEmpower', { body: { ...request(), decision: 'deny' } });
        expect(denied).toEqual({ redirect_uri: REDIRECT, error: 'access_denied', state: 'st-123' });
        expect((getDb() as unknown as { oauthCodes?: unknown[] }).oauthCodes ?? []).toHaveLength(0);
    });
});

describe('mock rules: authorization provider, codes and tokens', () => {
    it('exchanges a code once for a token pair bound to the user, business and scopes', async () => {
        const { user } = await signInAs('owner');
        const { code, state, redirect_uri } = await approve();
        expect({ state, redirect_uri }).toEqual({ state: 'st-123', redirect_uri: REDIRECT });
        const tokens = await exchange(code);
        expect(tokens).toMatchObject({
            token_type: 'Bearer',
            expires_in: 3600,
            scope: 'profile:read products:read',
        });
        expect(oauthTokenInfo(getDb(), tokens.access_token)).toEqual({
            clientId: CLIENT,
            userId: user.id,
            bizId: 1,
            scope: 'profile:read products:read',
        });
        // Second use: refused, and the tokens of the first use are revoked.
        await expect(exchange(code)).rejects.toMatchObject({
            status: 400,
            message: expect.stringContaining('đã được dùng'),
        });
        expect(oauthTokenInfo(getDb(), tokens.access_token)).toBeNull();
    });

    it('binds a code to its client, secret and redirect address', async () => {
        await signInAs('owner');
        const { code } = await approve();
        await expect(exchange(code, { client_secret: 'sai' })).rejects.toMatchObject({ status: 401 });
        await expect(
            exchange(code, {
                client_id: 'bao-cao-nong-san-xanh',
                client_secret: 'bao-cao-nong-san-xanh-demo-secret',
            }),
        ).rejects.toMatchObject({ status: 400 });
        await expect(
            exchange(code, { redirect_uri: 'http://127.0.0.1:9999/callback' }),
        ).rejects.toMatchObject({ status: 400 });
        await expect(exchange('xac_khongco')).rejects.toMatchObject({ status: 400 });
        // The failed attempts did not spend it.
        await expect(exchange(code)).resolves.toMatchObject({ token_type: 'Bearer' });
    });

    it('lets a code expire after ten minutes', async () => {
        await signInAs('owner');
        const { code } = await approve();
        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(Date.now() + CODE_TTL_SECONDS * 1000 + 1000);
        await expect(exchange(code)).rejects.toMatchObject({ status: 400 });
    });

    it('rotates the refresh token: the old one stops working, and replaying it ends the grant', async () => {
        await signInAs('owner');
        const first = await exchange((await approve()).code);
        const second = await refresh(first.refresh_token);
        expect(second.refresh_token).not.toBe(first.refresh_token);
        expect(second.access_token).not.toBe(first.access_token);
        expect(oauthTokenInfo(getDb(), first.access_token)).toBeNull();
        expect(oauthTokenInfo(getDb(), second.access_token)).toMatchObject({
            scope: 'profile:read products:read',
        });
        await expect(refresh(first.refresh_token)).rejects.toMatchObject({ status: 401 });
        await expect(refresh(second.refresh_token)).rejects.toMatchObject({ status: 401 });
        expect(oauthTokenInfo(getDb(), second.access_token)).toBeNull();
    });

    it('revokes a pair on logout, by its access token', async () => {
        await signInAs('owner');
        const pair = await exchange((await approve()).code);
        const other = await exchange((await approve({ state: 'khac' })).code);
        await expect(call('authorizeLogout', { token: pair.access_token })).resolves.toEqual({
            revoked: true,
        });
        expect(oauthTokenInfo(getDb(), pair.access_token)).toBeNull();
        await expect(refresh(pair.refresh_token)).rejects.toMatchObject({ status: 401 });
        await expect(call('authorizeLogout', { token: pair.access_token })).rejects.toMatchObject({
            status: 401,
        });
        // Another grant of the same application is untouched.
        expect(oauthTokenInfo(getDb(), other.access_token)).not.toBeNull();
    });

    it('gives a signed-in user a short-lived, read-only assistant token', async () => {
        const { user } = await signInAs('owner');
        const token = await call<{
            access_token: string;
            expires_in: number;
            scope: string;
            client_id: string;
        }>('authorizeAiToken');
        expect(token).toMatchObject({ client_id: 'tro-ly-xts', expires_in: 900 });
        expect(token.scope.split(' ')).toEqual([
            'profile:read',
            'business:read',
            'products:read',
            'diaries:read',
            'stamps:read',
        ]);
        expect(token.scope).not.toMatch(/write/);
        expect(oauthTokenInfo(getDb(), token.access_token)).toMatchObject({ userId: user.id, bizId: 1 });
        const narrow = await call<{ scope: string }>('authorizeAiToken', {
            body: { scope: 'products:read' },
        });
        expect(narrow.scope).toBe('products:read');
        await expect(call('authorizeAiToken', { body: { scope: 'products:write' } })).rejects.toMatchObject({
            status: 400,
            message: expect.stringContaining('chỉ đọc'),
        });
        // Not a refreshable pair, and logout does not apply to it.
        await expect(call('authorizeLogout', { token: token.access_token })).rejects.toMatchObject({
            status: 401,
        });
        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(Date.now() + 16 * 60 * 1000);
        expect(oauthTokenInfo(getDb(), token.access_token)).toBeNull();
    });

    it('refuses the assistant token without a session', async () => {
        await expect(call('authorizeAiToken', { token: null })).rejects.toMatchObject({ status: 401 });
    });
});

describe("mock rules: the API with an application's token", () => {
    it('answers the calls its scopes cover, as the user who gave it and in that business only', async () => {
        const { user } = await signInAs('owner');
        const tokens = await exchange((await approve()).code);
        const token = tokens.access_token;
        // profile:read and products:read: the user, and the coffee cooperative's products.
        const me = await call<{ me: { id: number }; current_biz: { biz_id: number } }>('me', { token });
        expect(me.me.id).toBe(user.id);
        expect(me.current_biz.biz_id).toBe(1);
        const products = await call<{ items?: unknown[]; data?: unknown[] }>('productList', { token });
        expect(products).toBeTruthy();
        await expect(call('productDetail', { params: { id: 1 }, token })).resolves.toMatchObject({ id: 1 });
        // Beyond its scopes: refused with 403, even though the owner's role could do it.
        await expect(call('diaryList', { token })).rejects.toMatchObject({
            status: 403,
            message: 'Ứng dụng chưa được cấp quyền cho thao tác này',
        });
        await expect(call('partnerList', { token })).rejects.toMatchObject({ status: 403 });
        await expect(
            call('productEdit', { params: { id: 1 }, body: { name: 'Đổi tên' }, token }),
        ).rejects.toMatchObject({ status: 403 });
        // A revoked or made-up token is not a session.
        await call('authorizeLogout', { token });
        await expect(call('productList', { token })).rejects.toMatchObject({ status: 401 });
        await expect(call('productList', { token: 'xat_khong-co-that' })).rejects.toMatchObject({
            status: 401,
        });
    });

    it('never lets a scope exceed the role of the user who gave it', async () => {
        await signInAs('owner');
        const owner = await exchange((await approve({ scope: 'products:read products:write' })).code);
        await expect(
            call('productEdit', {
                params: { id: 1 },
                body: {
                    ...(await call<Record<string, unknown>>('productDetail', { params: { id: 1 } })),
                    brand: 'Qua ứng dụng',
                },
                token: owner.access_token,
            }),
        ).resolves.toMatchObject({ id: 1 });
        // The owner becomes an observer of the cooperative: the same token may read, no longer write.
        const db = getDb();
        const membership = db.memberships.find(
            (m) => m.userId === db.users.find((u) => u.persona === 'owner')!.id && m.bizId === 1,
        )!;
        membership.role = Role.observer;
        await expect(call('productList', { token: owner.access_token })).resolves.toBeTruthy();
        await expect(
            call('productEdit', { params: { id: 1 }, body: { name: 'x' }, token: owner.access_token }),
        ).rejects.toMatchObject({
            status: 403,
            message: 'Bạn không có quyền thực hiện thao tác này',
        });
    });
});

describe('consent page: where the browser returns', () => {
    it('uses the address the server approved, with the code or the error and the original state', () => {
        expect(
            returnAddress(
                { redirect_uri: 'https://sokho.minhan.example/oauth/callback?lang=vi', code: 'xac_1' },
                'a b&c',
            ),
        ).toBe('https://sokho.minhan.example/oauth/callback?lang=vi&code=xac_1&state=a+b%26c');
        expect(
            returnAddress({ redirect_uri: 'http://127.0.0.1:8765/callback', error: 'access_denied' }, 's'),
        ).toBe('http://127.0.0.1:8765/callback?error=access_denied&state=s');
    });

    it('goes nowhere when the answer lacks a web address', () => {
        expect(returnAddress({ redirect_uri: 'javascript:alert(1)', code: 'x' }, 's')).toBeNull();
        expect(returnAddress({ redirect_uri: '', code: 'x' }, 's')).toBeNull();
        expect(returnAddress({ redirect_uri: '/dashboard', code: 'x' }, 's')).toBeNull();
    });
});
