// @vitest-environment jsdom
import '../../../tests/unit/mockServer';
import { describe, expect, it } from 'vitest';
import { call } from '../../providers/http';
import { getDb } from '../../mocks/db';
import type { MockDb } from '../../mocks/state';
import { activationsOf } from '../../mocks/ledger/model';
import { originsOf, plotsOf } from '../../mocks/plots/model';
import { presentOrigin } from '../../mocks/plots/origins';
import { signInAs } from '../../../tests/unit/helpers';
import { refusal } from '../../../tests/unit/plotFactory';
import { buildEudrPack } from '../../domain/geo/pack';
import type { Statement } from '../../domain/statements';
import { consentedPurposes, consentsOf, createConsent, readConsent } from './mock/consents';
import { recordTransfer, transfersOf } from './mock/transfers';

const lotKey = (name: string) => {
    const lot = activationsOf(getDb()).find((a) => a.bizId === 1 && a.lot === name)!;
    return { productId: lot.productId, lot: lot.lot };
};

/** Two households own the plots of lot CD-2025-01; both consent to a transfer abroad unless told. */
function households(db: MockDb, { abroad = [true, true] } = {}) {
    const key = lotKey('CD-2025-01');
    const origin = originsOf(db).find((o) => o.bizId === 1 && o.lot === key.lot)!;
    const ids = [9001, 9002];
    const rows = db as unknown as { producers?: { id: number; bizId: number; name: string }[] };
    rows.producers = [
        ...(rows.producers ?? []),
        { id: ids[0], bizId: 1, name: 'Hộ Nguyễn Văn Thử' },
        { id: ids[1], bizId: 1, name: 'Hộ Trần Thị Mẫu' },
    ];
    origin.plots.forEach((item, i) => {
        const plot = plotsOf(db).find((p) => p.id === item.plotId)!;
        Object.assign(plot, { producerId: ids[i % 2] });
    });
    const consents = ids.map((id, i) =>
        createConsent(
            db,
            1,
            id,
            readConsent({
                purposes: abroad[i] ? ['traceability', 'abroad'] : ['traceability'],
                method: 'verbal',
                witness: 'Trưởng thôn Lê Văn Chứng',
                givenAt: '2026-01-05T08:00:00Z',
            }),
            'Chủ thử',
        ),
    );
    return { key, ids, consents };
}

const refused = (act: () => unknown) => {
    try {
        act();
    } catch (error) {
        return error as { status: number; errors?: Record<string, string> };
    }
    throw new Error('it was accepted');
};

describe('consents and transfers abroad in the mock backend', () => {
    it('asks a paper form for its photo and a verbal consent for its witness, naming the field', () => {
        const paper = refused(() =>
            readConsent({ purposes: ['abroad'], method: 'paper', givenAt: '2026-01-05T08:00:00Z' }),
        );
        expect(paper.status).toBe(422);
        expect(Object.keys(paper.errors!)).toEqual(['evidenceUrl']);
        const verbal = refused(() =>
            readConsent({ purposes: ['abroad'], method: 'verbal', givenAt: '2026-01-05T08:00:00Z' }),
        );
        expect(Object.keys(verbal.errors!)).toEqual(['witness']);
        const none = refused(() => readConsent({ purposes: [], method: 'app', givenAt: 'hôm qua' }));
        expect(Object.keys(none.errors!).sort()).toEqual(['givenAt', 'purposes']);
    });

    it('makes a producer without consent to a transfer abroad a gap of the pack, linking to their page', () => {
        const db = getDb();
        const { key, ids, consents } = households(db, { abroad: [true, false] });
        const origin = presentOrigin(db, 1, key);
        const product = { id: key.productId, name: 'Cà phê', hsCode: '090111' };
        const pack = buildEudrPack([{ product, origin }]);
        expect(pack.ok).toBe(false);
        const gaps = pack.ok ? [] : pack.missing.filter((g) => g.code === 'missing_consent');
        expect(gaps.length).toBe(origin.plots.filter((i) => i.plot.producerConsented?.length === 1).length);
        expect(new Set(gaps.map((g) => g.fixPath))).toEqual(new Set([`/producer/detail/${ids[1]}`]));
        // Consent recorded: the gap is gone.
        createConsent(
            db,
            1,
            ids[1],
            { ...readConsent({ purposes: ['abroad'], method: 'app', givenAt: '2026-02-01T08:00:00Z' }) },
            'Chủ thử',
        );
        expect(consentedPurposes(db, ids[1])).toEqual(['traceability', 'abroad']);
        expect(buildEudrPack([{ product, origin: presentOrigin(db, 1, key) }]).ok).toBe(true);
        // Withdrawn again: a gap again.
        consents[0].withdrawnAt = '2026-02-02T08:00:00Z';
        expect(consentedPurposes(db, ids[0])).toEqual([]);
    });

    it('records a transfer under each producer consent, and records nothing while one lacks it', () => {
        const db = getDb();
        const { key, ids, consents } = households(db, { abroad: [true, false] });
        const before = transfersOf(db).length;
        const lacking = refused(() =>
            recordTransfer(db, 1, { lots: [key], recipient: 'Buyer GmbH', kind: 'pack_download' }, 'Chủ'),
        );
        expect(lacking.status).toBe(422);
        expect(Object.keys(lacking.errors!)).toEqual([`producers.${ids[1]}`]);
        expect(lacking.errors![`producers.${ids[1]}`]).toContain('Hộ Trần Thị Mẫu');
        expect(transfersOf(db).length).toBe(before);
        const later = createConsent(
            db,
            1,
            ids[1],
            readConsent({ purposes: ['abroad'], method: 'app', givenAt: '2026-02-01T08:00:00Z' }),
            'Chủ',
        );
        const transfer = recordTransfer(
            db,
            1,
            { lots: [key], recipient: 'Buyer GmbH', kind: 'pack_download' },
            'Chủ',
        );
        expect(transfer).toMatchObject({ recipient: 'Buyer GmbH', producerIds: ids, statementId: null });
        expect(transfer.consentIds).toEqual([consents[0].id, later.id]);
        expect(consentsOf(db).length).toBeGreaterThanOrEqual(3);
    });

    it('refuses to file a statement with a producer lacking consent, and records the filing as a transfer', async () => {
        await signInAs('owner');
        const db = getDb();
        const { ids } = households(db, { abroad: [true, false] });
        const body = {
            activity: 'export',
            hsHeading: '090111',
            description: 'Cà phê nhân Arabica Cầu Đất',
            netMassKg: 1_200,
            supplementaryUnits: null,
            countryOfProduction: 'VN',
            lots: [lotKey('CD-2025-01')],
            part: null,
            referencedStatements: [],
        };
        const draft = await call<Statement>('statementCreate', { body });
        const answer = (await refusal(call('statementSubmit', { params: { id: draft.id } }))) as unknown as {
            status: number;
            body: { gaps: { code: string; fixPath: string }[] };
        };
        expect(answer.status).toBe(422);
        expect(answer.body.gaps.filter((g) => g.code === 'missing_consent')[0].fixPath).toBe(
            `/producer/detail/${ids[1]}`,
        );
        // (the seeded statements' filings are in the register already: this one is not)
        expect(transfersOf(getDb()).filter((t) => t.statementId === draft.id)).toEqual([]);
        createConsent(
            getDb(),
            1,
            ids[1],
            readConsent({ purposes: ['abroad'], method: 'app', givenAt: '2026-02-01T08:00:00Z' }),
            'Chủ',
        );
        const filed = await call<Statement>('statementSubmit', { params: { id: draft.id } });
        expect(filed.state).toBe('submitted');
        const [transfer] = transfersOf(getDb()).filter((t) => t.statementId === draft.id);
        expect(transfer).toMatchObject({ statementId: draft.id, producerIds: ids });
        expect(transfer.recipient).toContain('EU');
    });
});
