import { can } from '../../providers/access';
import { badRequest, forbidden, MockError } from '../answers';
import type { Ctx } from '../kit';
import { SCOPES } from './scopes';
import { OAUTH_CLIENTS, redirectAllowed, type OAuthClient } from './clients';

export const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export const invalidGrant = () => badRequest('Mã cấp quyền không hợp lệ, đã được dùng hoặc đã hết hạn');

const unauthorizedClient = () =>
    new MockError(401, 'Không xác thực được ứng dụng: client_id hoặc client_secret không đúng');

function webClient(clientId: string) {
    if (!clientId) throw badRequest('Thiếu mã ứng dụng (client_id)');
    const client = OAUTH_CLIENTS.find((c) => c.id === clientId);
    if (!client || client.kind !== 'web')
        throw badRequest('Ứng dụng không tồn tại hoặc chưa được đăng ký với XTS');
    return client;
}

export function authenticateClient(clientId: string, secret: string) {
    const client = OAUTH_CLIENTS.find((c) => c.id === clientId && c.kind === 'web');
    if (!client || !secret || client.secret !== secret) throw unauthorizedClient();
    return client;
}

/** Scopes as a de-duplicated list, each known, offered to this client, and grantable by this user's role. */
function checkScopes(raw: string, client: OAuthClient, role: number | null) {
    const asked = [...new Set(raw.split(/[\s,]+/).filter(Boolean))];
    if (!asked.length) throw badRequest('Thiếu danh sách quyền (scope)');
    const unknown = asked.filter((scope) => !SCOPES[scope] || !client.scopes.includes(scope));
    if (unknown.length) throw badRequest(`Ứng dụng không được phép xin các quyền: ${unknown.join(', ')}`);
    const beyondRole = asked.filter((scope) => !can(role, ...SCOPES[scope].needs));
    if (beyondRole.length)
        throw forbidden(
            `Vai trò của bạn trong chủ thể không cho phép cấp các quyền: ${beyondRole.join(', ')}`,
        );
    return asked;
}

/** Everything a consent request must carry, checked before anything is shown or redirected. */
export function checkRequest(ctx: Ctx) {
    const body = ctx.body ?? {};
    const client = webClient(str(body.client_id));
    const redirectUri = str(body.redirect_uri);
    if (!redirectUri) throw badRequest('Thiếu địa chỉ chuyển hướng (redirect_uri)');
    if (!redirectAllowed(client, redirectUri))
        throw badRequest(`Địa chỉ chuyển hướng không được đăng ký cho ứng dụng ${client.name}`);
    // Echoed back exactly as the application sent it.
    const state = typeof body.state === 'string' ? body.state : '';
    if (!state.trim())
        throw badRequest('Thiếu tham số state: ứng dụng phải gửi state để chống giả mạo yêu cầu');
    if (state.length > 500) throw badRequest('Tham số state quá dài (tối đa 500 ký tự)');
    const { biz, role } = ctx.session;
    if (!biz) throw forbidden('Bạn chưa thuộc chủ thể nào nên chưa thể cấp quyền cho ứng dụng');
    const scopes = checkScopes(str(body.scope), client, role);
    return { client, redirectUri, state, scopes, biz };
}
