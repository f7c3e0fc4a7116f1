// @vitest-environment jsdom
import './mockServer';
import { beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '../../src/providers/endpoints';
import type { CallName } from '../../src/providers/callTypes';
import { getDb } from '../../src/mocks/db';
import { issueTokens } from '../../src/mocks/session';
import { loadContract, type Contract } from '../contract/contract';
import { NO_ERROR_ANSWER, scenarios, type Persona } from '../contract/scenarios';
import { formatOutcomes, runScenarios, uncovered, type Host } from '../contract/runner';

/** The mock backend in msw/node as a contract host: personas signed in as the SSO round trip would. */
const API = 'http://localhost';
const mockHost: Host = {
    api: API,
    callback: `${API}/sso/callback`,
    async tokens(persona: Persona) {
        const db = getDb();
        const user = db.users.find((u) => u.persona === persona);
        return user ? issueTokens(db, user.id, db.defaultBiz[user.id] ?? null) : null;
    },
    async ssoCode(persona: Persona, redirectUri: string) {
        const response = await fetch(`${API}/__mock/sso/authorize`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ persona, state: 'contract', redirect_uri: redirectUri }),
        });
        const { redirect } = (await response.json()) as { redirect?: string };
        return redirect ? new URL(redirect).searchParams.get('code') : null;
    },
};

let contract: Contract;
beforeAll(async () => {
    contract = await loadContract();
});

describe('the API contract (api/openapi.yaml)', () => {
    it('has one operation per call of the endpoint table, with its method and path', () => {
        expect(contract.endpointMismatches()).toEqual([]);
    });

    it('has a success and an error scenario for every call', () => {
        const lacking = allEndpoints().flatMap(({ name }) => {
            const mine = scenarios.filter((s) => s.call === name);
            return [
                ...(mine.some((s) => s.expect < 400) ? [] : [`${name}: success`]),
                ...(NO_ERROR_ANSWER[name as CallName] || mine.some((s) => s.expect >= 400)
                    ? []
                    : [`${name}: error`]),
            ];
        });
        expect(lacking).toEqual([]);
    });

    it('the mock answers every scenario as the document says, each call once with success and once with an error', async () => {
        const outcomes = await runScenarios(contract, mockHost);
        const broken = outcomes.filter((o) => !o.passed);
        expect(broken.length, formatOutcomes(broken)).toBe(0);
        expect(uncovered(outcomes)).toEqual([]);
    }, 120_000);
});

describe('the contract checks', () => {
    it('fail a mock answer of a shape the document does not allow, and a request with read-only or unknown fields', async () => {
        const { http, HttpResponse } = await import('msw');
        const { server } = await import('../../src/mocks/node');
        server.use(
            http.get('*/api/me', () =>
                HttpResponse.json({ status: 'success', data: { me: 'Khoa' }, message: 'OK' }),
            ),
        );
        const [outcome] = await runScenarios(
            contract,
            mockHost,
            scenarios.filter((s) => s.call === 'me' && s.expect === 200),
        );
        expect(outcome.passed).toBe(false);
        expect(outcome.errors.join('\n')).toMatch(/answer data/);
        expect(
            contract.checkRequest('partnerUpdate', {
                params: { id: 1 },
                body: { id: 1, createdAt: '2026-01-01', nickname: 'x' },
            }),
        ).toEqual(expect.arrayContaining([expect.stringMatching(/nickname/)]));
        expect(
            contract.checkRequest('partnerUpdate', { params: { id: 'abc' }, body: {} }).join('\n'),
        ).toMatch(/path id/);
    });
});

describe("the console's form bodies", () => {
    it('carry only what the request schema takes, ids and numbers as numbers', async () => {
        const { toRequestBody } = await import('../../src/providers/requestBodies');
        const partner = {
            id: 4,
            bizId: 1,
            name: 'Công ty Bao bì Lâm Đồng',
            type: 'supplier',
            phone: '0912345678',
            province: '68',
            ward: '68002',
            fullAddress: '…',
            createdAt: '2026-01-01T00:00:00Z',
            updatedAt: '2026-01-02T00:00:00Z',
        };
        const body = toRequestBody('partnerUpdate', partner);
        expect(body).toEqual({
            name: partner.name,
            type: 'supplier',
            phone: partner.phone,
            province: '68',
            ward: '68002',
        });
        expect(contract.checkRequest('partnerUpdate', { params: { id: 4 }, body })).toEqual([]);
        expect(contract.checkRequest('partnerUpdate', { params: { id: 4 }, body: partner })).not.toEqual([]);
        expect(
            toRequestBody('activationAdd', {
                productId: '3',
                locationId: '',
                lot: 'L-1',
                ranges: [{ from: '1', to: '2' }],
            }),
        ).toEqual({
            productId: 3,
            locationId: null,
            lot: 'L-1',
            ranges: [{ from: '1', to: '2' }],
        });
    });
});

describe('lists longer than one answer', () => {
    it('are read in parts of at most the limit the document allows (the CSV export asks for 1,000 rows)', async () => {
        const { signInAs } = await import('./helpers');
        const { dataProvider } = await import('../../src/providers/dataProvider');
        await signInAs('owner');
        const db = getDb();
        const bizId = db.defaultBiz[db.users.find((u) => u.persona === 'owner')!.id];
        const now = new Date().toISOString();
        for (let i = 0; i < 620; i++)
            db.invitations.push({
                id: 10_000 + i,
                code: `INV-T-${i}`,
                bizId,
                invitedBy: 1,
                phone: `09${String(10_000_000 + i)}`,
                email: null,
                role: 2,
                status: 'pending',
                createdAt: now,
                respondedAt: null,
            });
        const limits: string[] = [];
        const { server } = await import('../../src/mocks/node');
        const listen = ({ request }: { request: Request }) => {
            const url = new URL(request.url);
            if (url.pathname === '/api/invitation/list') limits.push(url.searchParams.get('limit')!);
        };
        server.events.on('request:start', listen);
        try {
            const { data, total = 0 } = await dataProvider.getList('invitations', {
                pagination: { page: 1, perPage: 1000 },
                sort: { field: 'id', order: 'ASC' },
                filter: {},
            });
            expect(total).toBeGreaterThanOrEqual(620);
            expect(data).toHaveLength(total);
            expect(new Set(data.map((row) => row.id)).size).toBe(total);
            expect(limits.every((limit) => Number(limit) <= 500)).toBe(true);
        } finally {
            server.events.removeListener('request:start', listen);
        }
    });
});
