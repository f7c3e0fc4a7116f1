// @vitest-environment jsdom
import './mockServer';
import { describe, expect, it } from 'vitest';
import { allEndpoints } from '../../src/providers/endpoints';
import type { CallName } from '../../src/providers/callTypes';
import { call } from '../../src/providers/http';
import { signInAs } from './helpers';

/**
 * Every record a list shows has its own id: react-admin keys rows, selections and actions (delete,
 * open) by id, so two rows with one id make an action reach the wrong record. This walks every list
 * call of the mock (a GET whose path carries no parameter and that answers rows) for each seeded role
 * and business, on every page, after the actions that add rows of a second kind.
 */
const rowsOf = (answer: unknown): Record<string, unknown>[] | null => {
    if (Array.isArray(answer)) return answer as Record<string, unknown>[];
    if (answer && typeof answer === 'object') {
        for (const key of ['items', 'data', 'rows']) {
            const value = (answer as Record<string, unknown>)[key];
            if (Array.isArray(value)) return value as Record<string, unknown>[];
        }
    }
    return null;
};

/** GET calls that act (sign out, start a link) rather than read. */
const acting = new Set<CallName>(['logout', 'refresh', 'credentialZaloLoginUrl']);
const listCalls = allEndpoints().filter(
    (ep) => ep.method === 'GET' && !ep.path.includes(':') && ep.secured && !acting.has(ep.name),
);

async function walk(
    source: CallName | (() => unknown),
    label: string,
    problems: string[],
    params?: Record<string, unknown>,
) {
    const name = typeof source === 'string' ? source : 'rows';
    let answer: unknown;
    try {
        answer =
            typeof source === 'string'
                ? await call<unknown>(source, { params, query: { limit: 100 } })
                : source();
    } catch {
        return 0; // Not a list for this role (403) or not without a filter (400): nothing shown.
    }
    const rows = rowsOf(answer);
    if (!rows?.length || rows.every((row) => typeof row !== 'object' || row === null)) return 0;
    const ids = rows.map((row) => row.id);
    if (ids.some((id) => id === undefined || id === null))
        problems.push(`${label} ${name}: a row without an id`);
    const seen = new Set<unknown>();
    for (const id of ids) {
        if (seen.has(id)) problems.push(`${label} ${name}: id ${String(id)} on two rows`);
        seen.add(id);
    }
    return rows.length;
}

describe('every list row has its own id', () => {
    it('holds for every list call of the mock, for each role, after adding rows of other kinds', async () => {
        const problems: string[] = [];
        let walked = 0;
        for (const persona of ['owner', 'user', 'observer']) {
            await signInAs(persona);
            // A second sign-in method next to the seeded SSO one (the case that once shared id 1).
            await call('credentialAddPassword', {
                body: { password: 'Caphe2026', confirm: 'Caphe2026' },
            }).catch(() => undefined);
            for (const ep of listCalls) walked += await walk(ep.name, persona, problems);
            // Lists inside a record: each lot's activations, each diary's activities.
            const lots = await call<{ items: { productId: number; lot: string }[] }>('lotList', {
                query: { limit: 100 },
            }).catch(() => ({ items: [] }));
            for (const { productId, lot } of lots.items) {
                const detail = await call<{ activations: Record<string, unknown>[] }>('lotDetail', {
                    query: { productId, lot },
                });
                walked += await walk(() => detail.activations, `${persona} lot ${lot}`, problems);
            }
            const diaries = await call<{ items: { id: number }[] }>('diaryList', {
                query: { limit: 100 },
            }).catch(() => ({ items: [] }));
            for (const { id } of diaries.items)
                walked += await walk('diaryActivityList', `${persona} diary ${id}`, problems, { id });
        }
        expect(problems).toEqual([]);
        expect(walked).toBeGreaterThan(50);
    });
});

describe('deleting a sign-in method removes exactly that one', () => {
    it.each(['sso', 'password', 'zalo'])('deletes the %s method and keeps the other two', async (kind) => {
        await signInAs('owner');
        await call('credentialAddPassword', { body: { password: 'Caphe2026', confirm: 'Caphe2026' } });
        const { state } = await call<{ state: string }>('credentialZaloLoginUrl');
        await call('credentialAddZalo', { body: { code: 'z1', state } });
        const before = await call<{ id: number; kind: string }[]>('credentialList');
        expect(before.map((c) => c.kind).sort()).toEqual(['password', 'sso', 'zalo']);
        const chosen = before.find((c) => c.kind === kind)!;
        await call('credentialDelete', { params: { id: chosen.id } });
        const after = await call<{ id: number; kind: string }[]>('credentialList');
        expect(after.map((c) => c.kind).sort()).toEqual(
            before
                .filter((c) => c !== chosen)
                .map((c) => c.kind)
                .sort(),
        );
    });
});
