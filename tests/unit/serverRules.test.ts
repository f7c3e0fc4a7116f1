// @vitest-environment jsdom
import './mockServer';
import { afterEach, describe, expect, it } from 'vitest';
import { call } from '../../src/providers/http';
import { getDb } from '../../src/mocks/db';
import { configureHost, OTHER_BUSINESS } from '../../src/mocks/kit';
import { ssoPageHandlers } from '../../src/mocks/sso';
import { server } from '../../src/mocks/node';
import { signInAs } from './helpers';

type Pair = { accessToken: string; refreshToken: string };
const refresh = (refreshToken: string) => call<Pair>('refresh', { token: refreshToken });
const status = (promise: Promise<unknown>) =>
    promise.then(
        () => 200,
        (e: { status?: number }) => e.status,
    );

describe("the API's rules, in every host of the handlers", () => {
    it('rotates refresh tokens: each is spent once, and spending one again ends the whole sign-in', async () => {
        const first = await signInAs('owner', { store: false });
        const second = await refresh(first.refreshToken);
        expect(second.refreshToken).not.toBe(first.refreshToken);
        // The new pair works; the spent refresh token does not buy another.
        expect(await status(call('me', { token: second.accessToken }))).toBe(200);
        expect(await status(refresh(first.refreshToken))).toBe(401);
        // That reuse revoked everything descended from the sign-in, the newest pair included.
        expect(await status(call('me', { token: second.accessToken }))).toBe(401);
        expect(await status(refresh(second.refreshToken))).toBe(401);
        expect(await status(call('me', { token: first.accessToken }))).toBe(401);
        // Another sign-in of the same person is not affected.
        const other = await signInAs('owner', { store: false });
        expect(await status(call('me', { token: other.accessToken }))).toBe(200);
    });

    it('a business switch rotates the refresh token of the same sign-in', async () => {
        const first = await signInAs('owner');
        const switched = await call<Pair>('changeBusiness', { body: { bizId: 2 } });
        expect(await status(refresh(first.refreshToken))).toBe(401);
        expect(await status(call('me', { token: switched.accessToken }))).toBe(401);
    });

    it('logout revokes both tokens of the session', async () => {
        const { accessToken, refreshToken } = await signInAs('owner', { store: false });
        await call('logout', { token: accessToken });
        expect(await status(call('me', { token: accessToken }))).toBe(401);
        expect(await status(refresh(refreshToken))).toBe(401);
    });

    it("matches invitations on the identity verified at sign-in: an observer who puts the owner's phone on their profile neither sees nor accepts the owner's invitation", async () => {
        const db = getDb();
        const owner = db.users.find((u) => u.persona === 'owner')!;
        const invitation = db.invitations.find((i) => i.phone === owner.phone && i.status === 'pending')!;
        await signInAs('observer');
        const form = new FormData();
        form.set('name', 'Phạm Quốc Bảo');
        form.set('phone', owner.phone);
        form.set('email', 'bao.pham@example.vn');
        await call('updateProfile', { body: form });
        expect(db.users.find((u) => u.persona === 'observer')!.phone).toBe(owner.phone);
        const mine = await call<{ items: { code: string }[] }>('myInvitationList', {
            query: { status: 'pending' },
        });
        expect(mine.items.map((i) => i.code)).not.toContain(invitation.code);
        expect(await status(call('myInvitationDetail', { params: { id: invitation.code } }))).toBe(404);
        expect(await status(call('myInvitationAccept', { params: { code: invitation.code } }))).toBe(404);
        expect(db.memberships.some((m) => m.userId === 3 && m.bizId === invitation.bizId)).toBe(false);
        expect(invitation.status).toBe('pending');
        // The owner, whom the SSO vouches for with that phone, still has it.
        await signInAs('owner');
        const owners = await call<{ items: { code: string }[] }>('myInvitationList', {
            query: { status: 'pending' },
        });
        expect(owners.items.map((i) => i.code)).toContain(invitation.code);
    });

    it('the SSO sign-in stores the identity it vouched for, whatever the profile says', async () => {
        const origin = 'http://localhost:3000';
        const db = getDb();
        const observer = db.users.find((u) => u.persona === 'observer')!;
        observer.phone = '0901000001';
        const response = await fetch(`${origin}/__mock/sso/authorize`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ persona: 'observer', state: 's', redirect_uri: `${origin}/sso/callback` }),
        });
        const back = new URL(((await response.json()) as { redirect: string }).redirect);
        await call('ssoLogin', {
            body: { code: back.searchParams.get('code'), redirect_uri: `${origin}/sso/callback` },
        });
        expect(observer.verified).toEqual({ phone: '0901000003', email: 'bao.pham@example.vn' });
    });

    it("answers a record of a business the caller is not a member of with the same 404 as a missing one; 'switch to it' only to members", async () => {
        const db = getDb();
        const honey = db.products.find((p) => p.bizId === 3)!;
        const teaBatch = db.stampGenerations!.find((g) => g.bizId === 2)!;
        // Lê Thị Hoa belongs to the coffee cooperative only.
        await signInAs('user');
        const missingProduct = await call('productDetail', { params: { id: 99999 } }).catch(
            (e: Error & { status: number }) => e,
        );
        const foreignProduct = await call('productDetail', { params: { id: honey.id } }).catch(
            (e: Error & { status: number }) => e,
        );
        expect(foreignProduct).toMatchObject({ status: 404, message: (missingProduct as Error).message });
        const missingBatch = await call('generationDetail', { params: { id: 99999 } }).catch(
            (e: Error & { status: number }) => e,
        );
        const foreignBatch = await call('generationDetail', { params: { id: teaBatch.id } }).catch(
            (e: Error & { status: number }) => e,
        );
        expect(foreignBatch).toMatchObject({ status: 404, message: (missingBatch as Error).message });
        // The owner is a member of both: told to switch.
        await signInAs('owner');
        await expect(call('productDetail', { params: { id: honey.id } })).rejects.toMatchObject({
            status: 403,
            message: OTHER_BUSINESS,
        });
        await expect(call('generationDetail', { params: { id: teaBatch.id } })).rejects.toMatchObject({
            status: 403,
            message: OTHER_BUSINESS,
        });
    });

    it('refuses NUL and bidi controls in any text field, and text beyond its limit, with a field error', async () => {
        await signInAs('owner');
        const product = getDb().products.find((p) => p.bizId === 1)!;
        for (const bad of ['Cà phê\u0000', 'Cà phê \u202Egnp.exe', 'Cà phê \u2066x\u2069']) {
            await expect(
                call('productEdit', { params: { id: product.id }, body: { ...product, name: bad } }),
            ).rejects.toMatchObject({
                status: 400,
                body: { errors: { name: expect.stringContaining('ký tự không được phép') } },
            });
        }
        await expect(
            call('productEdit', { params: { id: product.id }, body: { ...product, brand: 'x'.repeat(501) } }),
        ).rejects.toMatchObject({
            status: 400,
            body: { errors: { brand: expect.stringContaining('500') } },
        });
        await expect(
            call('businessUpdate', { body: { description: 'Ủ men '.repeat(1001) } }),
        ).rejects.toMatchObject({
            status: 400,
            body: { errors: { description: expect.stringContaining('5000') } },
        });
        // A data URL is a file only in a picture field; elsewhere it is text like any other.
        await expect(
            call('productEdit', {
                params: { id: product.id },
                body: { ...product, brand: `data:,${'x'.repeat(600)}` },
            }),
        ).rejects.toMatchObject({
            status: 400,
            body: { errors: { brand: expect.stringContaining('500') } },
        });
        expect(getDb().products.find((p) => p.id === product.id)!.name).toBe(product.name);
    });

    it('takes only https: addresses or uploaded pictures in URL fields', async () => {
        await signInAs('owner');
        for (const website of ['http://caphecaudat.vn', 'javascript:alert(1)', 'ftp://caphecaudat.vn']) {
            await expect(call('businessUpdate', { body: { website } })).rejects.toMatchObject({
                status: 400,
                body: { errors: { website: expect.any(String) } },
            });
        }
        await expect(
            call('businessUpdate', { body: { logo: 'data:image/svg+xml,<svg onload="alert(1)"/>' } }),
        ).rejects.toMatchObject({
            status: 400,
            body: { errors: { logo: expect.any(String) } },
        });
        await expect(
            call('businessUpdate', { body: { images: ['http://cdn.example.vn/a.png'] } }),
        ).rejects.toMatchObject({
            status: 400,
            body: { errors: { images: expect.any(String) } },
        });
        const form = new FormData();
        form.append(
            'files',
            new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'logo.png', { type: 'image/png' }),
        );
        const { urls } = await call<{ urls: string[] }>('uploadBizImages', { body: form });
        await call('businessUpdate', {
            body: {
                website: 'https://caphecaudat.vn',
                logo: urls[0],
                images: ['https://cdn.example.vn/a.png', ...urls],
            },
        });
        expect(getDb().businesses.find((b) => b.id === 1)).toMatchObject({
            website: 'https://caphecaudat.vn',
            logo: urls[0],
        });
        const product = getDb().products.find((p) => p.bizId === 1)!;
        await expect(
            call('productEdit', {
                params: { id: product.id },
                body: { ...product, images: ['http://cdn.example.vn/p.png'] },
            }),
        ).rejects.toMatchObject({
            status: 400,
            body: { errors: { images: expect.any(String) } },
        });
    });
});

describe("the reference server's SSO page", () => {
    afterEach(() => configureHost({ serverSso: false, origins: [] }));

    it('offers one button per persona and returns to a registered callback with a single-use code bound to it', async () => {
        configureHost({ serverSso: true, origins: ['http://127.0.0.1:4641'] });
        server.use(...ssoPageHandlers);
        const api = 'http://127.0.0.1:4640';
        const callback = 'http://127.0.0.1:4641/sso/callback';
        const { url } = await call<{ url: string }>('ssoGetAuthUrl', {
            query: { redirect_uri: callback, state: 'st' },
        });
        expect(new URL(url).pathname).toBe('/sso/authorize');
        const html = await (await fetch(url.replace(new URL(url).origin, api))).text();
        expect(html.match(/name="persona"/g)).toHaveLength(5);
        const refusedPage = await fetch(
            `${api}/sso/authorize?redirect_uri=${encodeURIComponent('https://evil.example/sso/callback')}&state=st`,
        );
        expect(refusedPage.status).toBe(400);
        const chosen = await fetch(`${api}/sso/authorize`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ persona: 'owner', state: 'st', redirect_uri: callback }),
            redirect: 'manual',
        });
        expect(chosen.status).toBe(303);
        const back = new URL(chosen.headers.get('location')!);
        expect(back.origin + back.pathname).toBe(callback);
        expect(back.searchParams.get('state')).toBe('st');
        const code = back.searchParams.get('code')!;
        await expect(
            call('ssoLogin', { body: { code, redirect_uri: 'http://127.0.0.1:4641/other' } }),
        ).rejects.toMatchObject({ status: 400 });
        // A code offered with the wrong redirect URI is spent all the same.
        await expect(call('ssoLogin', { body: { code, redirect_uri: callback } })).rejects.toMatchObject({
            status: 400,
        });
    });
});
