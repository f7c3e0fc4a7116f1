// @vitest-environment jsdom
import '../../../tests/unit/mockServer';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../mocks/db';
import { dataProvider } from '../../providers/dataProvider';
import { call } from '../../providers/http';
import { signInAs } from '../../../tests/unit/helpers';

describe("the team: the business's users and the invitations it sends, in the mock", () => {
    it('never locks or demotes yourself or the last owner', async () => {
        await signInAs('owner');
        await expect(call('bizUserLock', { params: { id: 1 } })).rejects.toMatchObject({
            status: 403,
            message: 'Bạn không thể tự khóa tài khoản của mình',
        });
        await expect(call('bizUserChangeRole', { body: { userId: 1, role: 2 } })).rejects.toMatchObject({
            status: 403,
        });
        // A second owner may be demoted while the first remains.
        getDb().memberships.push({
            userId: 6,
            bizId: 1,
            role: 1,
            status: 'active',
            joinedAt: new Date().toISOString(),
        });
        await call('bizUserChangeRole', { body: { userId: 6, role: 3 } });
        expect(getDb().memberships.find((m) => m.userId === 6 && m.bizId === 1)?.role).toBe(3);
    });

    it('locks and unlocks a member; a locked member loses the business', async () => {
        await signInAs('owner');
        await call('bizUserLock', { params: { id: 2 } });
        await expect(call('bizUserLock', { params: { id: 2 } })).rejects.toMatchObject({ status: 400 });
        const me = await call<{ current_biz: unknown }>('me', {
            token: (await signInAs('user', { store: false })).accessToken,
        });
        expect(me.current_biz).toBeNull();
        await signInAs('owner');
        await call('bizUserUnlock', { params: { id: 2 } });
        expect(getDb().memberships.find((m) => m.userId === 2 && m.bizId === 1)?.status).toBe('active');
    });

    it('invitations: one pending per person, not to members, only pending ones can be cancelled', async () => {
        await signInAs('owner');
        await expect(
            call('invitationCreate', { body: { phone: '0901000002', role: 2 } }),
        ).rejects.toMatchObject({ message: 'Người này đã là thành viên của chủ thể' });
        await expect(
            call('invitationCreate', { body: { phone: '0909123456', role: 2 } }),
        ).rejects.toMatchObject({ status: 400 });
        await expect(call('invitationCreate', { body: { role: 2 } })).rejects.toMatchObject({
            body: { errors: { phone: 'Nhập số điện thoại hoặc email' } },
        });
        const sent = await call<{ id: number; code: string }>('invitationCreate', {
            body: { email: 'NEW@EXAMPLE.VN', role: 3 },
        });
        await call('invitationCancel', { params: { id: sent.id } });
        await expect(call('invitationCancel', { params: { id: sent.id } })).rejects.toMatchObject({
            message: 'Chỉ hủy được lời mời đang chờ trả lời',
        });
        const list = await dataProvider.getList('invitations', {
            pagination: { page: 1, perPage: 50 },
            sort: { field: 'createdAt', order: 'DESC' },
            filter: { status: 'cancelled' },
        });
        expect(list.data.map((i) => i.id)).toContain(sent.id);
    });

    it('a locked owner may be demoted while an active owner remains; the last active owner may not', async () => {
        await signInAs('owner');
        getDb().memberships.push({
            userId: 6,
            bizId: 1,
            role: 1,
            status: 'locked',
            joinedAt: new Date().toISOString(),
        });
        await call('bizUserChangeRole', { body: { userId: 6, role: 2 } });
        expect(getDb().memberships.find((m) => m.userId === 6 && m.bizId === 1)?.role).toBe(2);
        // Owner 1 is now the only active owner: another owner cannot take that place away from them.
        getDb().memberships.find((m) => m.userId === 6 && m.bizId === 1)!.role = 1;
        getDb().memberships.find((m) => m.userId === 6 && m.bizId === 1)!.status = 'active';
        await call('bizUserLock', { params: { id: 6 } });
        await expect(call('bizUserChangeRole', { body: { userId: 1, role: 2 } })).rejects.toMatchObject({
            status: 403,
        });
    });
});
