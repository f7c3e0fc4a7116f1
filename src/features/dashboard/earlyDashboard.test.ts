// @vitest-environment jsdom
import '../../../tests/unit/mockServer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { startSession } from '../../providers/session';
import { startDashboardEarly, takeEarlyDashboard } from './early';
import { signInAs } from '../../../tests/unit/helpers';

/** Paths of the API calls sent while `run` runs, each with whether /api/me had answered by then. */
async function sent(run: () => Promise<void>) {
    const calls: { path: string; meAnswered: boolean }[] = [];
    let meAnswered = false;
    const onStart = ({ request }: { request: Request }) =>
        calls.push({ path: new URL(request.url).pathname, meAnswered });
    const onEnd = ({ request }: { request: Request }) => {
        if (new URL(request.url).pathname === '/api/me') meAnswered = true;
    };
    server.events.on('request:start', onStart);
    server.events.on('response:mocked', onEnd);
    try {
        await run();
    } finally {
        server.events.removeListener('request:start', onStart);
        server.events.removeListener('response:mocked', onEnd);
    }
    return calls;
}

describe('the dashboard asked for alongside sign-in', () => {
    afterEach(() => {
        takeEarlyDashboard();
        vi.useRealTimers();
    });

    it('goes out before the current user has answered, in the same round trip', async () => {
        const { accessToken, refreshToken } = await signInAs('owner', { store: false });
        const calls = await sent(() => startSession(accessToken, refreshToken, startDashboardEarly));
        const dashboard = calls.find((c) => c.path === '/api/dashboard');
        expect(dashboard, 'dashboard call sent').toBeDefined();
        expect(dashboard!.meAnswered).toBe(false);
        const answer = await takeEarlyDashboard();
        expect(answer?.counts).toBeDefined();
    });

    it('is taken once: the next dashboard asks for itself', async () => {
        await signInAs('owner');
        startDashboardEarly();
        expect(takeEarlyDashboard()).not.toBeNull();
        expect(takeEarlyDashboard()).toBeNull();
    });

    it('is not taken when the dashboard opens long after sign-in', async () => {
        await signInAs('owner');
        vi.useFakeTimers({ toFake: ['Date'] });
        startDashboardEarly();
        vi.setSystemTime(Date.now() + 31_000);
        expect(takeEarlyDashboard()).toBeNull();
    });

    it('is not asked for a newcomer, whose token names no business', async () => {
        const { accessToken, refreshToken } = await signInAs('newcomer', { store: false });
        const calls = await sent(() =>
            startSession(accessToken, refreshToken, startDashboardEarly).catch(() => undefined),
        );
        expect(calls.map((c) => c.path)).toContain('/api/me');
        expect(calls.map((c) => c.path)).not.toContain('/api/dashboard');
        expect(takeEarlyDashboard()).toBeNull();
    });

    it('without it, sign-in sends no dashboard call', async () => {
        const { accessToken, refreshToken } = await signInAs('owner', { store: false });
        const calls = await sent(() => startSession(accessToken, refreshToken));
        expect(calls.map((c) => c.path)).not.toContain('/api/dashboard');
    });
});
