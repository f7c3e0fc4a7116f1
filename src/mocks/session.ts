import type { MockDb, MockUser } from './db';
import { signJwt } from './jwt';
import { resolveBiz } from './kit';

/** A token pair for a user, acting on a business (null: the user's default). */
export async function issueTokens(db: MockDb, userId: number, bizId: number | null) {
    const { biz } = resolveBiz(db, userId, bizId);
    const claims = { sub: userId, biz: biz?.id ?? null };
    return {
        accessToken: await signJwt({ ...claims, typ: 'access' }, db.settings.accessTtl),
        refreshToken: await signJwt({ ...claims, typ: 'refresh' }, db.settings.refreshTtl),
    };
}

/** GET /api/me's answer: the user, the current business and every business they belong to. */
export function meOf(db: MockDb, user: MockUser, tokenBiz: number | null) {
    const { biz, membership } = resolveBiz(db, user.id, tokenBiz);
    const { persona: _persona, ...me } = user;
    return {
        // The business opened at sign-in (set-default-business), when the user chose one.
        me: { ...me, default_biz_id: db.defaultBiz[user.id] ?? null },
        current_biz: biz && membership ? { biz_id: biz.id, biz_name: biz.name, biz_logo: biz.logo, biz_role: membership.role } : null,
        managed_bizs: db.memberships
            .filter((m) => m.userId === user.id && m.status === 'active')
            .map((m) => {
                const b = db.businesses.find((x) => x.id === m.bizId)!;
                return { id: b.id, name: b.name, logo: b.logo, role: m.role };
            }),
    };
}
