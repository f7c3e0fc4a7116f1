import { route, badRequest, forbidden } from '../kit';
import { issueTokens, meOf } from '../session';

const MOCK_SSO_PATH = '/mock-sso';

/** Sign-in (emulated SSO), tokens, the current user and business switching. */
export const authHandlers = [
    route('ssoGetAuthUrl', ({ query, request }) => {
        const redirectUri = query.get('redirect_uri');
        const state = query.get('state');
        if (!redirectUri || !state) throw badRequest('Thiếu redirect_uri hoặc state');
        let target: URL;
        try {
            target = new URL(redirectUri);
        } catch {
            throw badRequest('redirect_uri không hợp lệ');
        }
        // Only the console's own callback is registered with this SSO client.
        if (target.pathname !== '/sso/callback' || target.origin !== new URL(request.url).origin) {
            throw badRequest('redirect_uri chưa được đăng ký');
        }
        const url = new URL(MOCK_SSO_PATH, target.origin);
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
        if (body?.redirect_uri && body.redirect_uri !== entry.redirectUri)
            throw badRequest('redirect_uri không khớp');
        return issueTokens(db, entry.userId, db.defaultBiz[entry.userId] ?? null);
    }),

    route('refresh', ({ db, session }) => issueTokens(db, session.user.id, session.claims.biz), {
        token: 'refresh',
    }),

    route('me', ({ db, session }) => meOf(db, session.user, session.claims.biz)),

    route('logout', () => null),

    route('changeBusiness', async ({ db, session, body }) => {
        const bizId = Number(body?.bizId);
        const membership = db.memberships.find((m) => m.userId === session.user.id && m.bizId === bizId);
        if (!membership) throw forbidden('Bạn không thuộc chủ thể này');
        if (membership.status !== 'active') throw forbidden('Tài khoản của bạn đã bị khóa trong chủ thể này');
        return issueTokens(db, session.user.id, bizId);
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
