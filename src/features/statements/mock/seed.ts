/**
 * The statements' collections, the EU stand-in's upstream operators, and the demo business's
 * statements. These are made from the lots' origins and the producers' consents, seeded before
 * (`after`). It reads the seeded records as they are (the mock's state, which imports the seed, is not at hand):
 * the seeded plots overlap none, so the origins have no warning to work out.
 */
import type { MockDb } from '../../../mocks/state';
import type { FeatureSeed } from '../../../mocks/state';
import { activationsOf } from '../../../mocks/ledger/model';
import { statementsOf, standInOf, EU_SYSTEM } from './model';
import { UPSTREAM } from '../upstream';
import { originOf, plotsOf } from '../../../mocks/plots/model';
import type { PackLotInput } from '../../../domain/geo/pack';
import { amendableUntilOf, baseNameOf, newStatement } from './records';
import { buildPack, freeze } from './freeze';
import { EU_RECIPIENT, logTransfer } from '../../producers/mock/transferLog';
import { abroadConsentOf } from '../../producers/mock/consentStore';

export const seed: FeatureSeed = {
    after: ['origins', 'producers'],
    run(db, now) {
        statementsOf(db);
        standInOf(db).upstream = structuredClone(UPSTREAM);
        db.seq = { ...db.seq, statements: 0 };
        seedDemoStatements(db, now);
    },
};

const HOUR = 3_600_000;
const OWNER = 'Trần Minh Khoa';

/** What buildEudrPack reads of the seeded lots: products and origins as the API answers them. */
function packInputs(db: MockDb, lots: { productId: number; lot: string }[]): PackLotInput[] {
    return lots.map((key) => {
        const product = db.products.find((p) => p.id === key.productId)!;
        const origin = originOf(db, 1, key.productId, key.lot)!;
        const plots = origin.plots.map((item) => {
            const { bizId: _biz, ...plot } = plotsOf(db).find((p) => p.id === item.plotId)!;
            const locationName = db.bizLocations.find((l) => l.id === plot.locationId)?.name ?? '';
            return { ...item, plot: { ...plot, locationName, warnings: [] } };
        });
        return {
            product: { id: product.id, name: product.name, hsCode: (product.hsCode as string) ?? null },
            origin: {
                ...origin,
                plots,
                totals: { producers: 0, plots: plots.length, areaHa: 0, quantityKg: 0 },
                keyData: [],
            },
        };
    });
}

/**
 * The coffee cooperative's statements: one available (filed a day ago, still amendable), one
 * available filed four days ago (its window closed), one rejected naming a plot, one draft.
 */
function seedDemoStatements(db: MockDb, now = Date.now()) {
    const lotOf = (name: string) => {
        const activation = activationsOf(db).find((a) => a.bizId === 1 && a.lot === name);
        return activation ? { productId: activation.productId, lot: activation.lot } : null;
    };
    const first = lotOf('CD-2025-01');
    const second = lotOf('CD-2025-02');
    if (!first || !second) return;
    const year = String(new Date(now).getUTCFullYear()).slice(-2);
    const input = (lots: { productId: number; lot: string }[], netMassKg: number, description: string) => ({
        activity: 'export' as const,
        hsHeading: '090111',
        description,
        netMassKg,
        supplementaryUnits: null,
        countryOfProduction: 'VN',
        lots,
        part: null,
        referencedStatements: [],
    });
    const filed = (
        lots: { productId: number; lot: string }[],
        hoursAgo: number,
        description: string,
        answer: 'available' | 'rejected',
        numbers?: [string, string],
    ) => {
        const submittedMs = now - hoursAgo * HOUR;
        const statement = newStatement(
            db,
            1,
            input(lots, 3_900, description),
            OWNER,
            'prepared',
            submittedMs - 2 * HOUR,
        );
        const inputs = packInputs(db, lots);
        const pack = buildPack(inputs, baseNameOf(statement));
        if (!pack.ok) return statement;
        const submittedAt = new Date(submittedMs).toISOString();
        const answeredAt = new Date(submittedMs + 60_000).toISOString();
        Object.assign(statement, freeze(inputs, pack, submittedAt), {
            state: answer,
            submittedAt,
            amendableUntil: amendableUntilOf(submittedAt),
            updatedAt: answeredAt,
        });
        statement.history.push({ at: submittedAt, by: OWNER, event: 'submitted' });
        // Filing sent the households' data to the EU: the transfer register holds it, as a filing now does.
        const producerIds = [
            ...new Set(
                statement.snapshot!.plots.map(
                    (declared) => plotsOf(db).find((plot) => plot.id === declared.plotId)?.producerId,
                ),
            ),
        ].filter((id): id is number => typeof id === 'number');
        logTransfer(db, {
            bizId: 1,
            at: submittedAt,
            by: OWNER,
            kind: 'statement_filed',
            recipient: EU_RECIPIENT,
            producerIds,
            consentIds: producerIds.flatMap((id) => abroadConsentOf(db, id)?.id ?? []),
            lots,
            statementId: statement.id,
        });
        statement.history.push({ at: answeredAt, by: EU_SYSTEM, event: answer });
        if (numbers) [statement.referenceNumber, statement.verificationNumber] = numbers;
        return statement;
    };
    filed([first], 24, 'Cà phê nhân Arabica Cầu Đất, lô CD-2025-01', 'available', [
        `${year}VNXTSDEMO001`,
        'XTSD0001',
    ]);
    filed([second], 96, 'Cà phê nhân Arabica Cầu Đất, lô CD-2025-02', 'available', [
        `${year}VNXTSDEMO002`,
        'XTSD0002',
    ]);
    const rejected = filed([second], 30, 'Cà phê nhân Arabica Cầu Đất, lô CD-2025-02 (lần đầu)', 'rejected');
    const plot = rejected.snapshot?.plots[1];
    rejected.rejection = [
        {
            code: 'geometry_invalid',
            message:
                'Thửa ở vị trí 2 trong tệp GeoJSON: ranh giới không hợp lệ theo quy tắc của hệ thống thông tin EU',
            plotId: plot?.plotId ?? null,
            plotCode: plot?.code ?? null,
        },
    ];
    newStatement(
        db,
        1,
        input([first, second], 6_200, 'Cà phê nhân Arabica Cầu Đất, lô ghép tháng này'),
        OWNER,
        'prepared',
        now - 3 * HOUR,
    );
}
