import './mockServer';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { HttpError } from 'ra-core';
import { normaliseList, normaliseRecord } from '../../src/providers/dataProvider';
import { readEnvelope } from '../../src/providers/http';

const json = fc.jsonValue();

describe('data provider under random and malformed answers', () => {
    it('normaliseList returns rows with ids and a numeric total, or raises an HttpError, never anything else', () => {
        fc.assert(
            fc.property(
                fc.oneof(
                    json,
                    fc.array(fc.record({ id: fc.oneof(fc.integer(), fc.string()), name: fc.string() })),
                    fc.record({
                        items: fc.array(fc.record({ id: fc.integer() })),
                        total: fc.oneof(fc.integer(), fc.string(), fc.constant(null)),
                    }),
                    fc.record({ rows: fc.array(json), count: fc.integer() }),
                ),
                fc.record({
                    page: fc.integer({ min: 1, max: 50 }),
                    perPage: fc.integer({ min: 1, max: 100 }),
                }),
                (payload, pagination) => {
                    try {
                        const result = normaliseList(payload, pagination);
                        expect(Array.isArray(result.data)).toBe(true);
                        expect(Number.isFinite(result.total)).toBe(true);
                        for (const row of result.data)
                            expect((row as { id: unknown }).id).not.toBeUndefined();
                    } catch (error) {
                        expect(error).toBeInstanceOf(HttpError);
                    }
                },
            ),
            { numRuns: 500 },
        );
    });

    it('normaliseRecord never lets a record without an id through', () => {
        fc.assert(
            fc.property(json, (payload) => {
                try {
                    const record = normaliseRecord<{ id: unknown }>(payload);
                    expect(record.id).not.toBeUndefined();
                    expect(record.id).not.toBeNull();
                } catch (error) {
                    expect(error).toBeInstanceOf(HttpError);
                }
            }),
            { numRuns: 500 },
        );
    });

    it('readEnvelope maps any body and status to data or an HttpError with a message', async () => {
        await fc.assert(
            fc.asyncProperty(
                fc.oneof(
                    json.map((value) => JSON.stringify(value)),
                    fc.string(),
                    fc.constant('<html><body>502</body></html>'),
                    fc
                        .record({
                            status: fc.constantFrom('success', 'error', 'weird'),
                            data: json,
                            message: fc.oneof(fc.string(), fc.array(fc.string())),
                        })
                        .map((v) => JSON.stringify(v)),
                ),
                fc.constantFrom(200, 201, 400, 401, 403, 404, 422, 500, 502, 503),
                async (body, status) => {
                    const response = new Response(body, { status });
                    try {
                        await readEnvelope(response);
                        const parsed = (() => {
                            try {
                                return JSON.parse(body);
                            } catch {
                                return null;
                            }
                        })();
                        // Only a success envelope with a 2xx status gives data.
                        expect(status < 300 && parsed?.status === 'success').toBe(true);
                    } catch (error) {
                        expect(error).toBeInstanceOf(HttpError);
                        expect(typeof (error as HttpError).message).toBe('string');
                        expect((error as HttpError).message.length).toBeGreaterThan(0);
                    }
                },
            ),
            { numRuns: 400 },
        );
    });
});
