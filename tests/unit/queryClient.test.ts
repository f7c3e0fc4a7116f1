// @vitest-environment jsdom
import './mockServer';
import { describe, expect, it } from 'vitest';
import { callCounts, clearFaults, failCalls, type FaultKind } from '../../src/mocks/faults';
import { dataProvider } from '../../src/providers/dataProvider';
import { createQueryClient, shouldRetry } from '../../src/providers/queryClient';
import { getConnection, retryNow } from '../../src/providers/connection';
import { QueryObserver } from '@tanstack/react-query';
import { signInAs } from './helpers';

/** Reads the partners through the console's query client (its retry policy, without the wait). */
function readPartners(key: string) {
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 0 } });
    return client.fetchQuery({
        queryKey: ['partners', key],
        queryFn: () =>
            dataProvider.getList('partners', {
                pagination: { page: 1, perPage: 10 },
                sort: { field: 'id', order: 'ASC' },
                filter: {},
            }),
    });
}

/** How many times a failing read reaches the server through the console's query client. */
async function attempts(kind: FaultKind) {
    await signInAs('owner');
    clearFaults();
    failCalls('partnerList', { kind, message: 'Đối tác đang bị khóa' }, Infinity);
    const before = callCounts.partnerList ?? 0;
    const error = await readPartners(kind).then(
        () => null,
        (e: unknown) => e,
    );
    clearFaults();
    return { calls: (callCounts.partnerList ?? 0) - before, error: error as { message?: string } | null };
}

describe('query client: retry policy', () => {
    it('tries once more what the rule tries again (failure.ts), and never a refusal', async () => {
        const expected: Record<FaultKind, number> = {
            http500: 2,
            html: 2,
            network: 2,
            lostAnswer: 2,
            envelope: 2,
            badJson: 2,
            shape: 2,
            http403: 1,
        };
        for (const [kind, calls] of Object.entries(expected) as [FaultKind, number][]) {
            const result = await attempts(kind);
            expect(result.calls, kind).toBe(calls);
            expect(result.error?.message, kind).toBeTruthy();
        }
    });

    it('a transient failure followed by an answer shows the answer', async () => {
        await signInAs('owner');
        clearFaults();
        failCalls('partnerList', { kind: 'http500' }, 1);
        const before = callCounts.partnerList ?? 0;
        const result = await readPartners('blip');
        expect(result.data.length).toBeGreaterThan(0);
        expect((callCounts.partnerList ?? 0) - before).toBe(2);
    });

    it('never retries more than once, whatever the error', () => {
        expect(shouldRetry(0, { status: 503 })).toBe(true);
        expect(shouldRetry(1, { status: 503 })).toBe(false);
        expect(shouldRetry(0, { status: 404 })).toBe(false);
        // An error of the page's own code, with no HTTP status: the same again.
        expect(shouldRetry(0, new TypeError('boom'))).toBe(false);
        expect(createQueryClient().getDefaultOptions().mutations?.retry).toBe(false);
    });
});

describe('query client: recovery', () => {
    it('a read shown on screen that failed on a server error is read again by itself when the server is back', async () => {
        await signInAs('owner');
        clearFaults();
        const client = createQueryClient();
        client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 0 } });
        const observer = new QueryObserver(client, {
            queryKey: ['partners', 'recovery'],
            queryFn: () =>
                dataProvider.getList('partners', {
                    pagination: { page: 1, perPage: 10 },
                    sort: { field: 'id', order: 'ASC' },
                    filter: {},
                }),
        });
        // Two answers with a server error: the read and its one retry fail.
        failCalls('partnerList', { kind: 'http500' }, 2);
        const states: string[] = [];
        const unsubscribe = observer.subscribe((result) => states.push(result.status));
        await expect.poll(() => observer.getCurrentResult().status).toBe('error');
        // The banner says the server fails (not that the connection is lost), with a try scheduled.
        expect(getConnection().state).toBe('server');
        expect(getConnection().retryAt).not.toBeNull();
        // The scheduled try (run now instead of waiting for it) reads the list again: nobody clicked.
        await retryNow();
        await expect.poll(() => observer.getCurrentResult().status).toBe('success');
        expect(observer.getCurrentResult().data?.data.length).toBeGreaterThan(0);
        expect(getConnection().state).toBe('online');
        unsubscribe();
        clearFaults();
    });

    it('a read that failed for good (a refusal) is not tried again', async () => {
        await signInAs('owner');
        clearFaults();
        const client = createQueryClient();
        failCalls('partnerList', { kind: 'http403' }, Infinity);
        const before = callCounts.partnerList ?? 0;
        const observer = new QueryObserver(client, {
            queryKey: ['partners', 'refused'],
            queryFn: () =>
                dataProvider.getList('partners', {
                    pagination: { page: 1, perPage: 10 },
                    sort: { field: 'id', order: 'ASC' },
                    filter: {},
                }),
        });
        const unsubscribe = observer.subscribe(() => undefined);
        await expect.poll(() => observer.getCurrentResult().status).toBe('error');
        await retryNow();
        expect((callCounts.partnerList ?? 0) - before).toBe(1);
        unsubscribe();
        clearFaults();
    });
});
