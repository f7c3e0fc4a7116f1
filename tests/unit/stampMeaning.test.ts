// @vitest-environment jsdom
import './mockServer';
import { describe, expect, it } from 'vitest';
import { CONSUMER_VERDICT, stampMeaning } from '../../src/domain/stampMeaning';
import { call } from '../../src/providers/http';
import { signInAs } from './helpers';

describe('what a stamp means to a consumer', () => {
    it('decides every combination of state, recall and suspicion', () => {
        const seen: string[] = [];
        for (const state of ['generated', 'activated', 'sold', 'destroyed'])
            for (const recalled of [false, true])
                for (const suspicious of [false, true]) {
                    const { meaning, genuine } = stampMeaning({ state, recalled, suspicious });
                    const expected =
                        state === 'destroyed'
                            ? 'destroyed'
                            : recalled
                              ? 'recalled'
                              : suspicious
                                ? 'suspicious'
                                : state === 'sold'
                                  ? 'genuine_sold'
                                  : state === 'activated'
                                    ? 'genuine'
                                    : 'not_activated';
                    expect(meaning, `${state} ${recalled} ${suspicious}`).toBe(expected);
                    expect(genuine).toBe(
                        !recalled && !suspicious && (state === 'activated' || state === 'sold'),
                    );
                    // Only a genuine stamp's sentence speaks of "chính hãng".
                    expect(CONSUMER_VERDICT[meaning].includes('chính hãng')).toBe(genuine);
                    seen.push(meaning);
                }
        expect(new Set(seen).size).toBe(6);
    });

    it('the public page of a recalled lot never says "chính hãng"', async () => {
        await signInAs('owner');
        const trace = await call<{ code: string; state: string }>('trace', { query: { code: '1' } });
        expect(trace.state).toBe('sold');
        const before = await call<{ genuine: boolean; verdict: string }>('publicStampV2', {
            params: { code: trace.code },
            query: { preview: 1 },
        });
        expect(before).toMatchObject({ genuine: true, verdict: expect.stringContaining('chính hãng') });
        await call('lotRecall', { body: { productId: 1, lot: 'CD-2025-01', reason: 'quality' } });
        const after = await call<{ genuine: boolean; verdict: string; meaning: string; recall: unknown }>(
            'publicStampV2',
            { params: { code: trace.code }, query: { preview: 1 } },
        );
        expect(after).toMatchObject({ genuine: false, meaning: 'recalled' });
        expect(after.verdict).not.toContain('chính hãng');
        expect(after.recall).toBeTruthy();
        const v1 = await call<{ valid: boolean; message: string }>('publicStamp', {
            params: { code: trace.code },
            query: { preview: 1 },
        });
        expect(v1.valid).toBe(false);
        expect(v1.message).not.toContain('chính hãng');
    });
});
