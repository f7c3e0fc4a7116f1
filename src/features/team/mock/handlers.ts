import type { MockDb, MockInvitation, MockMembership } from '../../../mocks/state';
import { nextId } from '../../../mocks/db';
import { refuseInvalid, required, str } from '../../../mocks/crud';
import { badRequest, forbidden, notFound, paginate, route, type Ctx } from '../../../mocks/kit';
import { Role } from '../../../providers/roles';
import { checkEmail, checkPhone, normalisePhone } from '../../../domain/validation';
import type { FeatureHandlers } from '../../../mocks/state';

const ROLES: number[] = [Role.owner, Role.user, Role.observer];

/** A member of the caller's business as the business-user screens see them (id = the user's id). */
function memberOf(db: MockDb, membership: MockMembership) {
    const user = db.users.find((u) => u.id === membership.userId)!;
    return {
        id: user.id,
        name: user.name,
        phone: user.phone,
        email: user.email,
        avatar: user.avatar,
        role: membership.role,
        status: membership.status,
        position: membership.position ?? '',
        note: membership.note ?? '',
        joinedAt: membership.joinedAt,
    };
}

function findMember(ctx: Ctx, id: unknown) {
    const membership = ctx.db.memberships.find(
        (m) => m.bizId === ctx.session.biz!.id && String(m.userId) === String(id),
    );
    if (!membership) throw notFound('Không tìm thấy người dùng trong chủ thể');
    return membership;
}

const activeOwners = (db: MockDb, bizId: number) =>
    db.memberships.filter((m) => m.bizId === bizId && m.role === Role.owner && m.status === 'active');

/** An owner may not lock or demote themself, nor the last active owner of the business. */
function guardOwner(ctx: Ctx, membership: MockMembership, action: 'lock' | 'demote') {
    if (membership.userId === ctx.session.user.id) {
        throw forbidden(
            action === 'lock'
                ? 'Bạn không thể tự khóa tài khoản của mình'
                : 'Bạn không thể tự hạ vai trò của mình',
        );
    }
    // Only an active owner can be the last one: a locked owner may be demoted while you remain.
    const isActiveOwner = membership.role === Role.owner && membership.status === 'active';
    if (isActiveOwner && activeOwners(ctx.db, membership.bizId).length <= 1) {
        throw forbidden('Chủ thể phải còn ít nhất một chủ sở hữu đang hoạt động');
    }
}

function invitationOf(db: MockDb, invitation: MockInvitation) {
    const inviter = db.users.find((u) => u.id === invitation.invitedBy);
    return { ...invitation, invitedByName: inviter?.name ?? '' };
}

/** Business users (members) and the invitations the business sends. */
export const handlers: FeatureHandlers = [
    route('bizUserList', (ctx) => {
        const rows = ctx.db.memberships
            .filter((m) => m.bizId === ctx.session.biz!.id)
            .map((m) => memberOf(ctx.db, m));
        return paginate(rows, ctx.query, {
            search: ['name', 'phone', 'email'],
            filters: ['role', 'status'],
            defaultSort: { field: 'joinedAt', order: 'asc' },
        });
    }),

    route('bizUserDetail', (ctx) => memberOf(ctx.db, findMember(ctx, ctx.params.id))),

    route('bizUserLock', (ctx) => {
        const membership = findMember(ctx, ctx.params.id);
        guardOwner(ctx, membership, 'lock');
        if (membership.status === 'locked') throw badRequest('Người dùng này đã bị khóa');
        membership.status = 'locked';
        return memberOf(ctx.db, membership);
    }),

    route('bizUserUnlock', (ctx) => {
        const membership = findMember(ctx, ctx.params.id);
        if (membership.status === 'active') throw badRequest('Người dùng này đang hoạt động');
        membership.status = 'active';
        return memberOf(ctx.db, membership);
    }),

    route('bizUserChangeRole', (ctx) => {
        const membership = findMember(ctx, ctx.body?.userId ?? ctx.body?.id);
        const role = Number(ctx.body?.role);
        if (!ROLES.includes(role)) throw badRequest('Vai trò không hợp lệ', { role: 'Vai trò không hợp lệ' });
        if (role === membership.role) throw badRequest('Người dùng đã có vai trò này');
        if (membership.role === Role.owner) guardOwner(ctx, membership, 'demote');
        membership.role = role;
        return memberOf(ctx.db, membership);
    }),

    route('bizUserUpdate', (ctx) => {
        const membership = findMember(ctx, ctx.body?.id ?? ctx.body?.userId);
        refuseInvalid({
            position: str(ctx.body?.position).length > 100 ? 'xts.validation.too_long' : undefined,
            note: str(ctx.body?.note).length > 500 ? 'xts.validation.too_long' : undefined,
        });
        membership.position = str(ctx.body?.position);
        membership.note = str(ctx.body?.note);
        return memberOf(ctx.db, membership);
    }),

    route('invitationCreate', (ctx) => {
        const phone = normalisePhone(str(ctx.body?.phone));
        const email = str(ctx.body?.email).toLowerCase();
        const role = Number(ctx.body?.role);
        refuseInvalid({
            phone: !phone && !email ? 'xts.validation.phone_or_email' : checkPhone(phone),
            email: checkEmail(email),
            role:
                required(ctx.body?.role) ??
                (ROLES.includes(role) ? undefined : 'xts.validation.invalid_choice'),
        });
        const bizId = ctx.session.biz!.id;
        const member = ctx.db.users.find(
            (u) =>
                (phone && u.verified?.phone === phone) ||
                (email && u.verified?.email?.toLowerCase() === email),
        );
        // Said on the field that names the person (the phone when it matched, else the email).
        const onContact = (message: string, byPhone: boolean) =>
            badRequest(message, { [byPhone ? 'phone' : 'email']: message });
        if (member && ctx.db.memberships.some((m) => m.userId === member.id && m.bizId === bizId)) {
            throw onContact(
                'Người này đã là thành viên của chủ thể',
                !!phone && member.verified?.phone === phone,
            );
        }
        const pending = ctx.db.invitations.find(
            (i) =>
                i.bizId === bizId &&
                i.status === 'pending' &&
                ((phone && i.phone === phone) || (email && i.email === email)),
        );
        if (pending)
            throw onContact(
                'Đã có một lời mời đang chờ trả lời cho người này',
                !!phone && pending.phone === phone,
            );
        const id = nextId('invitations');
        const invitation: MockInvitation = {
            id,
            code: `INV-${String(bizId).padStart(2, '0')}-${String(id).padStart(5, '0')}`,
            bizId,
            invitedBy: ctx.session.user.id,
            phone: phone || null,
            email: email || null,
            role,
            status: 'pending',
            createdAt: new Date().toISOString(),
            respondedAt: null,
        };
        ctx.db.invitations.push(invitation);
        return invitationOf(ctx.db, invitation);
    }),

    route('invitationList', (ctx) => {
        const rows = ctx.db.invitations
            .filter((i) => i.bizId === ctx.session.biz!.id)
            .map((i) => invitationOf(ctx.db, i));
        return paginate(rows, ctx.query, {
            search: ['phone', 'email', 'code'],
            filters: ['status', 'role'],
            dateField: 'createdAt',
            defaultSort: { field: 'createdAt', order: 'desc' },
        });
    }),

    route('invitationDetail', (ctx) => {
        const invitation = ctx.db.invitations.find(
            (i) => String(i.id) === ctx.params.id && i.bizId === ctx.session.biz!.id,
        );
        if (!invitation) throw notFound('Không tìm thấy lời mời');
        return invitationOf(ctx.db, invitation);
    }),

    route('invitationCancel', (ctx) => {
        const invitation = ctx.db.invitations.find(
            (i) => String(i.id) === ctx.params.id && i.bizId === ctx.session.biz!.id,
        );
        if (!invitation) throw notFound('Không tìm thấy lời mời');
        if (invitation.status !== 'pending') throw badRequest('Chỉ hủy được lời mời đang chờ trả lời');
        invitation.status = 'cancelled';
        invitation.respondedAt = new Date().toISOString();
        return invitationOf(ctx.db, invitation);
    }),
];
