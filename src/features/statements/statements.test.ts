import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256Bytes, sha256Text } from '../../domain/sha256';
import { buildEudrPack } from '../../domain/geo/pack';
import {
    HS_HEADING,
    REFERENCE_NUMBER,
    VERIFICATION_NUMBER,
    statementFieldErrors,
    type StatementInput,
} from '../../domain/statements';
import { coffee, manyPlots, originOf } from '../../../tests/unit/plotFactory';

const nodeSha = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const hashes = (pack: ReturnType<typeof buildEudrPack>) => {
    if (!pack.ok) throw new Error('the pack has gaps');
    return [...pack.files, pack.summaryFile].map((file) => [file.name, sha256Text(file.text), file.bytes]);
};

describe('the snapshot hashes', () => {
    it('are the SHA-256 of the UTF-8 bytes, as Node computes it, at every padding boundary', () => {
        const texts = [
            '',
            'abc',
            'Hộ Nguyễn Văn Đức, Cầu Đất',
            '\ufeff"lot","hsCode"',
            ...[55, 56, 63, 64, 65, 119, 120].map((n) => 'x'.repeat(n)),
        ];
        for (const text of texts) expect(sha256Text(text), JSON.stringify(text)).toBe(nodeSha(text));
        expect(sha256Bytes(new Uint8Array(1000).fill(0xab))).toBe(
            createHash('sha256').update(new Uint8Array(1000).fill(0xab)).digest('hex'),
        );
    });

    it('are the same for the same pack built twice, and differ when one plot changes', () => {
        const plots = manyPlots(6);
        const build = (list = plots) => buildEudrPack([{ product: coffee, origin: originOf(list) }]);
        expect(hashes(build())).toEqual(hashes(build(structuredClone(plots))));
        const renamed = plots.map((p, i) => (i === 2 ? { ...p, producerName: `${p.producerName} B` } : p));
        expect(hashes(build(renamed))[0][1]).not.toBe(hashes(build())[0][1]);
    });
});

describe('the statement formats', () => {
    const valid: StatementInput = {
        activity: 'export',
        hsHeading: '090111',
        description: 'Cà phê nhân',
        netMassKg: 1200,
        supplementaryUnits: null,
        countryOfProduction: 'VN',
        lots: [{ productId: 1, lot: 'CD-2025-01' }],
        part: null,
        referencedStatements: [{ referenceNumber: '25DEUPSTRM0001', verificationNumber: 'UPST0001' }],
    };

    it('take the EU numbers and HS headings as written, nothing else', () => {
        expect(['26VNA1B2C3D4E5', '25DEUPSTRM0001'].every((n) => REFERENCE_NUMBER.test(n))).toBe(true);
        expect(
            ['26VNA1B2C3D4E', '26vnA1B2C3D4E5', 'VN26A1B2C3D4E5', 'abc'].some((n) =>
                REFERENCE_NUMBER.test(n),
            ),
        ).toBe(false);
        expect(VERIFICATION_NUMBER.test('UPST0001')).toBe(true);
        expect(['UPST001', 'upst0001', 'UPST-001'].some((n) => VERIFICATION_NUMBER.test(n))).toBe(false);
        expect(['0901', '090111'].every((h) => HS_HEADING.test(h))).toBe(true);
        expect(['09011', '0901111', 'abcd'].some((h) => HS_HEADING.test(h))).toBe(false);
    });

    it('name each field that breaks its format', () => {
        expect(statementFieldErrors(valid)).toEqual({});
        expect(statementFieldErrors({ ...valid, netMassKg: 'abc' as unknown as number })).toEqual({
            netMassKg: 'net_mass',
        });
        expect(
            statementFieldErrors({
                ...valid,
                hsHeading: '09',
                countryOfProduction: 'vn',
                referencedStatements: [{ referenceNumber: 'abc', verificationNumber: 'UPST0001' }],
            }),
        ).toEqual({
            hsHeading: 'hs_heading',
            countryOfProduction: 'country',
            'referencedStatements.0.referenceNumber': 'reference_number',
        });
    });
});
