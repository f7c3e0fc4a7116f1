import { http, HttpResponse } from 'msw';
import { getDb, resetDb, saveDb } from '../db';
import { callCounts, clearFaults, failCalls, faults, setLatency, type Fault } from '../faults';
import { signJwt, verifyJwt } from '../jwt';
import { issueSsoCode, registeredRedirect } from '../sso';
import type { CallName } from '../../providers/callTypes';

/**
 * Endpoints of the mock itself (not of the API), under /__mock: the emulated SSO page's
 * authorisation, and the QA controls (reset, latency, token life, injected faults).
 */
export const mockControlHandlers = [
    http.post('*/__mock/sso/authorize', async ({ request }) => {
        const { persona, state, redirect_uri } = (await request.json()) as Record<string, string>;
        const back =
            state && registeredRedirect(redirect_uri, request.url)
                ? issueSsoCode(getDb(), persona, redirect_uri, state)
                : null;
        if (!back) return HttpResponse.json({ error: 'invalid_request' }, { status: 400 });
        return HttpResponse.json({ redirect: back });
    }),
    http.post('*/__mock/reset', () => {
        resetDb();
        clearFaults();
        setLatency(0);
        return HttpResponse.json({ ok: true });
    }),
    http.get('*/__mock/state', () => {
        const db = getDb();
        const rules = faults.rules.map((r) => ({
            ...r,
            remaining: r.remaining === Infinity ? -1 : r.remaining,
        }));
        return HttpResponse.json({ settings: db.settings, latencyMs: faults.latencyMs, rules, callCounts });
    }),
    // A copy of an access token that expired a minute ago (to test what happens at expiry).
    http.post('*/__mock/expired-token', async ({ request }) => {
        const { token } = (await request.json()) as { token: string };
        const claims = await verifyJwt(token);
        if (!claims) return HttpResponse.json({ error: 'invalid token' }, { status: 400 });
        const expired = await signJwt(
            { sub: claims.sub, biz: claims.biz, typ: claims.typ, sid: claims.sid },
            60,
            Date.now() - 120_000,
        );
        return HttpResponse.json({ token: expired });
    }),
    http.post('*/__mock/settings', async ({ request }) => {
        const body = (await request.json()) as { accessTtl?: number; latencyMs?: number };
        const db = getDb();
        if (typeof body.accessTtl === 'number') db.settings.accessTtl = body.accessTtl;
        if (typeof body.latencyMs === 'number') setLatency(body.latencyMs);
        saveDb();
        return HttpResponse.json({ ok: true, settings: db.settings, latencyMs: faults.latencyMs });
    }),
    http.post('*/__mock/faults', async ({ request }) => {
        const body = (await request.json()) as Fault & {
            call: CallName | '*';
            count?: number;
            clear?: boolean;
        };
        if (body.clear) clearFaults();
        else {
            const count = body.count === undefined ? 1 : body.count < 0 ? Infinity : body.count;
            failCalls(body.call, { kind: body.kind, message: body.message }, count);
        }
        return HttpResponse.json({ ok: true, rules: faults.rules.length });
    }),
];
