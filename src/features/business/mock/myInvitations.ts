import type { MockDb, MockInvitation, MockUser } from '../../../mocks/state';
import { route, badRequest, notFound, paginate } from '../../../mocks/kit';
import { fullAddress } from '../../../mocks/data/locations';

/**
 * An invitation is the user's when it names the phone or e-mail the SSO vouched for at sign-in
 * (user.verified), never the profile's phone or e-mail, which the user may set to anything.
 */
const addressedTo = (invitation: MockInvitation, user: MockUser) =>
    (!!invitation.phone && !!user.verified?.phone && invitation.phone === user.verified.phone) ||
    (!!invitation.email &&
        !!user.verified?.email &&
        invitation.email.toLowerCase() === user.verified.email.toLowerCase());

/** The spec's "my invitation" shape. */
export function myInvitationOf(db: MockDb, invitation: MockInvitation) {
    const biz = db.businesses.find((b) => b.id === invitation.bizId);
    return {
        id: invitation.id,
        code: invitation.code,
        bizId: invitation.bizId,
        bizName: biz?.name ?? '',
        bizPhone: biz?.phone ?? '',
        bizAddress: biz ? fullAddress(biz.address, biz.ward, biz.province) : '',
        bizLogo: biz?.logo ?? null,
        role: invitation.role,
        status: invitation.status,
        createdAt: invitation.createdAt,
    };
}

function findMine(db: MockDb, user: MockUser, code: string) {
    const invitation = db.invitations.find((i) => i.code === code && addressedTo(i, user));
    if (!invitation) throw notFound('Không tìm thấy lời mời');
    if (invitation.status !== 'pending') throw badRequest('Lời mời này đã được xử lý hoặc đã bị hủy');
    return invitation;
}

/** Invitations received by the signed-in user. */
export const myInvitationHandlers = [
    route('myInvitationList', ({ db, session, query }) => {
        const status = query.get('status');
        const rows = db.invitations
            .filter((i) => addressedTo(i, session.user) && (!status || i.status === status))
            .map((i) => myInvitationOf(db, i));
        return paginate(rows, query, { defaultSort: { field: 'createdAt', order: 'desc' }, filters: [] });
    }),

    route('myInvitationDetail', ({ db, session, params }) => {
        const invitation = db.invitations.find(
            (i) => (String(i.id) === params.id || i.code === params.id) && addressedTo(i, session.user),
        );
        if (!invitation) throw notFound('Không tìm thấy lời mời');
        return myInvitationOf(db, invitation);
    }),

    route('myInvitationAccept', ({ db, session, params }) => {
        const invitation = findMine(db, session.user, params.code);
        const existing = db.memberships.find(
            (m) => m.userId === session.user.id && m.bizId === invitation.bizId,
        );
        if (existing?.status === 'active') throw badRequest('Bạn đã là thành viên của chủ thể này');
        if (existing) throw badRequest('Tài khoản của bạn đang bị khóa trong chủ thể này');
        db.memberships.push({
            userId: session.user.id,
            bizId: invitation.bizId,
            role: invitation.role,
            status: 'active',
            joinedAt: new Date().toISOString(),
        });
        if (!db.defaultBiz[session.user.id]) db.defaultBiz[session.user.id] = invitation.bizId;
        invitation.status = 'accepted';
        invitation.respondedAt = new Date().toISOString();
        return myInvitationOf(db, invitation);
    }),

    route('myInvitationReject', ({ db, session, params }) => {
        const invitation = findMine(db, session.user, params.code);
        invitation.status = 'rejected';
        invitation.respondedAt = new Date().toISOString();
        return myInvitationOf(db, invitation);
    }),
];
