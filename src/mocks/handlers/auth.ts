import { route, badRequest, forbidden, host } from '../kit';
import { issueTokens, meOf, revokeSession } from '../session';
import { registeredRedirect } from '../sso';

/** The console's emulated SSO page (browser mock) and the reference server's own. */
const MOCK_SSO_PATH = '/mock-sso';
const SERVER_SSO_PATH = '/sso/authorize';

/** Sign-in (emulated SSO), tokens, the current user and business switching. */
export const authHandlers = [
    route('ssoGetAuthUrl', ({ query, request }) => {
        const redirectUri = query.get('redirect_uri');
        const state = query.get('state');
        if (!redirectUri || !state) throw badRequest('Thiếu redirect_uri hoặc state');
        // Only the console's own callback is registered with this SSO client.
        const target = registeredRedirect(redirectUri, request.url);
        if (!target) throw badRequest('redirect_uri chưa được đăng ký');
        const url = host.serverSso
            ? new URL(SERVER_SSO_PATH, request.url)
            : new URL(MOCK_SSO_PATH, target.origin);
        url.searchParams.set('redirect_uri', redirectUri);
        url.searchParams.set('state', state);
        const hint = query.get('login_hint');
        if (hint) url.searchParams.set('login_hint', hint);
        return { url: url.toString() };
    }),

    route('ssoLogin', async ({ db, body }) => {
        const code = String(body?.code ?? '');
        const entry = db.ssoCodes.find((c) => c.code === code);
        db.ssoCodes = db.ssoCodes.filter((c) => c.code !== code && c.exp > Date.now());
        if (!entry || entry.exp <= Date.now()) throw badRequest('Mã đăng nhập không hợp lệ hoặc đã hết hạn');
        // The code is bound to the redirect URI it was issued for.
        if (String(body?.redirect_uri ?? '') !== entry.redirectUri)
            throw badRequest('redirect_uri không khớp');
        const user = db.users.find((u) => u.id === entry.userId);
        // What the SSO vouched for becomes the user's verified identity (invitations match on it).
        if (user) user.verified = { ...entry.identity };
        return issueTokens(db, entry.userId, db.defaultBiz[entry.userId] ?? null);
    }),

    // Rotation: each refresh token buys one new pair; the kit refuses a spent one and ends its sign-in.
    route(
        'refresh',
        ({ db, session }) => issueTokens(db, session.user.id, session.claims.biz, session.claims.sid),
        {
            token: 'refresh',
            saves: true,
        },
    ),

    route('me', ({ db, session }) => meOf(db, session.user, session.claims.biz)),

    // Ends the sign-in: its access and refresh tokens are refused from now on.
    route('logout', ({ db, session }) => {
        revokeSession(db, session.claims.sid);
        return null;
    }),

    route('changeBusiness', async ({ db, session, body }) => {
        const bizId = Number(body?.bizId);
        const membership = db.memberships.find((m) => m.userId === session.user.id && m.bizId === bizId);
        if (!membership) throw forbidden('Bạn không thuộc chủ thể này');
        if (membership.status !== 'active') throw forbidden('Tài khoản của bạn đã bị khóa trong chủ thể này');
        return issueTokens(db, session.user.id, bizId, session.claims.sid);
    }),

    route('setDefaultBusiness', ({ db, session, body }) => {
        const bizId = Number(body?.bizId);
        const membership = db.memberships.find(
            (m) => m.userId === session.user.id && m.bizId === bizId && m.status === 'active',
        );
        if (!membership) throw forbidden('Bạn không thuộc chủ thể này');
        db.defaultBiz[session.user.id] = bizId;
        return { bizId };
    }),
];
