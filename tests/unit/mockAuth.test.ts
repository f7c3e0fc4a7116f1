// @vitest-environment jsdom
import './mockServer';
import { describe, expect, it } from 'vitest';
import { call } from '../../src/providers/http';
import { getDb } from '../../src/mocks/db';
import { verifyJwt } from '../../src/mocks/jwt';
import { signInAs } from './helpers';

const origin = 'http://localhost:3000';

async function ssoCode(persona: string, state = 's1', redirect = `${origin}/sso/callback`) {
    const response = await fetch(`${origin}/__mock/sso/authorize`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ persona, state, redirect_uri: redirect }),
    });
    const { redirect: back } = (await response.json()) as { redirect: string };
    return new URL(back);
}

describe('mock backend: sign-in and business switching', () => {
    it('get-auth-url points at the emulated SSO page and keeps the state', async () => {
        const data = await call<{ url: string }>('ssoGetAuthUrl', {
            query: { redirect_uri: `${origin}/sso/callback`, state: 'abc', login_hint: 'owner' },
        });
        const url = new URL(data.url);
        expect(url.pathname).toBe('/mock-sso');
        expect(url.searchParams.get('state')).toBe('abc');
        expect(url.searchParams.get('login_hint')).toBe('owner');
    });

    it('refuses an unregistered redirect URI', async () => {
        await expect(
            call('ssoGetAuthUrl', {
                query: { redirect_uri: 'https://attacker.example/sso/callback', state: 'x' },
            }),
        ).rejects.toMatchObject({ status: 400 });
    });

    it('exchanges an SSO code once for real JWTs carrying the default business', async () => {
        const back = await ssoCode('owner', 'st');
        expect(back.searchParams.get('state')).toBe('st');
        const code = back.searchParams.get('code')!;
        const tokens = await call<{ accessToken: string; refreshToken: string }>('ssoLogin', {
            body: { code, redirect_uri: `${origin}/sso/callback` },
        });
        const claims = await verifyJwt(tokens.accessToken);
        expect(claims).toMatchObject({ sub: 1, biz: 1, typ: 'access' });
        expect((await verifyJwt(tokens.refreshToken))?.typ).toBe('refresh');
        await expect(call('ssoLogin', { body: { code } })).rejects.toMatchObject({ status: 400 });
    });

    it('a refresh token cannot be used as an access token', async () => {
        const { refreshToken } = await signInAs('owner', { store: false });
        await expect(call('me', { token: refreshToken })).rejects.toMatchObject({ status: 401 });
    });

    it('change-business answers a token for a business the user belongs to, 403 otherwise', async () => {
        await signInAs('owner');
        const data = await call<{ accessToken: string }>('changeBusiness', { body: { bizId: 3 } });
        expect((await verifyJwt(data.accessToken))?.biz).toBe(3);
        const me = await call<{ current_biz: { biz_id: number; biz_role: number } }>('me', {
            token: data.accessToken,
        });
        expect(me.current_biz).toMatchObject({ biz_id: 3, biz_role: 2 });
        await expect(
            call('changeBusiness', { body: { bizId: 4 }, token: data.accessToken }),
        ).rejects.toMatchObject({ status: 403 });
    });

    it('set-default-business decides the business opened at the next sign-in', async () => {
        await signInAs('owner');
        await call('setDefaultBusiness', { body: { bizId: 2 } });
        const back = await ssoCode('owner');
        const tokens = await call<{ accessToken: string }>('ssoLogin', {
            body: { code: back.searchParams.get('code'), redirect_uri: `${origin}/sso/callback` },
        });
        expect((await verifyJwt(tokens.accessToken))?.biz).toBe(2);
        await expect(call('setDefaultBusiness', { body: { bizId: 5 } })).rejects.toMatchObject({
            status: 403,
        });
    });
});

describe('mock backend: received invitations', () => {
    it('lists the pending invitations addressed to the user, in the spec shape', async () => {
        await signInAs('owner');
        const list = await call<{
            items: { code: string; bizName: string; createdAt: string }[];
            total: number;
        }>('myInvitationList', {
            query: { status: 'pending' },
        });
        expect(list.total).toBe(2);
        expect(list.items[0]).toMatchObject({ code: 'INV-KRP-0002', bizName: 'HTX Sầu riêng Krông Pắc' });
        expect(Object.keys(list.items[0])).toEqual(
            expect.arrayContaining([
                'code',
                'bizId',
                'bizName',
                'bizPhone',
                'bizAddress',
                'bizLogo',
                'createdAt',
            ]),
        );
    });

    it('accepting makes the user a member with the invited role; a second answer is refused', async () => {
        await signInAs('owner');
        await call('myInvitationAccept', { params: { code: 'INV-ST25-0001' } });
        expect(getDb().memberships.find((m) => m.userId === 1 && m.bizId === 4)).toMatchObject({
            role: 2,
            status: 'active',
        });
        await expect(call('myInvitationReject', { params: { code: 'INV-ST25-0001' } })).rejects.toMatchObject(
            { status: 400 },
        );
    });

    it("rejecting marks it rejected; another user's invitation is not found", async () => {
        await signInAs('owner');
        await call('myInvitationReject', { params: { code: 'INV-KRP-0002' } });
        expect(getDb().invitations.find((i) => i.code === 'INV-KRP-0002')?.status).toBe('rejected');
        await expect(call('myInvitationAccept', { params: { code: 'INV-CDT-0003' } })).rejects.toMatchObject({
            status: 404,
        });
    });
});
