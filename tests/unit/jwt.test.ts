import './mockServer';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { signJwt } from '../../src/mocks/jwt';
import { readClaims } from '../../src/providers/jwt';

const part = (value: unknown) =>
    Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
const token = (payload: unknown) => `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.c2lnbmF0dXJl`;

describe('readClaims', () => {
    it('reads the claims of a token the mock backend signs', async () => {
        const signed = await signJwt({ sub: 7, biz: 3, typ: 'access' }, 60);
        const claims = readClaims<{ sub: number; biz: number; typ: string; exp: number; iat: number }>(
            signed,
        );
        expect(claims).toMatchObject({ sub: 7, biz: 3, typ: 'access' });
        expect(claims!.exp - claims!.iat).toBe(60);
    });

    it('decodes UTF-8 text and the base64url alphabet, with or without padding', () => {
        // '?>' and '~~' encode to '_' and '-' in base64url; the names make every length modulo 4.
        for (const name of ['Nguyễn Văn Ánh', 'Trần Thị Bích Ngọc', 'a?>~~', 'ab?>', 'Đỗ']) {
            expect(readClaims(token({ name, exp: 1 }))).toEqual({ name, exp: 1 });
            const unpadded = part({ name });
            const padded = unpadded.padEnd(Math.ceil(unpadded.length / 4) * 4, '=');
            expect(readClaims(`${part({})}.${padded}.x`)).toEqual({ name });
        }
        expect(part({ s: '?>~~' })).toMatch(/[-_]/);
    });

    it('reads any JSON object a token carries', () => {
        fc.assert(
            fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (payload) => {
                expect(readClaims(token(payload))).toEqual(JSON.parse(JSON.stringify(payload)));
            }),
        );
    });

    it('gives null for what is not a token with a JSON object inside', () => {
        expect(readClaims('not-a-jwt')).toBeNull();
        expect(readClaims('')).toBeNull();
        expect(readClaims('a..c')).toBeNull();
        expect(readClaims(`${part({})}.%%%.x`)).toBeNull();
        expect(readClaims(`${part({})}.${part('not json')}.x`)).toBeNull();
        expect(readClaims(token([1, 2]))).toBeNull();
        expect(readClaims(token(42))).toBeNull();
        expect(readClaims(token(null))).toBeNull();
        // Bytes that are not UTF-8 (a lone 0xff) are refused, not read as replacement characters.
        const notUtf8 = Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xff]), Buffer.from('"}')]);
        expect(readClaims(`${part({})}.${notUtf8.toString('base64url')}.x`)).toBeNull();
    });
});
