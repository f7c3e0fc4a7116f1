// @vitest-environment jsdom
// Hand-written, no tool does it: reads the contract and the mock's handlers, then calls the mock: behaviour,
// not the shape of the code.
import './mockServer';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { callPermissions, can, partPermissions, Role, type Action } from '../../src/providers/access';
import type { RoleName } from '../../src/providers/roles';
import { endpoint } from '../../src/providers/endpoints';
import type { CallName } from '../../src/providers/callTypes';
import { IDEMPOTENT_CALLS } from '../../src/providers/idempotency';
import type { ResourceName } from '../../src/features/resourceNames';
import { getDb } from '../../src/mocks/db';
import type { MockDb } from '../../src/mocks/state';
import { createGeneration } from '../../src/mocks/ledger/operations';
import { activationsOf, lotRecallOf } from '../../src/mocks/ledger/model';
import { plotsOf } from '../../src/mocks/plots/model';
import { presentOrigin } from '../../src/mocks/plots/origins';
import { loadContract, type Contract } from '../contract/contract';
import { signInAs } from './helpers';

/**
 * Every call that writes a lot's origin, its due diligence statement numbers or its recall, and the
 * grant it needs. A part of a request (`part`: the activation's `origin`) is a write of its own,
 * with the grant of the call that does the same on its own. The contract and the mock are read for
 * such calls: one that is not listed here fails, as does a persona without the grant that gets
 * one through the mock.
 */
type Kind = 'origin' | 'statement' | 'recall';
interface LotWrite {
    call: CallName;
    part?: string;
    kind: Kind;
    grant: readonly [ResourceName, Action];
    /** The roles that hold the grant. */
    roles: RoleName[];
}

const LOT_WRITES: LotWrite[] = [
    { call: 'lotOriginUpdate', kind: 'origin', grant: ['stamp-lots', 'edit'], roles: ['owner'] },
    {
        call: 'activationAdd',
        part: 'origin',
        kind: 'origin',
        grant: ['stamp-lots', 'edit'],
        roles: ['owner'],
    },
    { call: 'lotDdsUpdate', kind: 'statement', grant: ['stamp-lots', 'edit'], roles: ['owner'] },
    { call: 'lotRecall', kind: 'recall', grant: ['stamp-lots', 'operate'], roles: ['owner'] },
];

const entryName = (write: { call: string; part?: string; kind: Kind }) =>
    `${write.call}${write.part ? `.${write.part}` : ''}: ${write.kind}`;

/** Request fields that name what they write (their last name on the way down the request schema). */
const FIELD_KINDS: Record<string, Kind> = {
    harvestFrom: 'origin',
    harvestTo: 'origin',
    ddsReference: 'statement',
    ddsVerification: 'statement',
};

/** Every property path of a JSON request body schema, through references and compositions. */
function propertyPaths(
    contract: Contract,
    schema: any,
    path: string[] = [],
    seen = new Set<any>(),
): string[][] {
    const node = contract.deref(schema).node;
    if (!node || typeof node !== 'object' || seen.has(node) || path.length > 6) return [];
    const inner = new Set(seen).add(node);
    const nested = [
        ...['allOf', 'oneOf', 'anyOf'].flatMap((key) => (node[key] ?? []) as any[]),
        ...(node.items ? [node.items] : []),
    ].flatMap((branch) => propertyPaths(contract, branch, path, inner));
    const own = Object.entries((node.properties ?? {}) as Record<string, any>).flatMap(([name, property]) => [
        [...path, name],
        ...propertyPaths(contract, property, [...path, name], inner),
    ]);
    return [...nested, ...own];
}

/** The contract's lot-record writes: request fields of an origin or a statement, recall operations. */
function contractWrites(contract: Contract): string[] {
    const found = new Set<string>();
    for (const op of contract.operations.values()) {
        if (op.method === 'GET') continue;
        if (/recall/i.test(op.name) || /recall/i.test(op.path))
            found.add(entryName({ call: op.name, kind: 'recall' }));
        const body = contract.deref(op.node.requestBody).node;
        const schema = body?.content?.['application/json']?.schema;
        if (!schema) continue;
        for (const path of propertyPaths(contract, schema)) {
            const kind = FIELD_KINDS[path[path.length - 1]];
            if (kind)
                found.add(entryName({ call: op.name, part: path.length > 1 ? path[0] : undefined, kind }));
        }
    }
    return [...found].sort();
}

const SRC = join(__dirname, '../../src');
function sourceFiles(dir = SRC): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return sourceFiles(path);
        return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
    });
}

/**
 * The mock's lot-record writes: the handlers (`route('<call>', …)`) that reach the mock's writers,
 * directly or through an exported function that calls one.
 */
function mockWrites(): { call: string; kind: Kind }[] {
    const writers = new Map<string, Kind>([
        ['saveOrigin', 'origin'],
        ['saveDds', 'statement'],
        ['recallLot', 'recall'],
    ]);
    const files = sourceFiles()
        .filter((path) => !relative(SRC, path).startsWith('providers/api-'))
        .map((path) => readFileSync(path, 'utf8'));
    const calls = (text: string) =>
        [...writers].filter(([name]) => new RegExp(`\\b${name}\\s*\\(`).test(text)).map(([, kind]) => kind);
    // Exported functions that call a writer are writers too, until no new one appears.
    for (let grew = true; grew;) {
        grew = false;
        for (const text of files) {
            const parts = text.split(/\nexport (?:async )?(?:function\*? |const )/).slice(1);
            for (const part of parts) {
                const name = /^(\w+)/.exec(part)?.[1];
                const body = part.slice(name?.length ?? 0);
                const kinds = calls(body);
                if (name && !writers.has(name) && kinds.length) {
                    writers.set(name, kinds[0]);
                    grew = true;
                }
            }
        }
    }
    const found = new Map<string, { call: string; kind: Kind }>();
    for (const text of files) {
        const blocks = text.split(/\broute\(\s*/).slice(1);
        for (const block of blocks) {
            const call = /^['"](\w+)['"]/.exec(block)?.[1];
            if (!call) continue;
            for (const kind of calls(block)) found.set(`${call}: ${kind}`, { call, kind });
        }
    }
    return [...found.values()];
}

// --- Driving the mock as each persona --------------------------------------------------------

const LOT = 'CD-2025-01';
const PAST = { harvestFrom: '2020-01-01', harvestTo: '2020-01-02' };

/** The seeded lot with its origin (business 1), a plot of that business and one printed stamp. */
function lotFixture(db: MockDb) {
    const activation = activationsOf(db).find((row) => row.bizId === 1 && row.lot === LOT)!;
    const plot = plotsOf(db).find((row) => row.bizId === 1)!;
    const template = db.stampTemplates.find((row) => row.bizId === 1 && row.status === 'active')!;
    const printed = createGeneration(
        db,
        { bizId: 1, userId: 1, userName: 'Chủ thể' },
        { templateId: template.id, quantity: 1 },
    );
    return { productId: activation.productId, plotId: plot.id, serial: printed.fromSerial };
}

type Fixture = ReturnType<typeof lotFixture>;
const origin = (f: Fixture) => ({ ...PAST, plots: [{ plotId: f.plotId, quantityKg: 10 }] });

/** A request each entry's call would carry out for the owner. */
const REQUESTS: Record<string, (f: Fixture) => Record<string, unknown>> = {
    lotOriginUpdate: (f) => ({ productId: f.productId, lot: LOT, ...origin(f) }),
    'activationAdd.origin': (f) => ({
        ranges: [{ from: f.serial, to: f.serial }],
        productId: f.productId,
        lot: LOT,
        origin: origin(f),
    }),
    lotDdsUpdate: (f) => ({ productId: f.productId, lot: LOT, ddsReference: '25VNXTS0000001' }),
    lotRecall: (f) => ({ productId: f.productId, lot: LOT, reason: 'quality' }),
};

/** What the entries write, as the mock holds it. */
function lotRecord(db: MockDb, f: Fixture) {
    const key = { productId: f.productId, lot: LOT };
    const { harvestFrom, harvestTo, plots, ddsReference, ddsVerification } = presentOrigin(db, 1, key);
    return {
        harvestFrom,
        harvestTo,
        plots: plots.map((row) => [row.plotId, row.quantityKg]),
        ddsReference,
        ddsVerification,
        recalled: !!lotRecallOf(db, 1, key.productId, key.lot),
        activations: activationsOf(db).length,
    };
}

async function send(persona: string, call: CallName, body: unknown) {
    const { accessToken } = await signInAs(persona, { store: false });
    const ep = endpoint(call);
    const response = await fetch(`http://localhost${ep.path}`, {
        method: ep.method,
        headers: {
            Authorization: `Bearer ${accessToken}`,
            'Content-Type': 'application/json',
            ...(IDEMPOTENT_CALLS.has(call) ? { 'Idempotency-Key': `rights-${persona}-${call}` } : {}),
        },
        body: JSON.stringify(body),
    });
    return { status: response.status, message: ((await response.json()) as { message?: unknown }).message };
}

let contract: Contract;
beforeAll(async () => {
    contract = await loadContract();
});

describe('writes of a lot origin, statement number or recall', () => {
    const listed = LOT_WRITES.map(entryName).sort();

    it('lists every such call of the contract', () => {
        expect(contractWrites(contract)).toEqual(listed);
    });

    it('lists every such call of the mock', () => {
        const found = mockWrites()
            .map((write) => `${write.call}: ${write.kind}`)
            .sort();
        expect(found).toEqual([...new Set(LOT_WRITES.map((w) => `${w.call}: ${w.kind}`))].sort());
    });

    const named = LOT_WRITES.map((write) => ({ ...write, name: entryName(write) }));
    it.each(named)('$name needs the grant the role table gives it', (write) => {
        const rule = write.part ? partPermissions[write.call]?.[write.part] : write.call;
        expect(rule, `${entryName(write)} has no rule in the role table`).toBeDefined();
        expect(callPermissions[rule as CallName]).toEqual(write.grant);
        for (const role of ['owner', 'user', 'observer'] as const)
            expect(can(Role[role], ...write.grant), role).toBe(write.roles.includes(role));
    });

    const cases = named.flatMap((write) =>
        (['owner', 'user', 'observer'] as const).map((persona) => ({ ...write, persona })),
    );
    it.each(cases)('$name, as $persona: carried out only with the grant', async (write) => {
        const db = getDb();
        const fixture = lotFixture(db);
        const before = lotRecord(db, fixture);
        const answer = await send(
            write.persona,
            write.call,
            REQUESTS[write.part ? `${write.call}.${write.part}` : write.call](fixture),
        );
        const after = lotRecord(getDb(), fixture);
        if (write.roles.includes(write.persona)) {
            expect(answer.status, String(answer.message)).toBe(200);
            expect(after).not.toEqual(before);
        } else {
            expect(answer.status, String(answer.message)).toBe(403);
            expect(after).toEqual(before);
        }
    });
});
