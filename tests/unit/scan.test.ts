import './mockServer';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
    AiValueError,
    checkGtin,
    digitalLink,
    encodeAiValue,
    parseScan,
    readCode,
    stampLink,
    targetText,
} from '../../src/domain/scan';
import { parseLines } from '../../src/domain/scanLines';
import { CODE_ALPHABET, CODE_LENGTH, SERIAL_WIDTH, formatSerial } from '../../src/domain/stampRanges';
import { gs1CheckDigit } from '../../src/domain/validation';
import { encodeStamp } from '../../src/mocks/ledger/codes';
import { qrContentOf } from '../../src/features/catalogue/mock/stampTemplates';
import { config } from '../../src/config';

const host = 'https://scan.xacthucso.vn';
const options = { scannerHost: host };
const code = encodeStamp(1, 1001);
/** GS1's own example GTIN. */
const GTIN = '09506000134352';

describe('reading what is scanned, pasted or typed', () => {
    it('reads bare codes, whatever the case, spaces or dashes', () => {
        expect(parseScan(code, options)).toEqual({ ok: true, kind: 'code', code, source: 'text' });
        expect(
            parseScan(`  ${code.toLowerCase().slice(0, 6)}-${code.toLowerCase().slice(6)}\n`, options),
        ).toMatchObject({ ok: true, code });
        // Full-width letters of some phone keyboards.
        const wide = [...code].map((c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)).join('');
        expect(parseScan(wide, options)).toMatchObject({ ok: true, code });
    });

    it('reads serials with or without leading zeros, and as printed after a template prefix', () => {
        expect(parseScan('1001', options)).toEqual({
            ok: true,
            kind: 'serial',
            serial: 1001,
            prefix: '',
            source: 'text',
        });
        expect(parseScan('0000001001', options)).toMatchObject({ ok: true, kind: 'serial', serial: 1001 });
        expect(parseScan('cd-0000017001', options)).toEqual({
            ok: true,
            kind: 'serial',
            serial: 17001,
            prefix: 'CD-',
            source: 'text',
        });
        expect(parseScan('A10000000005', options)).toMatchObject({
            ok: true,
            kind: 'serial',
            serial: 5,
            prefix: 'A1',
        });
        // Codes of the former system read "<old code>-<number>": not a serial.
        expect(parseScan('CDX2019-123456', options)).toMatchObject({ ok: false, reason: 'unreadable' });
        expect(parseScan('12345678901', options)).toMatchObject({ ok: false, reason: 'unreadable' });
        expect(parseScan('0', options)).toMatchObject({ ok: false, reason: 'unreadable' });
        expect(parseScan('   ', options)).toEqual({ ok: false, reason: 'empty' });
    });

    it('reads the link a stamp QR holds, tolerating scheme, host case, slashes, queries, fragments and spaces', () => {
        for (const link of [
            `${host}/${code}`,
            `http://scan.xacthucso.vn/${code}`,
            `HTTPS://Scan.XacThucSo.VN/${code}/`,
            `${host}/${code}?utm_source=zalo#top`,
            `\t ${host}/${code.toLowerCase()} \n`,
            `scan.xacthucso.vn/${code}`,
        ])
            expect(parseScan(link, options), link).toEqual({ ok: true, kind: 'code', code, source: 'link' });
        expect(parseScan(`${host}/${code}`, { scannerHost: 'https://scan.xacthucso.vn/' })).toMatchObject({
            ok: true,
            code,
        });
        expect(
            parseScan(`https://example.com/s/${code}`, { scannerHost: 'https://example.com/s' }),
        ).toMatchObject({ ok: true, code });
    });

    it('refuses links that name no stamp, saying why', () => {
        expect(parseScan(`https://scan.example.vn/${code}`, options)).toEqual({
            ok: false,
            reason: 'foreign_host',
            host: 'scan.example.vn',
        });
        expect(parseScan(`${host}/p/CAPHE500`, options)).toEqual({ ok: false, reason: 'product_link' });
        expect(parseScan(`${host}/01/${GTIN}`, options)).toMatchObject({ ok: false, reason: 'product_link' });
        expect(parseScan(`${host}/`, options)).toEqual({ ok: false, reason: 'not_stamp_link' });
        expect(parseScan(`${host}/ABC`, options)).toEqual({ ok: false, reason: 'not_stamp_link' });
        expect(parseScan(`${host}/a/${code}`, options)).toEqual({ ok: false, reason: 'not_stamp_link' });
        expect(parseScan(`${host}/01/${GTIN}/21/${code}/21/${code}`, options)).toEqual({
            ok: false,
            reason: 'not_stamp_link',
        });
        expect(parseScan(`${host}/01/${GTIN}/17/261231/21/${code}`, options)).toEqual({
            ok: false,
            reason: 'not_stamp_link',
        });
        expect(parseScan(`https://example.com/shop/${code}`, options)).toEqual({
            ok: false,
            reason: 'foreign_host',
            host: 'example.com',
        });
        expect(parseScan(`${host}/01/${GTIN}/21/%E0%A4%A`, options)).toEqual({
            ok: false,
            reason: 'bad_encoding',
        });
    });

    it('reads GS1 Digital Links: GTIN, optional lot, and a code or a serial in AI 21', () => {
        expect(parseScan(`${host}/01/${GTIN}/21/${code}`, options)).toEqual({
            ok: true,
            kind: 'code',
            code,
            source: 'digital_link',
            gtin: GTIN,
        });
        expect(
            parseScan(
                `${host}/01/${GTIN}/10/L%C3%B4%202025%2F1/21/CD-0000017001?17=261231&linkType=gs1:pip`,
                options,
            ),
        ).toEqual({
            ok: true,
            kind: 'serial',
            serial: 17001,
            prefix: 'CD-',
            source: 'digital_link',
            gtin: GTIN,
            lot: 'Lô 2025/1',
        });
        // A GTIN-13 is padded to 14 digits; the long names of the identifiers are read too.
        expect(parseScan(`${host}/gtin/9506000134352/ser/0000000042`, options)).toMatchObject({
            ok: true,
            serial: 42,
            gtin: GTIN,
        });
        expect(parseScan(`${host}/01/${GTIN}/21/N%C3%A0y`, options)).toEqual({
            ok: false,
            reason: 'unknown_serial',
            value: 'Này',
        });
        // Lots of dots are values, not the dot segments a URL parser would drop.
        for (const lot of ['.', '..', '%2E'])
            expect(
                parseScan(digitalLink({ scannerHost: host, gtin: GTIN, lot, code }), options),
            ).toMatchObject({ ok: true, code, lot });
    });

    it('reads Digital Links of any resolver, with a path before 01 and the qualifiers in any order', () => {
        const expected = { ok: true, kind: 'code', code, source: 'digital_link', gtin: GTIN, lot: 'L1' };
        for (const link of [
            `https://id.gs1.org/01/${GTIN}/10/L1/21/${code}`,
            `https://resolver.example.com/dl/vn/01/${GTIN}/21/${code}/10/L1?linkType=all`,
            `${host}/01/${GTIN}/21/${code}/10/L1`,
            `id.example.vn/gtin/${GTIN}/lot/L1/ser/${code.toLowerCase()}`,
        ])
            expect(parseScan(link, options), link).toEqual(expected);
        expect(parseScan(`https://id.gs1.org/01/${GTIN}/21/${code}`, options)).toEqual({
            ok: true,
            kind: 'code',
            code,
            source: 'digital_link',
            gtin: GTIN,
        });
        expect(parseScan(`https://id.gs1.org/01/09506000134353/21/${code}`, options)).toMatchObject({
            ok: false,
            reason: 'gtin_check_digit',
        });
    });

    it('verifies the GTIN check digit and names the right one', () => {
        expect(parseScan(`${host}/01/09506000134353/21/${code}`, options)).toEqual({
            ok: false,
            reason: 'gtin_check_digit',
            gtin: '09506000134353',
            expected: 2,
        });
        expect(parseScan(`${host}/01/95060001343/21/${code}`, options)).toMatchObject({
            ok: false,
            reason: 'gtin_format',
        });
        expect(parseScan(`${host}/01/0950600013435X/21/${code}`, options)).toMatchObject({
            ok: false,
            reason: 'gtin_format',
        });
        expect(checkGtin('4006381333931')).toEqual({ ok: true, gtin: '04006381333931' });
        expect(checkGtin('96385074')).toEqual({ ok: true, gtin: '00000096385074' });
    });

    it('recognises a scan rewritten by a Vietnamese input method, but not a word of Vietnamese', () => {
        // Telex turned "…/AAW…" into "…/ÂW…" while the scanner typed.
        expect(parseScan(`${host}/ÂWD${code.slice(4)}`, options)).toMatchObject({
            ok: false,
            reason: 'input_method',
        });
        expect(parseScan('ĐƯ7K2MQ9XPTAB', options)).toMatchObject({ ok: false, reason: 'input_method' });
        expect(parseScan('rác', options)).toMatchObject({ ok: false, reason: 'unreadable' });
    });

    it('gives the API bare codes and serial digits', () => {
        expect(targetText({ kind: 'code', code })).toBe(code);
        expect(targetText({ kind: 'serial', serial: 17001, prefix: 'CD-' })).toBe('0000017001');
    });

    it('reads what the mock prints in a stamp QR, in both QR forms', () => {
        expect(
            parseScan(qrContentOf({ qrContent: 'scanner' }, code, 'CD-0000001001'), {
                scannerHost: config.scannerHost,
            }),
        ).toMatchObject({ ok: true, code });
        const link = qrContentOf({ qrContent: 'gs1' }, code, '8930000000019', 'Lo-3/2025');
        // AI 21 holds the code, which cannot be guessed from the serial printed beside it.
        expect(link).toBe(`${config.scannerHost}/01/08930000000019/10/Lo-3%2F2025/21/${code}`);
        expect(parseScan(link, { scannerHost: config.scannerHost })).toEqual({
            ok: true,
            kind: 'code',
            code,
            source: 'digital_link',
            gtin: '08930000000019',
            lot: 'Lo-3/2025',
        });
        // A lot written in Vietnamese is never put in AI 10: the builder refuses it.
        expect(() => qrContentOf({ qrContent: 'gs1' }, code, '8930000000019', 'Lô 3/2025')).toThrow(
            AiValueError,
        );
    });
});

describe('pasted lists and CSV files', () => {
    it('read every QR form, a serial of a Digital Link as a one-stamp row, and say why a line was left', () => {
        const parsed = parseLines(
            [
                'STT;Mã tem;Ghi chú',
                `1;${host}/${code};ok`,
                `${host}/01/${GTIN}/21/CD-0000017001`,
                `${host}/01/${GTIN}/21/${encodeStamp(1, 2)}?a=1;b=2`,
                `${host}/01/09506000134353/21/${code}`,
            ].join('\r\n'),
            options,
        );
        expect(parsed.codes).toEqual([code, encodeStamp(1, 2)]);
        expect(parsed.ranges).toEqual([{ from: '0000017001', to: '' }]);
        expect(parsed.ignored).toEqual([1, 5]);
        expect(parsed.refusals[1]).toEqual({
            line: 5,
            refusal: expect.objectContaining({ reason: 'gtin_check_digit', expected: 2 }),
        });
    });

    it("read a print batch's CSV (serial, code, link) by its code, once a line", () => {
        const rows = [17001, 17002].map(
            (serial) =>
                `${formatSerial(serial)},${encodeStamp(1, serial)},${stampLink(host, encodeStamp(1, serial))}`,
        );
        const parsed = parseLines(['serial,code,url', ...rows].join('\n'), options);
        expect(parsed.codes).toEqual([encodeStamp(1, 17001), encodeStamp(1, 17002)]);
        expect(parsed.ranges).toEqual([]);
        expect(parsed.ignored).toEqual([1]);
    });
});

describe('the codes file of a print batch', () => {
    it('is read back by its codes, whatever its QR column holds', () => {
        const rows = [17001, 17002].map((serial) => {
            const value = encodeStamp(1, serial);
            return `"${formatSerial(serial)}","${value}","${digitalLink({ scannerHost: host, gtin: GTIN, lot: 'LO-3/2025', code: value })}"`;
        });
        const parsed = parseLines(['serial,code,qr', ...rows].join('\r\n'), options);
        expect(parsed.codes).toEqual([encodeStamp(1, 17001), encodeStamp(1, 17002)]);
        expect(parsed.ranges).toEqual([]);
        // Its QR column alone, as a printing house may send it back.
        expect(parseLines(rows.map((row) => row.split(',')[2]).join('\n'), options).codes).toEqual([
            encodeStamp(1, 17001),
            encodeStamp(1, 17002),
        ]);
    });
});

describe('building links, then reading them back', () => {
    const codeArb = fc.string({
        unit: fc.constantFrom(...CODE_ALPHABET),
        minLength: CODE_LENGTH,
        maxLength: CODE_LENGTH,
    });
    const gtinArb = fc
        .constantFrom(7, 11, 12, 13)
        .chain((length) =>
            fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length }),
        )
        .map((body) => body + gs1CheckDigit(body));
    /** GS1's 82 characters an AI 10 value may hold, but `"` (see src/domain/gs1.ts). */
    const lotArb = fc.string({
        unit: fc.constantFrom(
            ...`!%&'()*+,-./0123456789:;<=>?ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz`,
        ),
        minLength: 1,
        maxLength: 20,
    });
    const prefixArb = fc
        .string({
            unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-'),
            minLength: 1,
            maxLength: 10,
        })
        .filter((prefix) => /\D/.test(prefix));
    const serialArb = fc.integer({ min: 1, max: 10 ** SERIAL_WIDTH - 1 });
    const hostArb = fc.constantFrom(
        'https://scan.xacthucso.vn',
        'http://localhost:4173',
        'https://example.com/s/',
    );

    it('a stamp link gives back its code', () => {
        fc.assert(
            fc.property(hostArb, codeArb, (scannerHost, value) => {
                expect(parseScan(stampLink(scannerHost, value), { scannerHost })).toEqual({
                    ok: true,
                    kind: 'code',
                    code: value,
                    source: 'link',
                });
            }),
        );
    });

    it('a Digital Link gives back its GTIN, lot and code', () => {
        fc.assert(
            fc.property(
                hostArb,
                gtinArb,
                fc.option(lotArb, { nil: undefined }),
                codeArb,
                (scannerHost, gtin, lot, value) => {
                    const parsed = parseScan(digitalLink({ scannerHost, gtin, lot, code: value }), {
                        scannerHost,
                    });
                    expect(parsed).toEqual({
                        ok: true,
                        kind: 'code',
                        code: value,
                        source: 'digital_link',
                        gtin: gtin.padStart(14, '0'),
                        ...(lot ? { lot } : {}),
                    });
                },
            ),
        );
    });

    // QR codes printed before lots had a GS1 code may carry the lot as written, Vietnamese included.
    it('a Digital Link printed with a lot of any Unicode text is still read, the lot as it was', () => {
        const resolverArb = fc.constantFrom(
            'https://id.gs1.org',
            'https://dl.example.com/vn',
            'http://127.0.0.1:4760',
        );
        const anyLot = fc
            .string({ unit: 'grapheme', minLength: 1, maxLength: 20 })
            .filter((lot) => lot.trim() === lot && lot.normalize('NFKC') === lot);
        fc.assert(
            fc.property(resolverArb, gtinArb, anyLot, codeArb, (scannerHost, gtin, lot, value) => {
                const printed = `${scannerHost}/01/${gtin.padStart(14, '0')}/10/${encodeAiValue(lot)}/21/${value}`;
                const parsed = parseScan(printed, options);
                expect(parsed).toEqual({
                    ok: true,
                    kind: 'code',
                    code: value,
                    source: 'digital_link',
                    gtin: gtin.padStart(14, '0'),
                    lot,
                });
            }),
        );
    });

    // Links printed before AI 21 held the code carried the printed serial: they are still read.
    it('a Digital Link gives back its GTIN, lot and printed serial', () => {
        fc.assert(
            fc.property(
                hostArb,
                gtinArb,
                lotArb,
                prefixArb,
                serialArb,
                (scannerHost, gtin, lot, prefix, serial) => {
                    const printed = `${prefix}${formatSerial(serial)}`;
                    // A code wins when the printed serial also reads as one (a 2-letter prefix and no 0 or 1).
                    fc.pre(readCode(printed) === null);
                    const parsed = parseScan(digitalLink({ scannerHost, gtin, lot, code: printed }), {
                        scannerHost,
                    });
                    expect(parsed).toEqual({
                        ok: true,
                        kind: 'serial',
                        serial,
                        prefix,
                        source: 'digital_link',
                        gtin: gtin.padStart(14, '0'),
                        lot,
                    });
                },
            ),
        );
    });

    it('a GTIN whose check digit is changed is always refused', () => {
        fc.assert(
            fc.property(gtinArb, fc.integer({ min: 1, max: 9 }), codeArb, (gtin, shift, value) => {
                const wrong = gtin.slice(0, -1) + ((Number(gtin.slice(-1)) + shift) % 10);
                const parsed = parseScan(`${host}/01/${wrong}/21/${value}`, options);
                expect(parsed).toMatchObject({
                    ok: false,
                    reason: 'gtin_check_digit',
                    expected: Number(gtin.slice(-1)),
                });
            }),
        );
    });

    it('refuses to build a link with an invalid GTIN', () => {
        expect(() => digitalLink({ scannerHost: host, gtin: '09506000134353', code })).toThrow(/check digit/);
        expect(() => digitalLink({ scannerHost: host, gtin: '95060001343', code })).toThrow(/Not a GTIN/);
    });
});
