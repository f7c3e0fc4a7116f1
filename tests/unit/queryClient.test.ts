// @vitest-environment jsdom
import './mockServer';
import { describe, expect, it } from 'vitest';
import { callCounts, clearFaults, failCalls, type FaultKind } from '../../src/mocks/faults';
import { dataProvider } from '../../src/providers/dataProvider';
import { createQueryClient, shouldRetry } from '../../src/providers/queryClient';
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
    it('tries a failing server or a dropped connection once more, and nothing else', async () => {
        const expected: Record<FaultKind, number> = {
            http500: 2,
            html: 2,
            network: 2,
            http403: 1,
            envelope: 1,
            badJson: 1,
            shape: 1,
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
        expect(shouldRetry(0, new TypeError('boom'))).toBe(true);
        expect(createQueryClient().getDefaultOptions().mutations?.retry).toBe(false);
    });
});
