import { config } from '../../config';
import type { MigratedCompany } from '../../domain/migrated';
import { fullAddress } from '../data/locations';
import type { MockBusiness, MockDb } from '../db';
import { notFound, route, type Ctx } from '../kit';
import { formatSerial, storeOf, type RecallReason, type StampRecall } from '../stamps/model';
import { vietnamDateOf } from '../../domain/dates';
import { locateStamp, stampFacts, stampLink } from '../stamps/views';
import { recordScan } from '../stamps/scanAlerts';

declare module '../db' {
    interface MockDb {
        migratedCompanies?: MigratedCompany[];
    }
}

function publicStampFacts(ctx: Ctx) {
    const located = locateStamp(null, ctx.params.code);
    const facts = located ? stampFacts(ctx.db, located.bizId, located.serial) : null;
    if (!located || !facts) throw notFound('Mã tem không tồn tại. Sản phẩm có thể không chính hãng.');
    // A consumer's scan is recorded; the console's own preview (?preview=1) is not.
    if (ctx.query.get('preview') !== '1') {
        recordScan(
            ctx.db,
            located.bizId,
            located.serial,
            ctx.query.get('province'),
            ctx.request.headers.get('user-agent'),
        );
    }
    const biz = ctx.db.businesses.find((b) => b.id === located.bizId);
    const product = facts.activation
        ? ctx.db.products.find((p) => p.id === facts.activation!.productId)
        : undefined;
    const scans = storeOf(ctx.db).scans.filter(
        (scan) => scan.bizId === located.bizId && scan.serial === located.serial,
    );
    return { located, facts, biz, product, scans };
}

/** What a consumer is told about a stamp. */
const VERDICT = {
    generated: 'Tem chưa được kích hoạt: sản phẩm chưa được doanh nghiệp xác nhận.',
    activated: 'Sản phẩm chính hãng.',
    sold: 'Sản phẩm chính hãng, đã được bán tại điểm bán của doanh nghiệp.',
    destroyed: 'Tem đã bị hủy: không dùng để xác thực sản phẩm.',
} as const;

/** The recall reasons in the consumer's words. */
const RECALL_REASON_TEXT: Record<RecallReason, string> = {
    safety: 'nguy cơ mất an toàn cho người sử dụng',
    quality: 'sản phẩm không đạt chất lượng',
    contamination: 'sản phẩm nhiễm bẩn hoặc tồn dư vượt mức cho phép',
    labelling: 'sai sót trên nhãn sản phẩm',
    authority: 'theo yêu cầu của cơ quan có thẩm quyền',
    other: 'lý do khác',
};

/** The recall warning of a stamp of a recalled lot (shown whatever the stamp's state but destroyed). */
function recallNotice(recall: StampRecall | null, state: string, bizName: string | undefined) {
    if (!recall || state === 'destroyed') return null;
    const date = vietnamDateOf(recall.createdAt);
    const reasonText =
        recall.reason === 'other' && recall.note ? recall.note : RECALL_REASON_TEXT[recall.reason];
    return {
        date,
        reason: recall.reason,
        reasonText,
        warning:
            `CẢNH BÁO: sản phẩm thuộc lô ${recall.lot} đã bị ${bizName ?? 'doanh nghiệp'} thu hồi ngày ${date.split('-').reverse().join('/')}. ` +
            `Lý do: ${reasonText}. Không sử dụng sản phẩm; liên hệ doanh nghiệp hoặc nơi bán để được hướng dẫn.`,
    };
}

const companyCard = (biz: MockBusiness | undefined) =>
    biz
        ? {
              code: biz.code,
              name: biz.name,
              logo: biz.logo,
              phone: biz.phone,
              address: fullAddress(biz.address, biz.ward, biz.province),
          }
        : null;

function findBiz(db: MockDb, code: string) {
    const biz = db.businesses.find((b) => b.code.toUpperCase() === code.toUpperCase());
    if (!biz) throw notFound('Không tìm thấy doanh nghiệp');
    return biz;
}

export const publicStampHandlers = [
    route('publicStampV2', (ctx) => {
        const { located, facts, biz, product, scans } = publicStampFacts(ctx);
        const { activation, retail, state } = facts;
        return {
            code: located.code,
            serial: formatSerial(located.serial),
            url: stampLink(config.scannerHost, located.code),
            state,
            genuine: state === 'activated' || state === 'sold',
            verdict: VERDICT[state],
            product:
                activation && state !== 'destroyed'
                    ? {
                          name: activation.productName,
                          publicCode: product ? String(product.publicCode ?? product.code ?? '') : null,
                          image: (product?.images as string[] | undefined)?.[0] ?? null,
                      }
                    : null,
            lot: state !== 'destroyed' ? (activation?.lot ?? null) : null,
            mfgDate: state !== 'destroyed' ? (activation?.mfgDate ?? null) : null,
            expDate: state !== 'destroyed' ? (activation?.expDate ?? null) : null,
            location: state !== 'destroyed' ? (activation?.locationName ?? null) : null,
            soldAt: retail && state === 'sold' ? { shop: retail.shopName, date: retail.soldOn } : null,
            company: companyCard(biz),
            recall: recallNotice(facts.recall, state, biz?.name),
            scanCount: scans.length,
            firstScanAt: scans[0]?.at ?? null,
        };
    }),
    /** The first version: a flat summary. */
    route('publicStamp', (ctx) => {
        const { located, facts, biz } = publicStampFacts(ctx);
        const valid = facts.state === 'activated' || facts.state === 'sold';
        return {
            code: located.code,
            serial: formatSerial(located.serial),
            valid,
            message: VERDICT[facts.state],
            productName: valid ? (facts.activation?.productName ?? null) : null,
            lot: valid ? (facts.activation?.lot ?? null) : null,
            expDate: valid ? (facts.activation?.expDate ?? null) : null,
            bizName: biz?.name ?? null,
            bizCode: biz?.code ?? null,
            recall: recallNotice(facts.recall, facts.state, biz?.name),
        };
    }),
    route('publicCompanyV2', (ctx) => {
        const biz = findBiz(ctx.db, ctx.params.code);
        return {
            ...companyCard(biz)!,
            email: biz.email,
            website: biz.website ?? null,
            description: biz.description,
            products: ctx.db.products
                .filter((p) => p.bizId === biz.id && p.status === 'active')
                .map((p) => ({ name: p.name, publicCode: String(p.publicCode ?? p.code ?? '') })),
        };
    }),
    route('publicBiz', (ctx) => {
        const biz = findBiz(ctx.db, ctx.params.code);
        return {
            code: biz.code,
            name: biz.name,
            logo: biz.logo,
            address: fullAddress(biz.address, biz.ward, biz.province),
            phone: biz.phone,
        };
    }),
    route('publicMigratedCompanies', (ctx) => ctx.db.migratedCompanies ?? []),
];
