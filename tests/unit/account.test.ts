// @vitest-environment jsdom
import './mockServer';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/mocks/db';
import { passwordProblems } from '../../src/domain/validation';
import { call } from '../../src/providers/http';
import { signInAs } from './helpers';

describe('mock rules: affiliate campaigns', () => {
    it('shows a live campaign without a token and refuses an unknown or ended one', async () => {
        const campaign = await call<{ id: number; title: string }>('publicAffiliate', {
            params: { code: 'nongsanviet2026' },
        });
        expect(campaign.title).toContain('truy xuất');
        await expect(call('publicAffiliate', { params: { code: 'KHONGCO' } })).rejects.toMatchObject({
            status: 404,
        });
        await expect(call('publicAffiliate', { params: { code: 'HETHAN2025' } })).rejects.toMatchObject({
            status: 404,
        });
    });

    it('lets an owner accept once; a second decision and other roles are refused', async () => {
        await signInAs('owner');
        const link = await call<{ status: string; bizId: number }>('affiliateAccept', { params: { id: 1 } });
        expect(link).toMatchObject({ status: 'accepted', bizId: 1 });
        await expect(call('affiliateReject', { params: { id: 1 } })).rejects.toMatchObject({
            status: 400,
            message: expect.stringContaining('đã đồng ý'),
        });
        await expect(call('affiliateAccept', { params: { id: 2 } })).rejects.toMatchObject({ status: 404 });
        await signInAs('user');
        await expect(call('affiliateAccept', { params: { id: 1 } })).rejects.toMatchObject({ status: 403 });
    });
});

describe('mock rules: profile, issue reports, sign-in methods, leaving', () => {
    it('creates a profile once, for status 0 only, with field errors', async () => {
        await signInAs('newcomer');
        const bad = await call<any>('createProfile', {
            body: { name: '', phone: '123', birthday: '2999-01-01', province: '68', ward: '19005' },
        }).catch((e) => e);
        expect(bad.status).toBe(400);
        expect(Object.keys(bad.body.errors)).toEqual(
            expect.arrayContaining(['name', 'phone', 'birthday', 'ward']),
        );
        // The address of a person is optional; when given, the ward must lie in the province.
        const noAddress = await call<any>('createProfile', { body: { name: 'A', phone: '123' } }).catch(
            (e) => e,
        );
        expect(Object.keys(noAddress.body.errors)).toEqual(['phone']);
        await call('createProfile', {
            body: { name: 'Ngô Thanh Tâm', phone: '0912000111', province: '68', birthday: '1990-04-02' },
        });
        const user = getDb().users.find((u) => u.persona === 'newcomer')!;
        expect(user).toMatchObject({ status: 1, name: 'Ngô Thanh Tâm', province: '68' });
        await expect(
            call('createProfile', { body: { name: 'X', phone: '0912000111', province: '68' } }),
        ).rejects.toMatchObject({ status: 400 });
    });

    it('records an issue report and refuses an empty description', async () => {
        await signInAs('observer');
        await expect(
            call('reportIssue', { body: { category: 'bug', description: 'ngắn' } }),
        ).rejects.toMatchObject({ status: 400 });
        const answer = await call<{ ticket: string }>('reportIssue', {
            body: {
                category: 'stamp',
                description: 'Không in được đợt tem 1.000 tem',
                page: '/stamp-generator/add',
            },
        });
        expect(answer.ticket).toMatch(/^XTS-\d{6}$/);
    });

    it('adds a password by the rules and never deletes the last sign-in method', async () => {
        expect(passwordProblems('abc')).toEqual(['length', 'upper', 'digit']);
        expect(passwordProblems('Caphe2026')).toEqual([]);
        await signInAs('user');
        const [sso] = await call<{ id: number; kind: string }[]>('credentialList');
        expect(sso.kind).toBe('sso');
        await expect(call('credentialDelete', { params: { id: sso.id } })).rejects.toMatchObject({
            status: 400,
            message: expect.stringContaining('cuối cùng'),
        });
        await expect(
            call('credentialAddPassword', { body: { password: 'Caphe2026', confirm: 'Caphe2025' } }),
        ).rejects.toMatchObject({ status: 400 });
        const password = await call<{ id: number; kind: string }>('credentialAddPassword', {
            body: { password: 'Caphe2026', confirm: 'Caphe2026' },
        });
        expect(password.kind).toBe('password');
        expect(JSON.stringify(getDb())).not.toContain('Caphe2026');
        await call('credentialDelete', { params: { id: sso.id } });
        await expect(call('credentialDelete', { params: { id: password.id } })).rejects.toMatchObject({
            status: 400,
        });
    });

    it('links a messaging-app account only with the state it issued', async () => {
        await signInAs('user');
        const { state } = await call<{ state: string }>('credentialZaloLoginUrl');
        await expect(
            call('credentialAddZalo', { body: { code: 'z1', state: 'forged' } }),
        ).rejects.toMatchObject({ status: 400 });
        const zalo = await call<{ kind: string }>('credentialAddZalo', { body: { code: 'z1', state } });
        expect(zalo.kind).toBe('zalo');
        await expect(call('credentialAddZalo', { body: { code: 'z1', state } })).rejects.toMatchObject({
            status: 400,
        });
    });

    it('refuses to let the only owner leave; a member leaves and the business is gone from their list', async () => {
        const { user: owner } = await signInAs('owner');
        await expect(call('leaveBusiness', { params: { id: 1 } })).rejects.toMatchObject({
            status: 400,
            message: expect.stringContaining('chủ sở hữu duy nhất'),
        });
        // The owner is a plain user in business 3.
        await call('leaveBusiness', { params: { id: 3 } });
        expect(getDb().memberships.some((m) => m.userId === owner.id && m.bizId === 3)).toBe(false);
        await expect(call('leaveBusiness', { params: { id: 3 } })).rejects.toMatchObject({ status: 404 });
    });

    it('updates the profile of any role; a new avatar must be an image, and an empty value removes it', async () => {
        const { user } = await signInAs('observer');
        const form = (fields: Record<string, string | Blob>) => {
            const data = new FormData();
            Object.entries(fields).forEach(([key, value]) => data.append(key, value));
            return data;
        };
        const base = { name: 'Phạm Quốc Bảo', phone: '0901000003' };
        await expect(
            call('updateProfile', {
                body: form({ ...base, avatar: new File(['x'], 'a.txt', { type: 'text/plain' }) }),
            }),
        ).rejects.toMatchObject({ status: 400 });
        await call('updateProfile', {
            body: form({
                ...base,
                avatar: new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'a.png', {
                    type: 'image/png',
                }),
            }),
        });
        expect(getDb().users.find((u) => u.id === user.id)!.avatar).toMatch(/^data:image\//);
        const me = await call<{ me: { avatar: string | null; name: string } }>('me');
        expect(me.me.avatar).toMatch(/^data:image\//);
        await call('updateProfile', { body: form({ ...base, name: 'Phạm Bảo', avatar: '' }) });
        expect(getDb().users.find((u) => u.id === user.id)).toMatchObject({ avatar: null, name: 'Phạm Bảo' });
    });

    it('remembers the default business in /api/me and opens it at the next sign-in', async () => {
        await signInAs('owner');
        expect((await call<{ me: { default_biz_id: number } }>('me')).me.default_biz_id).toBe(1);
        await expect(call('setDefaultBusiness', { body: { bizId: 4 } })).rejects.toMatchObject({
            status: 403,
        });
        await call('setDefaultBusiness', { body: { bizId: 2 } });
        expect((await call<{ me: { default_biz_id: number } }>('me')).me.default_biz_id).toBe(2);
        await signInAs('owner');
        expect((await call<{ current_biz: { biz_id: number } }>('me')).current_biz.biz_id).toBe(2);
    });
});
