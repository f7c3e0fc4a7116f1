/**
 * The register of transfers of producers' data abroad (Law 91/2025/QH15, Decree 356/2025/ND-CP): every
 * EUDR pack the console gives out and every statement filed records which producers' data left, to
 * whom, when, by whom and under which consent. A producer without a consent in force to a transfer
 * abroad stops it: nothing is recorded and nothing leaves.
 */
import type { MockDb } from '../../../mocks/state';
import { route, paginate, MockError, type Ctx } from '../../../mocks/kit';
import { str } from '../../../mocks/crud';
import { presentOrigin } from '../../../mocks/plots/origins';
import type { Transfer } from '../../../domain/producers';
import { abroadConsentOf, producerNameOf } from './consentStore';
import { logTransfer, transfersOf, type MockTransfer } from './transferLog';

export { EU_RECIPIENT, transfersOf, type MockTransfer } from './transferLog';

type LotRef = { productId: number; lot: string };

/** The producers of the lots' plots, each once, in the order their plots come. */
function producersOfLots(db: MockDb, bizId: number, lots: LotRef[]) {
    const seen = new Map<number, string>();
    for (const key of lots)
        for (const item of presentOrigin(db, bizId, key).plots) {
            const { producerId, producerName } = item.plot as {
                producerId?: number | null;
                producerName: string;
            };
            if (typeof producerId === 'number' && !seen.has(producerId))
                seen.set(producerId, producerNameOf(db, producerId) ?? producerName);
        }
    return [...seen].map(([id, name]) => ({ id, name }));
}

/**
 * Records one transfer of the lots' producers' data: 422 listing each producer without a consent in
 * force to a transfer abroad (`errors["producers.<id>"]`), nothing recorded.
 */
export function recordTransfer(
    db: MockDb,
    bizId: number,
    what: { lots: LotRef[]; recipient: string; kind: Transfer['kind']; statementId?: number | null },
    by: string,
    now = Date.now(),
): MockTransfer {
    const producers = producersOfLots(db, bizId, what.lots);
    const consents = producers.map((p) => ({ producer: p, consent: abroadConsentOf(db, p.id) }));
    const lacking = consents.filter((c) => !c.consent);
    if (lacking.length)
        throw new MockError(
            422,
            `${lacking.length} hộ sản xuất chưa đồng ý cho chuyển dữ liệu ra nước ngoài: chưa thể trao bộ hồ sơ. Hãy ghi nhận sự đồng ý của họ trước.`,
            Object.fromEntries(
                lacking.map(({ producer }) => [
                    `producers.${producer.id}`,
                    `${producer.name} chưa đồng ý cho chuyển dữ liệu ra nước ngoài`,
                ]),
            ),
        );
    return logTransfer(db, {
        bizId,
        at: new Date(now).toISOString(),
        by,
        kind: what.kind,
        recipient: what.recipient,
        producerIds: producers.map((p) => p.id),
        consentIds: consents.map((c) => c.consent!.id),
        lots: what.lots.map((l) => ({ productId: l.productId, lot: l.lot })),
        statementId: what.statementId ?? null,
    });
}

export function presentTransfer(transfer: MockTransfer): Transfer {
    const { bizId: _biz, ...rest } = transfer;
    return structuredClone(rest);
}

const bizOf = (ctx: Ctx) => ctx.session.biz!.id;
const byOf = (ctx: Ctx) => ctx.session.user.name || ctx.session.user.phone;

/** The lots and the buyer sent, checked (400 naming the field). */
function readRecord(body: Record<string, unknown>) {
    const errors: Record<string, string> = {};
    const lots = Array.isArray(body.lots) ? (body.lots as Record<string, unknown>[]) : [];
    if (!lots.length || lots.some((l) => !(Number(l?.productId) > 0) || !str(l?.lot)))
        errors.lots = 'Chọn ít nhất một lô';
    const recipient = str(body.recipient);
    if (!recipient) errors.recipient = 'Cần tên bên nhận bộ hồ sơ (người mua)';
    else if (recipient.length > 200) errors.recipient = 'Tên bên nhận tối đa 200 ký tự';
    if (Object.keys(errors).length)
        throw new MockError(400, 'Dữ liệu không hợp lệ, vui lòng kiểm tra các trường báo lỗi', errors);
    return { lots: lots.map((l) => ({ productId: Number(l.productId), lot: str(l.lot) })), recipient };
}

export const transferHandlers = [
    route('transferRecord', (ctx) => {
        const { lots, recipient } = readRecord((ctx.body ?? {}) as Record<string, unknown>);
        const transfer = recordTransfer(
            ctx.db,
            bizOf(ctx),
            { lots, recipient, kind: 'pack_download' },
            byOf(ctx),
        );
        return presentTransfer(transfer);
    }),
    route('transferList', (ctx) => {
        const rows = transfersOf(ctx.db)
            .filter((t) => t.bizId === bizOf(ctx))
            .map(presentTransfer)
            .sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
        return paginate(rows, ctx.query, { dateField: 'at' });
    }),
];
