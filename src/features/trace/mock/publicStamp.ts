import { config } from '../../../config';
import { fullAddress } from '../../../mocks/data/locations';
import type { MockBusiness, MockDb, MockProduct } from '../../../mocks/state';
import { notFound, route, type Ctx } from '../../../mocks/kit';
import { formatSerial, storeOf, type StampRecall } from '../../../mocks/ledger/model';
import type { RecallReason } from '../../../domain/recall';
import { vietnamDateOf } from '../../../domain/dates';
import { stampFacts, stampLink } from '../../../mocks/ledger/views';
import { locateStamp } from '../../../mocks/ledger/trace';
import { judgeScans, recordScan, scanRulesOf } from '../../../mocks/ledger/scanAlerts';
import { CONSUMER_VERDICT, stampMeaning } from '../../../domain/stampMeaning';
import { originOf } from '../../../mocks/plots/model';

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
    // What the stamp means to the consumer: its state, its lot's recall, its suspicious scans.
    const { flags } = judgeScans(
        ctx.db,
        located.bizId,
        located.serial,
        scans,
        scanRulesOf(ctx.db, located.bizId),
    );
    const meaning = stampMeaning({
        state: facts.state,
        recalled: !!facts.recall,
        suspicious: flags.some((flag) => flag.length > 0),
    });
    return { located, facts, biz, product, scans, meaning, verdict: CONSUMER_VERDICT[meaning.meaning] };
}

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

/**
 * The key data elements of Circular 02/2024 the stamp's record holds beyond the fields above
 * (docs/plots.md): product code, brand, shelf life, applied standards, growing-area code, the time of
 * the activation (stage) and the lot's origin in figures.
 */
function keyDataOf(
    db: MockDb,
    product: MockProduct | undefined,
    activation: {
        bizId: number;
        productId: number;
        lot: string;
        locationId: number | null;
        createdAt: string;
    },
) {
    const location = db.bizLocations.find((l) => l.id === activation.locationId);
    const origin = originOf(db, activation.bizId, activation.productId, activation.lot);
    const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);
    return {
        productCode: text(product?.gtin) ?? text(product?.code),
        brand: text(product?.brand),
        shelfLifeDays: typeof product?.shelfLifeDays === 'number' ? product.shelfLifeDays : null,
        standards: Array.isArray(product?.certifications) ? (product.certifications as string[]) : [],
        locationCode: text(location?.areaCode),
        activatedAt: activation.createdAt,
        originPlots: origin?.plots.length ?? 0,
        harvestFrom: origin?.harvestFrom ?? null,
        harvestTo: origin?.harvestTo ?? null,
    };
}

export const publicStampHandlers = [
    route('publicStampV2', (ctx) => {
        const { located, facts, biz, product, scans, meaning, verdict } = publicStampFacts(ctx);
        const { activation, retail, state } = facts;
        return {
            code: located.code,
            serial: formatSerial(located.serial),
            url: stampLink(config.scannerHost, located.code),
            state,
            genuine: meaning.genuine,
            meaning: meaning.meaning,
            verdict,
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
            keyData: state !== 'destroyed' && activation ? keyDataOf(ctx.db, product, activation) : null,
        };
    }),
    /** The first version: a flat summary. */
    route('publicStamp', (ctx) => {
        const { located, facts, biz, meaning, verdict } = publicStampFacts(ctx);
        const valid = facts.state === 'activated' || facts.state === 'sold';
        return {
            code: located.code,
            serial: formatSerial(located.serial),
            valid: meaning.genuine,
            message: verdict,
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
