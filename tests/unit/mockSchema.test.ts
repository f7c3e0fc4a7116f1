import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSeed } from '../../src/mocks/seed';
import { DB_VERSION, SHAPES } from '../../src/mocks/schema';
import { forgetDb, getDb, resetDb } from '../../src/mocks/db';

/** The collections of the mock's state and the fields their seeded records carry, as one string. */
export function shapeOf(state: Record<string, unknown>): string {
    return Object.keys(state)
        .sort()
        .map((name) => {
            const value = state[name];
            if (!Array.isArray(value)) return `${name}:${typeof value}`;
            const fields = new Set<string>();
            for (const record of value)
                if (record && typeof record === 'object') Object.keys(record).forEach((f) => fields.add(f));
            return `${name}[${[...fields].sort().join(',')}]`;
        })
        .join(';');
}

const fingerprint = (shape: string) => createHash('sha256').update(shape).digest('hex').slice(0, 16);

describe("the mock's stored state", () => {
    it('has a new version whenever its shape changes, so a browser holding older data is reseeded', () => {
        const now = fingerprint(shapeOf(buildSeed(0) as unknown as Record<string, unknown>));
        expect(
            SHAPES[DB_VERSION],
            `The mock's state changed shape: add \`${DB_VERSION + 1}: '${now}',\` to SHAPES in src/mocks/schema.ts`,
        ).toBe(now);
    });

    it('never gives two versions the same shape', () => {
        const shapes = Object.values(SHAPES);
        expect(new Set(shapes).size).toBe(shapes.length);
    });

    it('tells a new collection and a new field apart from the same state', () => {
        const base = { version: 1, users: [{ id: 1, name: 'A' }] };
        expect(shapeOf(base)).not.toBe(shapeOf({ ...base, plots: [] }));
        expect(shapeOf(base)).not.toBe(shapeOf({ ...base, users: [{ id: 1, name: 'A', phone: '' }] }));
        expect(shapeOf(base)).toBe(shapeOf({ ...base, users: [{ id: 2, name: 'B' }] }));
    });
});

describe("a reset of the mock's state", () => {
    afterEach(() => {
        vi.useRealTimers();
        forgetDb();
    });

    it('starts again from the seed, each reset with a copy of its own', () => {
        const seedName = getDb().partners[0].name;
        getDb().partners[0].name = 'Đã đổi tên';
        getDb().partners.push({ ...getDb().partners[0], id: 9999 });
        forgetDb();
        expect(getDb().partners[0].name).toBe(seedName);
        expect(getDb().partners.some((partner) => partner.id === 9999)).toBe(false);
        const first = resetDb();
        first.partners[0].name = 'Đổi trên bản này';
        expect(resetDb().partners[0].name).toBe(seedName);
    });

    it('builds the seed again for a clock set back or moved on, as its dates are relative to now', () => {
        vi.useFakeTimers({ toFake: ['Date'] });
        const invitationAt = () =>
            Date.parse(resetDb().invitations.find((invitation) => invitation.id === 2)!.createdAt);
        vi.setSystemTime(new Date('2026-03-01T08:00:00Z'));
        expect(invitationAt()).toBe(Date.parse('2026-03-01T08:00:00Z'));
        vi.setSystemTime(new Date('2025-01-01T08:00:00Z'));
        expect(invitationAt()).toBe(Date.parse('2025-01-01T08:00:00Z'));
        vi.setSystemTime(new Date('2025-01-01T09:00:00Z'));
        expect(invitationAt()).toBe(Date.parse('2025-01-01T09:00:00Z'));
        // Within a few minutes, the seed built then serves.
        vi.setSystemTime(new Date('2025-01-01T09:03:00Z'));
        expect(invitationAt()).toBe(Date.parse('2025-01-01T09:00:00Z'));
    });
});
