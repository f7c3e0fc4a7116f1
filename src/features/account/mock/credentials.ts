import type { HttpHandler } from 'msw';
import { passwordProblems } from '../../../domain/validation';
import { refuseInvalid } from '../../../mocks/crud';
import { nextId } from '../../../mocks/db';
import { badRequest, notFound, route } from '../../../mocks/kit';
import { accountOf, str, type MockCredential } from './account';

/** The signed-in person's sign-in methods (password, Zalo, SSO). Rules in docs/api.md, "Account". */

async function digestOf(password: string, salt: string) {
    const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}:${password}`));
    return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
}

const presentCredential = ({ id, kind, label, createdAt }: MockCredential) => ({
    id,
    kind,
    label,
    createdAt,
});

export const credentialHandlers: HttpHandler[] = [
    route('credentialList', ({ db, session }) =>
        accountOf(db)
            .credentials.filter((c) => c.userId === session.user.id)
            .map(presentCredential),
    ),
    route('credentialAddPassword', async ({ db, session, body }) => {
        const password = typeof body?.password === 'string' ? body.password : '';
        const confirm = typeof body?.confirm === 'string' ? body.confirm : '';
        refuseInvalid({
            password: passwordProblems(password).length ? 'xts.validation.password_rules' : undefined,
            confirm: confirm !== password ? 'xts.validation.password_confirm' : undefined,
        });
        const store = accountOf(db);
        if (store.credentials.some((c) => c.userId === session.user.id && c.kind === 'password'))
            throw badRequest('Bạn đã có mật khẩu; hãy xóa mật khẩu cũ trước khi đặt mật khẩu mới');
        const credential: MockCredential = {
            id: nextId('credentials'),
            userId: session.user.id,
            kind: 'password',
            label: session.user.phone || session.user.email,
            digest: await digestOf(password, String(session.user.id)),
            createdAt: new Date().toISOString(),
        };
        store.credentials.push(credential);
        return presentCredential(credential);
    }),
    route(
        'credentialZaloLoginUrl',
        ({ db, session }) => {
            const state = crypto.randomUUID();
            const store = accountOf(db);
            store.zaloStates = store.zaloStates.filter((s) => s.exp > Date.now());
            store.zaloStates.push({ state, userId: session.user.id, exp: Date.now() + 10 * 60_000 });
            // The emulated Zalo page returns to the one callback registered for this app.
            return { url: `/mock-zalo?state=${encodeURIComponent(state)}`, state };
        },
        { saves: true },
    ),
    route('credentialAddZalo', ({ db, session, body }) => {
        const store = accountOf(db);
        const state = str(body?.state);
        const code = str(body?.code);
        const issued = store.zaloStates.find(
            (s) => s.state === state && s.userId === session.user.id && s.exp > Date.now(),
        );
        if (!issued || !code) throw badRequest('Liên kết Zalo không hợp lệ hoặc đã hết hạn, hãy thử lại');
        store.zaloStates = store.zaloStates.filter((s) => s !== issued);
        if (store.credentials.some((c) => c.userId === session.user.id && c.kind === 'zalo'))
            throw badRequest('Tài khoản Zalo đã được liên kết');
        const credential: MockCredential = {
            id: nextId('credentials'),
            userId: session.user.id,
            kind: 'zalo',
            label: `Zalo ${session.user.name}`.trim(),
            createdAt: new Date().toISOString(),
        };
        store.credentials.push(credential);
        return presentCredential(credential);
    }),
    route('credentialDelete', ({ db, session, params }) => {
        const store = accountOf(db);
        const mine = store.credentials.filter((c) => c.userId === session.user.id);
        const credential = mine.find((c) => String(c.id) === params.id);
        if (!credential) throw notFound('Không tìm thấy phương thức đăng nhập');
        if (mine.length === 1) throw badRequest('Không thể xóa phương thức đăng nhập cuối cùng của bạn');
        store.credentials = store.credentials.filter((c) => c !== credential);
        return { id: credential.id };
    }),
];
