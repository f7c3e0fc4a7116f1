/**
 * What a batch's print file and codes file put in each QR code: the template's choice, the
 * scanner link or a GS1 Digital Link with the pre-activated product's GTIN, the lot and the code.
 */
import type { MockDb } from '../state';
import { badRequest } from '../answers';
import { checkGtin, digitalLink, stampLink } from '../../domain/scan';
import { gs1LotOf } from '../../domain/epcis';
import { activationsOf, type StampGeneration } from './model';

/**
 * `scanner`: the template asks for the scanner link; `gs1`: a Digital Link; `gs1_without_gtin`:
 * the template asks for a Digital Link but the batch has no product GTIN (not pre-activated, or its
 * product has none), so the scanner link is printed.
 */
export type QrMode = 'scanner' | 'gs1' | 'gs1_without_gtin';

export interface PrintQr {
    mode: QrMode;
    gtin: string | null;
    /** The lot as written (Vietnamese allowed), for people. */
    lot: string | null;
    /** The lot's GS1 lot code: what AI 10 carries. */
    gs1Lot: string | null;
    of: (code: string) => string;
}

/** The QR content of a batch's stamps; refuses (400) a product GTIN a Digital Link cannot carry. */
export function printQrOf(db: MockDb, generation: StampGeneration, scannerHost: string): PrintQr {
    const template = db.stampTemplates.find((t) => t.id === generation.templateId);
    const scanner = (mode: QrMode): PrintQr => ({
        mode,
        gtin: null,
        lot: null,
        gs1Lot: null,
        of: (code) => stampLink(scannerHost, code),
    });
    if (template?.qrContent !== 'gs1') return scanner('scanner');
    const activation = generation.activationId
        ? activationsOf(db).find((row) => row.id === generation.activationId)
        : undefined;
    const product = activation ? db.products.find((p) => p.id === activation.productId) : undefined;
    const raw = typeof product?.gtin === 'string' ? product.gtin.trim() : '';
    if (!activation || !product || !raw) return scanner('gs1_without_gtin');
    const checked = checkGtin(raw);
    if (!checked.ok) {
        const message =
            checked.reason === 'gtin_check_digit'
                ? `GTIN ${raw} của sản phẩm “${product.name}” sai chữ số kiểm tra (chữ số cuối phải là ${checked.expected}): sửa GTIN của sản phẩm rồi mở lại tệp in`
                : `GTIN ${raw} của sản phẩm “${product.name}” không hợp lệ (GTIN gồm 8, 12, 13 hoặc 14 chữ số): sửa GTIN của sản phẩm rồi mở lại tệp in`;
        throw badRequest(message);
    }
    // The GS1 lot code, never the lot as written in Vietnamese (AI 10 cannot carry it).
    const gs1Lot = gs1LotOf(activation.lot, activation.gs1Lot);
    return {
        mode: 'gs1',
        gtin: checked.gtin,
        lot: activation.lot || null,
        gs1Lot,
        of: (code) => digitalLink({ scannerHost, gtin: checked.gtin, lot: gs1Lot, code }),
    };
}
