import type { CallName } from '../providers/callTypes';
import { saveDb } from './db';
import type { MockDb, Session } from './state';
import { verifyJwt, type Claims } from './jwt';

/** A token a user gave a third-party application (OAuth), as the authorization provider knows it. */
export interface ThirdPartyGrant {
    userId: number;
    bizId: number;
    allows: (call: CallName) => boolean;
}

let thirdPartyTokens: ((db: MockDb, token: string) => ThirdPartyGrant | null) | null = null;

/** The authorization provider (handlers/oauth.ts) tells the API which application tokens are valid. */
export function acceptThirdPartyTokens(resolve: (db: MockDb, token: string) => ThirdPartyGrant | null) {
    thirdPartyTokens = resolve;
}

/** The business a session acts on: the token's if the user is still an active member, else the default. */
export function resolveBiz(db: MockDb, userId: number, tokenBiz: number | null) {
    const active = db.memberships.filter((m) => m.userId === userId && m.status === 'active');
    const membership =
        active.find((m) => m.bizId === tokenBiz) ??
        active.find((m) => m.bizId === db.defaultBiz[userId]) ??
        active.find((m) => m.role === 1) ??
        active[0] ??
        null;
    const biz = membership ? (db.businesses.find((b) => b.id === membership.bizId) ?? null) : null;
    return { biz, membership: biz ? membership : null };
}

export async function authenticate(
    db: MockDb,
    request: Request,
    typ: 'access' | 'refresh',
    /** Also an access token of the business its sign-in has switched away from (replays of that switch). */
    { switchedAway = false }: { switchedAway?: boolean } = {},
): Promise<Session | null> {
    const header = request.headers.get('authorization') ?? '';
    const match = /^Bearer\s+(.+)$/i.exec(header);
    if (!match) return null;
    const claims = await verifyJwt(match[1]);
    if (!claims && typ === 'access') return thirdPartySession(db, match[1]);
    if (!claims || claims.typ !== typ) return null;
    if (typeof claims.sid !== 'string') return null;
    let signIn = db.authSessions.find((s) => s.id === claims.sid);
    if (!signIn) {
        // A sign-in this store has not seen, under a valid signature: issued with the same key by
        // another host of these handlers (the end-to-end runner) or before a restart with --secret.
        // It is adopted; its first refresh token presented becomes the one that may be spent.
        signIn = {
            id: claims.sid,
            userId: claims.sub,
            refreshJti: null,
            revoked: false,
            exp: claims.exp * 1000,
            bizId: claims.biz,
        };
        db.authSessions.push(signIn);
    }
    // Signed out or revoked.
    if (signIn.revoked || signIn.userId !== claims.sub) return null;
    // An access token of the business this sign-in has switched away from (change-business): the old
    // business's data is not read or written with it any more.
    if (
        typ === 'access' &&
        !switchedAway &&
        signIn.bizId !== undefined &&
        (claims.biz ?? null) !== signIn.bizId
    )
        return null;
    if (typ === 'refresh' && signIn.refreshJti !== null && claims.jti !== signIn.refreshJti) {
        // A refresh token spent before is presented again: someone else holds a copy. The whole
        // sign-in ends, for the thief and the owner alike (the owner signs in again).
        signIn.revoked = true;
        saveDb();
        return null;
    }
    const user = db.users.find((u) => u.id === claims.sub);
    if (!user) return null;
    const { biz, membership } = resolveBiz(db, user.id, claims.biz);
    return { claims, user, biz, membership, role: membership?.role ?? null };
}

/**
 * An application's token acts for the user who gave it, in the business it was given for (never
 * another one), with the user's role there: a scope never grants more than the role allows.
 */
function thirdPartySession(db: MockDb, token: string): Session | null {
    const grant = thirdPartyTokens?.(db, token);
    if (!grant) return null;
    const user = db.users.find((u) => u.id === grant.userId);
    if (!user) return null;
    const membership =
        db.memberships.find(
            (m) => m.userId === user.id && m.bizId === grant.bizId && m.status === 'active',
        ) ?? null;
    const biz = membership ? (db.businesses.find((b) => b.id === grant.bizId) ?? null) : null;
    const claims: Claims = {
        sub: user.id,
        typ: 'access',
        biz: grant.bizId,
        iat: 0,
        exp: 0,
        jti: 'third-party',
    };
    return {
        claims,
        user,
        biz,
        membership: biz ? membership : null,
        role: biz ? (membership?.role ?? null) : null,
        grantAllows: grant.allows,
    };
}
