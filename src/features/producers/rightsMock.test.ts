// @vitest-environment jsdom
import '../../../tests/unit/mockServer';
import { describe, expect, it } from 'vitest';
import { call } from '../../providers/http';
import { getDb } from '../../mocks/db';
import { plotsOf } from '../../mocks/plots/model';
import { plotAtVersion, plotVersionsOf } from '../../mocks/plots/versions';
import { signInAs } from '../../../tests/unit/helpers';
import { refusal } from '../../../tests/unit/plotFactory';
import { statementsOf } from '../statements/mock/model';
import { consentsOf } from './mock/consents';
import { producersOf } from './mock/model';
import { accessLogOf } from './mock/accessLog';
import type { ProducerExport, Retained } from './rights/rightsApi';

/** A producer of the demo business whose plot a seeded filed statement declared, with that statement. */
function declaredProducer() {
    const db = getDb();
    const plots = plotsOf(db);
    for (const statement of statementsOf(db).filter((s) => s.bizId === 1 && s.snapshot))
        for (const declared of statement.snapshot!.plots) {
            const plot = plots.find((p) => p.id === declared.plotId);
            if (typeof plot?.producerId === 'number') {
                const producer = producersOf(db).find((p) => p.id === plot.producerId)!;
                return { db, producer, statement, plot, declared };
            }
        }
    throw new Error('no seeded statement declares a linked plot');
}

const status = async (answer: Promise<unknown>) => ((await refusal(answer)) as { status: number }).status;

describe("a household's rights in the mock backend", () => {
    it("deletes the personal data but keeps a filed statement's snapshot as declared, and says until when", async () => {
        await signInAs('owner');
        const { db, producer, statement, plot, declared } = declaredProducer();
        const name = producer.name;
        producer.idNumber = '079123456789';
        producer.phone = '0901234567';
        const snapshot = structuredClone(statement.snapshot);
        const texts = structuredClone(statement.texts);
        const before = plotAtVersion(db, plot, declared.version)!;
        expect(before.producerName).toBe(name);

        const kept = await call<Retained>('producerErase', { params: { id: producer.id }, body: {} });

        expect(producer).toMatchObject({
            name: `Hộ đã xoá dữ liệu #${producer.id}`,
            idNumber: null,
            phone: null,
            anonymised: true,
        });
        expect(statement.snapshot).toEqual(snapshot);
        expect(statement.texts).toEqual(texts);
        expect(plotAtVersion(db, plot, declared.version)).toEqual(before);
        expect(plot.producerName).toBe(producer.name);
        const undeclared = plotVersionsOf(db).filter(
            (v) => v.plotId === plot.id && v.version !== declared.version,
        );
        for (const version of undeclared) expect(version.fields.producerName).not.toBe(name);
        for (const consent of consentsOf(db).filter((c) => c.producerId === producer.id))
            expect(consent).toMatchObject({ evidenceUrl: null, witness: null });
        expect(consentsOf(db).filter((c) => c.producerId === producer.id && !c.erasedAt)).toEqual([]);
        expect(consentsOf(db).filter((c) => c.producerId === producer.id && !c.withdrawnAt)).toEqual([]);

        const mine = kept.statements.find((s) => s.id === statement.id)!;
        const declaredAt = new Date(mine.declaredAt);
        declaredAt.setUTCFullYear(declaredAt.getUTCFullYear() + 5);
        expect(mine.keptUntil).toBe(declaredAt.toISOString());
        expect(await call<Retained>('producerRetained', { params: { id: producer.id } })).toEqual(kept);
    });

    it('refuses to edit, consent for or merge an erased producer, and erases once', async () => {
        await signInAs('owner');
        const { producer } = declaredProducer();
        const other = producersOf(getDb()).find((p) => p.bizId === 1 && p.id !== producer.id)!;
        await call('producerErase', { params: { id: producer.id }, body: {} });
        const name = producer.name;
        await call('producerErase', { params: { id: producer.id }, body: {} });
        expect(producer.name).toBe(name);
        expect(accessLogOf(getDb()).filter((e) => e.action === 'erase')).toHaveLength(1);
        expect(
            await status(call('producerUpdate', { params: { id: producer.id }, body: { name: 'Hộ Mới' } })),
        ).toBe(409);
        const consent = {
            producerId: producer.id,
            purposes: ['abroad'],
            method: 'app',
            givenAt: new Date().toISOString(),
        } as const;
        expect(await status(call('consentCreate', { body: consent }))).toBe(409);
        const merge = { keepId: other.id, mergeId: producer.id, reason: 'Trùng' };
        expect(await status(call('producerMerge', { body: merge }))).toBe(409);
    });

    it('writes every view and export to the access log, who, role, what and whose', async () => {
        const { db, producer } = declaredProducer();
        await signInAs('user');
        await call('producerDetail', { params: { id: producer.id } });
        await signInAs('owner');
        await call('producerDetail', { params: { id: producer.id } });
        // The same page read again within a minute is one view.
        await call('producerDetail', { params: { id: producer.id } });
        const json = await call<ProducerExport>('producerExport', { params: { id: producer.id } });
        await call('producerExport', { params: { id: producer.id }, query: { as: 'print' } });
        const rows = await call<{ id: number; idNumber: string | null }[]>('producerWholeExport', {});

        const log = accessLogOf(db).map((e) => [e.role, e.action, e.producerIds.length]);
        expect(log).toEqual([
            ['user', 'view', 1],
            ['owner', 'view', 1],
            ['owner', 'export_json', 1],
            ['owner', 'export_print', 1],
            ['owner', 'export_csv', rows.length],
        ]);
        expect(accessLogOf(db).every((e) => e.by && e.at && e.bizId === 1)).toBe(true);
        // The export holds the producer whole, its consents and the entries about it (its own included).
        expect(json.producer.id).toBe(producer.id);
        expect(json.accessLog.map((e) => e.action)).toEqual(['export_json', 'view', 'view']);
        expect(json.statements.length).toBeGreaterThan(0);
        const withId = producersOf(db).find((p) => p.bizId === 1 && p.idNumber);
        if (withId) expect(rows.find((r) => r.id === withId.id)?.idNumber).toBe(withId.idNumber);

        const page = await call<{ items: { action: string }[]; total: number }>('producerAccessLog', {
            query: { producerId: producer.id, page: 1, limit: 2 },
        });
        expect(page.total).toBe(5);
        expect(page.items.map((e) => e.action)).toEqual(['export_csv', 'export_print']);
    });

    it.each(['user', 'observer'])(
        'refuses a %s the export, the erasure, the whole-ID file and the log',
        async (who) => {
            const { producer } = declaredProducer();
            await signInAs(who);
            const id = { params: { id: producer.id } };
            expect(await status(call('producerExport', id))).toBe(403);
            expect(await status(call('producerErase', { ...id, body: {} }))).toBe(403);
            expect(await status(call('producerWholeExport', {}))).toBe(403);
            expect(await status(call('producerAccessLog', {}))).toBe(403);
            expect(producer.anonymised).toBe(false);
            expect(accessLogOf(getDb())).toEqual([]);
        },
    );
});
