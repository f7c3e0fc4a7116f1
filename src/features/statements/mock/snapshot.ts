/**
 * The pack a statement declares, built on the server from its lots' current origins (as lotOrigin
 * answers them) with the same code as the console's pack (buildEudrPack), and the declared
 * snapshot compared with the plots as they are now.
 */
import type { MockDb } from '../../../mocks/state';
import { presentOrigin } from '../../../mocks/plots/origins';
import { plotsOf } from '../../../mocks/plots/model';
import { changedFields, plotAtVersion } from '../../../mocks/plots/versions';
import type { PackLotInput } from '../../../domain/geo/pack';
import type { MockStatement } from './model';
import { buildPack, buildPart } from './freeze';
import { refusal } from './model';

type LotRef = { productId: number; lot: string };

/**
 * The pack of these lots as they are now (their current origin plots), with what it was built from;
 * of one part only for a statement that is part of a split shipment (409 when the shipment is no
 * longer split in as many parts).
 */
export function packOf(
    db: MockDb,
    bizId: number,
    lots: LotRef[],
    baseName: string,
    part: { index: number; of: number } | null = null,
) {
    const inputs: PackLotInput[] = lots.map((key) => {
        const product = db.products.find((p) => p.id === key.productId && p.bizId === bizId);
        return {
            product: {
                id: key.productId,
                name: product?.name ?? '',
                hsCode: (product?.hsCode as string | null | undefined) ?? null,
            },
            origin: presentOrigin(db, bizId, key),
        };
    });
    if (!part || part.of === 1) return { inputs, pack: buildPack(inputs, baseName) };
    const built = buildPart(inputs, baseName, part);
    if (!built)
        throw refusal(
            409,
            `Lô hàng không còn được chia thành ${part.of} tờ khai như khi lập: hãy lập lại các tờ khai từ trang bộ hồ sơ EUDR`,
            { code: 'part_changed' },
        );
    return built;
}

/** The declared snapshot against the lots' current origin plots. */
export function diffOf(db: MockDb, statement: MockStatement) {
    const empty = { plots: [], added: [], removed: [] };
    if (!statement.snapshot) return empty;
    const current = new Map<number, string>();
    for (const key of statement.lots) {
        let origin;
        try {
            origin = presentOrigin(db, statement.bizId, key);
        } catch {
            continue;
        }
        for (const item of origin.plots) current.set(item.plot.id, item.plot.code);
    }
    // A part of a split shipment compares with its own part now (when the split still holds).
    if (statement.part && statement.part.of > 1) {
        try {
            const { inputs } = packOf(db, statement.bizId, statement.lots, 'diff', statement.part);
            const own = new Set(inputs.flatMap((input) => input.origin.plots.map((item) => item.plot.id)));
            for (const id of [...current.keys()]) if (!own.has(id)) current.delete(id);
        } catch {
            // Split otherwise now: every plot of the lots is compared.
        }
    }
    const stored = new Map(
        plotsOf(db)
            .filter((p) => p.bizId === statement.bizId)
            .map((p) => [p.id, p]),
    );
    const declared = new Set(statement.snapshot.plots.map((p) => p.plotId));
    const plots = statement.snapshot.plots.flatMap((was) => {
        const plot = stored.get(was.plotId);
        if (!plot || !current.has(was.plotId) || plot.version === was.version) return [];
        const before = plotAtVersion(db, plot, was.version);
        const now = plotAtVersion(db, plot, plot.version)!;
        return [
            {
                plotId: was.plotId,
                code: plot.code,
                declaredVersion: was.version,
                currentVersion: plot.version,
                fields: before ? changedFields(before, now) : [],
            },
        ];
    });
    return {
        plots,
        added: [...current].filter(([id]) => !declared.has(id)).map(([plotId, code]) => ({ plotId, code })),
        removed: statement.snapshot.plots
            .filter((p) => !current.has(p.plotId))
            .map((p) => ({ plotId: p.plotId, code: p.code })),
    };
}
