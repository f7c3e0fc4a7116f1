import type { MockDb, MockUser } from './state';
import { claimsOf, signJwt } from './jwt';
import { resolveBiz } from './requestAuth';

/** A revoked or expired sign-in is kept this long, then forgotten. */
const KEEP_ENDED_MS = 24 * 3600 * 1000;

/**
 * A token pair for a user, acting on a business (null: the user's default). Without `sid` it starts
 * a new sign-in; with one it rotates that sign-in's refresh token (the previous one is spent).
 */
export async function issueTokens(db: MockDb, userId: number, bizId: number | null, sid?: string) {
    const { biz } = resolveBiz(db, userId, bizId);
    const now = Date.now();
    db.authSessions = (db.authSessions ?? []).filter((s) => s.exp + KEEP_ENDED_MS > now);
    let session = sid ? db.authSessions.find((s) => s.id === sid && !s.revoked) : undefined;
    if (!session) {
        session = { id: crypto.randomUUID(), userId, refreshJti: null, revoked: false, exp: 0 };
        db.authSessions.push(session);
    }
    const claims = { sub: userId, biz: biz?.id ?? null, sid: session.id };
    const accessToken = await signJwt({ ...claims, typ: 'access' }, db.settings.accessTtl, now);
    const refreshToken = await signJwt({ ...claims, typ: 'refresh' }, db.settings.refreshTtl, now);
    session.refreshJti = claimsOf(refreshToken).jti;
    // Tokens belong to one business: those issued before a switch are refused from now on.
    session.bizId = biz?.id ?? null;
    session.exp = now + db.settings.refreshTtl * 1000;
    return { accessToken, refreshToken };
}

/** Ends a sign-in: every access and refresh token descended from it is refused from now on. */
export function revokeSession(db: MockDb, sid: string | undefined) {
    const session = db.authSessions.find((s) => s.id === sid);
    if (session) session.revoked = true;
}

/** GET /api/me's answer: the user, the current business and every business they belong to. */
export function meOf(db: MockDb, user: MockUser, tokenBiz: number | null) {
    const { biz, membership } = resolveBiz(db, user.id, tokenBiz);
    const { persona: _persona, verified: _verified, ...me } = user;
    return {
        // The business opened at sign-in (set-default-business), when the user chose one.
        me: { ...me, default_biz_id: db.defaultBiz[user.id] ?? null },
        current_biz:
            biz && membership
                ? { biz_id: biz.id, biz_name: biz.name, biz_logo: biz.logo, biz_role: membership.role }
                : null,
        managed_bizs: db.memberships
            .filter((m) => m.userId === user.id && m.status === 'active')
            .map((m) => {
                const b = db.businesses.find((x) => x.id === m.bizId)!;
                return { id: b.id, name: b.name, logo: b.logo, role: m.role };
            }),
    };
}
