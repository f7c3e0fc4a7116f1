// @vitest-environment jsdom
import './mockServer';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../src/mocks/node';
import { call, clientErrors, HttpError } from '../../src/providers/http';
import { failCalls } from '../../src/mocks/faults';
import { signInAs } from './helpers';

const expectHttpError = async (promise: Promise<unknown>, message: string, status?: number) => {
    const error = await promise.then(
        () => null,
        (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe(message);
    if (status !== undefined) expect((error as HttpError).status).toBe(status);
    return error as HttpError;
};

describe('http: the envelope', () => {
    it('returns data of a success envelope and sends the bearer token', async () => {
        const { user, accessToken } = await signInAs('owner');
        let auth: string | null = null;
        server.events.on('request:start', ({ request }) => {
            if (request.url.endsWith('/api/me')) auth = request.headers.get('authorization');
        });
        const data = await call<{ me: { id: number } }>('me');
        expect(data.me.id).toBe(user.id);
        expect(auth).toBe(`Bearer ${accessToken}`);
        server.events.removeAllListeners();
    });

    it('sends public calls without a token', async () => {
        await signInAs('owner');
        let auth: string | null = 'unset';
        server.events.on('request:start', ({ request }) => {
            if (request.url.includes('/api/location/provinces')) auth = request.headers.get('authorization');
        });
        await call('provinces');
        expect(auth).toBeNull();
        server.events.removeAllListeners();
    });

    it("raises the server's message on status 'error' even with HTTP 200", async () => {
        await signInAs('owner');
        failCalls('me', { kind: 'envelope', message: 'Chủ thể đã ngừng hoạt động' });
        await expectHttpError(call('me'), 'Chủ thể đã ngừng hoạt động', 400);
    });

    it('treats a 4xx body as an error envelope and keeps field errors for forms', async () => {
        server.use(
            http.get('*/api/me', () =>
                HttpResponse.json(
                    { status: 'error', message: 'Dữ liệu không hợp lệ', errors: { name: 'Bắt buộc' } },
                    { status: 422 },
                ),
            ),
        );
        await signInAs('owner');
        const error = await expectHttpError(call('me'), 'Dữ liệu không hợp lệ', 422);
        expect(error.body.errors).toEqual({ name: 'Bắt buộc' });
    });

    it('raises a 5xx as an error', async () => {
        await signInAs('owner');
        failCalls('me', { kind: 'http500' });
        await expectHttpError(call('me'), 'xts.errors.server', 500);
        server.use(http.get('*/api/me', () => new HttpResponse(null, { status: 503 })));
        await expectHttpError(call('me'), clientErrors.server, 503);
    });

    it('turns a network failure, an HTML page, malformed JSON and an unexpected shape into clear errors', async () => {
        await signInAs('owner');
        failCalls('me', { kind: 'network' });
        await expectHttpError(call('me'), clientErrors.network, 0);
        failCalls('me', { kind: 'html' });
        await expectHttpError(call('me'), clientErrors.server, 502);
        server.use(
            http.get(
                '*/api/me',
                () => new HttpResponse('<html>login</html>', { headers: { 'Content-Type': 'text/html' } }),
            ),
        );
        await expectHttpError(call('me'), clientErrors.html, 200);
        server.resetHandlers();
        failCalls('me', { kind: 'badJson' });
        await expectHttpError(call('me'), clientErrors.badJson);
        failCalls('me', { kind: 'shape' });
        await expectHttpError(call('me'), clientErrors.shape);
    });

    it('can be aborted', async () => {
        await signInAs('owner');
        server.use(
            http.get('*/api/me', async () => {
                await new Promise((resolve) => setTimeout(resolve, 200));
                return HttpResponse.json({ status: 'success', data: {} });
            }),
        );
        const controller = new AbortController();
        const pending = call('me', { signal: controller.signal });
        controller.abort();
        const error = await pending.then(
            () => null,
            (e: unknown) => e,
        );
        expect(error).not.toBeInstanceOf(HttpError);
        expect((error as Error).name).toBe('AbortError');
    });

    it('answers 401 to a secured call without a token and 403 to a role the table refuses', async () => {
        await expectHttpError(call('me'), clientErrors.unauthorized, 401);
        await expectHttpError(
            call('me', { token: 'forged.token.value' }),
            'Phiên đăng nhập không hợp lệ hoặc đã hết hạn',
            401,
        );
        await signInAs('user');
        await expectHttpError(call('businessCurrent'), 'Bạn không có quyền thực hiện thao tác này', 403);
    });
});
