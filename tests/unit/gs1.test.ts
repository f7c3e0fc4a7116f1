import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DigitalLink } from 'digital-link.js';
import {
    AiValueError,
    GtinError,
    checkAiValue,
    digitalLinkUri,
    encodeAiValue,
    gs1CheckDigit,
    suggestGs1Lot,
} from '../../src/domain/gs1';
import { epcisDocument, historyOfTrace, type TraceLike } from '../../src/domain/epcis';
import { parseScan } from '../../src/domain/scan';
import { CODE_ALPHABET, CODE_LENGTH } from '../../src/domain/stampRanges';
import { createActivation, createGeneration } from '../../src/mocks/ledger/operations';
import { activationsOf, generationsOf } from '../../src/mocks/ledger/model';
import { printQrOf } from '../../src/mocks/ledger/printContent';
import { lotHistory } from '../../src/mocks/ledger/lotHistory';
import { traceStamp } from '../../src/mocks/ledger/trace';
import { encodeStamp } from '../../src/mocks/ledger/codes';
import { freshDb } from './helpers';

/** What GS1's own toolkit says of a link (it throws on some malformed escapes: not valid either). */
function gs1Accepts(link: string) {
    try {
        return DigitalLink(link).isValid();
    } catch {
        return false;
    }
}

const HOST = 'https://scan.xacthucso.vn';
const GTIN = '8938602100014';
const CSET82 = `!"%&'()*+,-./0123456789:;<=>?ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz`;
const VIETNAMESE =
    'ÀÁẢÃẠĂẰẮẲẴẶÂẦẤẨẪẬĐÈÉẺẼẸÊỀẾỂỄỆÌÍỈĨỊÒÓỎÕỌÔỒỐỔỖỘƠỜỚỞỠỢÙÚỦŨỤƯỪỨỬỮỰỲÝỶỸỴàáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ';

/** Lots as people type them: GS1's characters, Vietnamese letters, spaces, any Unicode; 1 to 30 long. */
const lotArb = fc.oneof(
    fc.string({ unit: fc.constantFrom(...CSET82), minLength: 1, maxLength: 24 }),
    fc.string({ unit: fc.constantFrom(...`${VIETNAMESE}LO0123456789 -/.`), minLength: 1, maxLength: 30 }),
    fc.constantFrom(
        'LÔ-2025',
        'Lô 3/2025',
        'LO-2025',
        'Lô Cầu Đất mùa xuân',
        'CĐ-2611',
        'LOT"1',
        'A~B',
        'Lô#1',
    ),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 22 }),
);
const serialArb = fc.oneof(
    fc.string({ unit: fc.constantFrom(...CODE_ALPHABET), minLength: CODE_LENGTH, maxLength: CODE_LENGTH }),
    fc.string({ unit: fc.constantFrom(...CSET82), minLength: 1, maxLength: 22 }),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 22 }),
);
/** GTIN-8/12/13/14 with their check digit, and now and then a wrong one. */
const gtinArb = fc
    .tuple(fc.constantFrom(7, 11, 12, 13), fc.integer({ min: 0, max: 9 }), fc.boolean())
    .chain(([length, shift, wrong]) =>
        fc
            .string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length })
            .map((body) => body + ((gs1CheckDigit(body) + (wrong ? shift : 0)) % 10)),
    );

/** The console's Digital Link, or null when it refuses to build one. */
function built(values: { gtin: string; lot?: string; serial?: string }) {
    try {
        return digitalLinkUri({ host: HOST, ...values });
    } catch (error) {
        if (error instanceof AiValueError || error instanceof GtinError) return null;
        throw error;
    }
}

describe('GS1 identifiers, with GS1’s digital-link.js as the reference', () => {
    it('builds a Digital Link exactly when GS1 accepts it, for any GTIN, lot and serial', () => {
        fc.assert(
            fc.property(gtinArb, lotArb, serialArb, (gtin, lot, serial) => {
                const link = built({ gtin, lot, serial });
                // The same values written the way any encoder would: what the toolkit says of them.
                const naive = `${HOST}/01/${gtin.padStart(14, '0')}/10/${encodeAiValue(lot)}/21/${encodeAiValue(serial)}`;
                const valid = gs1Accepts(naive);
                if (link === null) {
                    // Refused: GS1 would refuse it too, but for `"` (its %22 refused by the toolkit, its raw form no URI).
                    expect(valid && !lot.includes('"') && !serial.includes('"')).toBe(false);
                } else {
                    expect(gs1Accepts(link)).toBe(true);
                    expect(link).toBe(naive);
                }
            }),
            { numRuns: 80 },
        );
    }, 60_000);

    it('refuses the lots the project’s own print tests once printed', () => {
        for (const lot of ['LÔ-2025', 'Lô 3/2025', 'LÔ 3/2025', 'Lô Cầu Đất mùa xuân', 'L'.repeat(21)]) {
            expect(() => digitalLinkUri({ host: HOST, gtin: GTIN, lot, serial: 'K7M2Q9XPTA' })).toThrow(
                AiValueError,
            );
            expect(gs1Accepts(`${HOST}/01/0${GTIN}/10/${encodeAiValue(lot)}/21/K7M2Q9XPTA`)).toBe(false);
        }
        expect(
            gs1Accepts(digitalLinkUri({ host: HOST, gtin: GTIN, lot: 'LO-2025', serial: 'K7M2Q9XPTA' })),
        ).toBe(true);
    });

    it('proposes for any lot a GS1 lot code GS1 accepts, or nothing when no character can be kept', () => {
        fc.assert(
            fc.property(lotArb, (lot) => {
                const code = suggestGs1Lot(lot);
                if (!code) return;
                expect(checkAiValue(code)).toEqual({ ok: true });
                expect(
                    gs1Accepts(digitalLinkUri({ host: HOST, gtin: GTIN, lot: code, serial: 'K7M2Q9XPTA' })),
                ).toBe(true);
            }),
            { numRuns: 40 },
        );
        expect(suggestGs1Lot('LÔ-2025')).toBe('LO-2025');
        expect(suggestGs1Lot('Lô 3/2025')).toBe('Lo-3/2025');
        expect(suggestGs1Lot('Lô Cầu Đất mùa xuân 2025')).toBe('Lo-Cau-Dat-mua-xuan');
        expect(suggestGs1Lot('LO-2025')).toBe('LO-2025');
        expect(suggestGs1Lot('“ ”')).toBe('');
    }, 60_000);

    it('exports EPCIS whose EPCs GS1 accepts and whose lot number is a GS1 lot code, the lot as written beside it', () => {
        fc.assert(
            fc.property(lotArb, gtinArb, (lot, gtin) => {
                const trace = {
                    code: 'K7M2Q9XPTA',
                    product: { name: 'Cà phê', gtin },
                    lot,
                    biz: { code: 'HTXCD' },
                    events: [{ kind: 'activated', at: '2026-01-05T03:00:00Z', recordId: 1 }],
                } as TraceLike;
                const [event] = epcisDocument(historyOfTrace(trace), '2026-02-01T00:00:00Z').epcisBody
                    .eventList;
                for (const epc of event.epcList as string[])
                    expect(epc.startsWith('https://') ? gs1Accepts(epc) : epc.startsWith('urn:xts:')).toBe(
                        true,
                    );
                const ilmd = event.ilmd as Record<string, string>;
                const number = ilmd['cbvmda:lotNumber'];
                if (number !== undefined) expect(checkAiValue(number)).toEqual({ ok: true });
                expect(number ?? ilmd['xts:lotText']).toBeDefined();
                expect(number === lot || ilmd['xts:lotText'] === lot).toBe(true);
            }),
            { numRuns: 30 },
        );
    }, 60_000);
});

describe('the GS1 lot code of the mock server', () => {
    const actor = { bizId: 99, userId: 1, userName: 'Người thử' };
    const setup = () => {
        const db = freshDb({ gtin: GTIN });
        createGeneration(db, actor, { templateId: 9901, quantity: 30 });
        return db;
    };
    const refusal = (run: () => unknown) => {
        try {
            run();
        } catch (error) {
            return (error as { errors: Record<string, string> }).errors;
        }
        throw new Error('not refused');
    };
    const activate = (db: ReturnType<typeof setup>, from: number, fields: Record<string, unknown>) =>
        createActivation(db, actor, { productId: 9901, ranges: [{ from, to: from + 1 }], ...fields });

    it('refuses a code GS1 does not allow, in Vietnamese, and proposes one when none is sent', () => {
        const db = setup();
        expect(refusal(() => activate(db, 1, { lot: 'LÔ-2025', gs1Lot: 'LÔ-2025' })).gs1Lot).toBe(
            "Mã lô GS1 chỉ gồm chữ Latinh không dấu, chữ số và ! % & ' ( ) * + , - . / : ; < = > ? _ (không dùng “Ô”)",
        );
        expect(refusal(() => activate(db, 1, { lot: 'Lô 3', gs1Lot: 'LO 3' })).gs1Lot).toMatch(
            /không dùng dấu cách/,
        );
        expect(refusal(() => activate(db, 1, { lot: 'Lô 3', gs1Lot: 'L'.repeat(21) })).gs1Lot).toBe(
            'Mã lô GS1 tối đa 20 ký tự (đang có 21)',
        );
        expect(activate(db, 1, { lot: 'Lô 3/2025' })).toMatchObject({
            lot: 'Lô 3/2025',
            gs1Lot: 'Lo-3/2025',
        });
        expect(activate(db, 3, { lot: 'LO-7' })).toMatchObject({ gs1Lot: 'LO-7' });
        expect(activate(db, 5, { lot: 'Lô mùa xuân', gs1Lot: 'XUAN-26' })).toMatchObject({
            gs1Lot: 'XUAN-26',
        });
    });

    it('keeps one code per lot, and never the same code for two lots of a product', () => {
        const db = setup();
        activate(db, 1, { lot: 'Lô 3/2025', gs1Lot: 'L3-2025' });
        expect(activate(db, 3, { lot: 'Lô 3/2025' }).gs1Lot).toBe('L3-2025');
        expect(refusal(() => activate(db, 5, { lot: 'Lô 3/2025', gs1Lot: 'Lo-3/2025' })).gs1Lot).toBe(
            'Lô Lô 3/2025 đã có mã lô GS1 L3-2025: dùng đúng mã này cho mọi tem của lô',
        );
        expect(refusal(() => activate(db, 5, { lot: 'LÔ 3-2025', gs1Lot: 'L3-2025' })).gs1Lot).toBe(
            'Mã lô GS1 L3-2025 đã dùng cho lô “Lô 3/2025” của sản phẩm này',
        );
    });

    it('a lot activated before GS1 lot codes: printed again with a conforming code, its old links still traced', () => {
        const db = setup();
        const old = activate(db, 1, { lot: 'LÔ 3/2025' });
        delete (activationsOf(db).find((row) => row.id === old.id) as { gs1Lot?: string }).gs1Lot;
        db.stampTemplates.find((t) => t.id === 9901)!.qrContent = 'gs1';
        const generation = createGeneration(
            db,
            actor,
            { templateId: 9901, quantity: 2, productId: 9901, lot: 'LÔ 3/2025' },
            { preactivate: true },
        );
        // A batch printed activated into that lot now carries a conforming code (the lot's proposal).
        const qr = printQrOf(
            db,
            generationsOf(db).find((g) => g.id === generation.id)!,
            HOST,
        );
        expect(gs1Accepts(qr.of('K7M2Q9XPTA'))).toBe(true);
        const code = encodeStamp(99, 1);
        const printedBefore = `${HOST}/01/0${GTIN}/10/${encodeAiValue('LÔ 3/2025')}/21/${code}`;
        const scanned = parseScan(printedBefore, { scannerHost: HOST });
        expect(scanned).toMatchObject({ ok: true, code, lot: 'LÔ 3/2025' });
        const trace = traceStamp(db, 99, code, HOST);
        expect(trace).toMatchObject({ lot: 'LÔ 3/2025', gs1Lot: 'LO-3/2025' });
        const history = lotHistory(db, 99, { productId: 9901, lot: 'LÔ 3/2025' });
        expect(history).toMatchObject({ lot: 'LÔ 3/2025', gs1Lot: 'LO-3/2025' });
    });
});
