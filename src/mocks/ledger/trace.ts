/** A stamp found by code or serial, and its trace: the timeline its business's staff read. */
import { gs1LotOf } from '../../domain/epcis';
import { stampLink } from '../../domain/scan';
import type { MockDb } from '../state';
import { notFound } from '../answers';
import { cleanCode, decodeStamp, encodeStamp } from './codes';
import { judgeScans, scanRulesOf } from './scanAlerts';
import { stampFacts } from './facts';
import { SERIAL_WIDTH, formatSerial, storeOf } from './model';
import { presentRecall, rangeText } from './views';

/** A stamp by code or by serial (of the caller's business); null when there is none. */
export function locateStamp(
    bizId: number | null,
    query: string,
): { bizId: number; serial: number; code: string } | null {
    const text = query.trim();
    const digits = text.replace(/[\s.]/g, '');
    if (bizId !== null && /^\d+$/.test(digits) && digits.length <= SERIAL_WIDTH) {
        const serial = Number(digits);
        return serial >= 1 ? { bizId, serial, code: encodeStamp(bizId, serial) } : null;
    }
    const decoded = decodeStamp(text);
    if (!decoded) return null;
    return { ...decoded, code: cleanCode(text) };
}

/** The trace answer: a stamp's timeline, for the staff of the business that owns it. */
export function traceStamp(db: MockDb, bizId: number, query: string, scannerHost: string) {
    const located = locateStamp(bizId, query);
    // Another business's stamp is not found, like an unknown code.
    if (!located || located.bizId !== bizId) throw notFound('Không tìm thấy tem với mã hoặc serial này');
    const facts = stampFacts(db, bizId, located.serial);
    if (!facts) throw notFound(`Serial ${formatSerial(located.serial)} chưa được in`);
    const { generation, activation, retail, destruction } = facts;
    const product = activation ? db.products.find((p) => p.id === activation.productId) : undefined;
    const biz = db.businesses.find((b) => b.id === bizId);
    const scans = storeOf(db).scans.filter((scan) => scan.bizId === bizId && scan.serial === located.serial);
    const events = [
        {
            kind: 'printed',
            at: generation.createdAt,
            by: generation.createdByName,
            recordId: generation.id,
            templateName: generation.templateName,
            rangeText: rangeText([{ from: generation.fromSerial, to: generation.toSerial }]),
        },
        activation && {
            kind: 'activated',
            at: activation.createdAt,
            by: activation.createdByName,
            recordId: activation.id,
            productName: activation.productName,
            lot: activation.lot,
            gs1Lot: gs1LotOf(activation.lot, activation.gs1Lot),
            mfgDate: activation.mfgDate,
            expDate: activation.expDate,
            locationName: activation.locationName,
            diaryName: activation.diaryName,
            preactivated: activation.generationId !== null,
        },
        retail && {
            kind: 'sold',
            at: retail.createdAt,
            by: retail.createdByName,
            recordId: retail.id,
            shopName: retail.shopName,
            soldOn: retail.soldOn,
        },
        destruction && {
            kind: 'destroyed',
            at: destruction.createdAt,
            by: destruction.createdByName,
            recordId: destruction.id,
            reason: destruction.reason,
            note: destruction.note,
        },
    ].filter(Boolean);
    return {
        id: located.code,
        code: located.code,
        serial: located.serial,
        serialText: formatSerial(located.serial),
        url: stampLink(scannerHost, located.code),
        state: facts.state,
        generationId: generation.id,
        templateName: generation.templateName,
        product: product
            ? {
                  id: product.id,
                  name: product.name,
                  publicCode: String(product.publicCode ?? product.code ?? ''),
                  gtin: product.gtin ?? null,
              }
            : null,
        lot: activation?.lot ?? null,
        gs1Lot: activation ? gs1LotOf(activation.lot, activation.gs1Lot) : null,
        recall: facts.recall
            ? { ...presentRecall(facts.recall), productId: facts.recall.productId, lot: facts.recall.lot }
            : null,
        biz: biz ? { code: biz.code, name: biz.name } : null,
        scans: {
            count: scans.length,
            lastAt: scans.length ? scans[scans.length - 1].at : null,
            items: judgeScans(db, bizId, located.serial, scans, scanRulesOf(db, bizId)).items,
        },
        events,
    };
}
