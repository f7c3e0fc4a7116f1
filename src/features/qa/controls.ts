import type { CallName } from '../../providers/callTypes';
import type { FaultKind } from '../../mocks/faults';
import { call } from '../../providers/http';
import { ACCESS_TOKEN_KEY } from '../../providers/tokens';
import { newState, rememberSsoState, ssoRedirectUri } from '../../shell/signIn/sso';

async function post(path: string, body: unknown = {}) {
    const response = await fetch(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
    });
    return response.json();
}

/**
 * The mock's QA controls, for the QA panel and for tests (window.__xtsMock in mock mode). They go
 * through the /__mock endpoints, so they act on the mock backend that serves this page.
 */
export const mockControls = {
    state: () => fetch('/__mock/state').then((r) => r.json()),
    setLatency: (latencyMs: number) => post('/__mock/settings', { latencyMs }),
    /** Access-token life in seconds for tokens issued from now on. */
    setTokenLife: (accessTtl: number) => post('/__mock/settings', { accessTtl }),
    /** count: how many calls fail; -1 for every call. */
    fail: (call: CallName | '*', kind: FaultKind, options: { message?: string; count?: number } = {}) =>
        post('/__mock/faults', { call, kind, ...options }),
    clearFaults: () => post('/__mock/faults', { clear: true }),
    reset: () => post('/__mock/reset'),
    /** Calls received by the mock since the page loaded, by call name. */
    callCounts: async (): Promise<Record<string, number>> =>
        (await fetch('/__mock/state').then((r) => r.json())).callCounts,
    /** Replaces the stored access token with an expired copy: the next call must refresh first. */
    async expireAccessToken() {
        const { token } = await post('/__mock/expired-token', {
            token: localStorage.getItem(ACCESS_TOKEN_KEY),
        });
        localStorage.setItem(ACCESS_TOKEN_KEY, token);
    },
    /** n concurrent calls through the console's own HTTP layer (token checks and refresh included). */
    burst: (n: number, name: CallName = 'me') =>
        Promise.all(Array.from({ length: n }, () => call(name).then(() => true))),
    /** Runs the emulated SSO round trip for a persona (the page navigates). */
    async signInAs(persona: string) {
        const state = newState();
        rememberSsoState(state);
        const data = await post('/__mock/sso/authorize', { persona, state, redirect_uri: ssoRedirectUri() });
        if (data.redirect) window.location.assign(data.redirect);
    },
};

export type MockControls = typeof mockControls;
