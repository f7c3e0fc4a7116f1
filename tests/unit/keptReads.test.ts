import { describe, expect, it } from 'vitest';
import { readKey, whoseRead } from '../../src/pwa/readKeys';
import { fetchedTime } from '../../src/pwa/notices';

/** An access token as the API signs it: only its claims matter to the service worker. */
const token = (claims: object) =>
    `Bearer eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.c2lnbmF0dXJl`;

describe('reads kept on the device (src/pwa/readKeys.ts)', () => {
    it('are kept per person and business', () => {
        const url = 'https://api.example.vn/api/plot/list?page=1';
        const owner = readKey(url, whoseRead(token({ sub: 1, biz: 1, typ: 'access' }))!);
        expect(owner).toBe(`${url}&__xts_who=1.1`);
        // Another person on the same phone, or the same person in another business, finds nothing.
        expect(readKey(url, whoseRead(token({ sub: 2, biz: 1 }))!)).not.toBe(owner);
        expect(readKey(url, whoseRead(token({ sub: 1, biz: 7 }))!)).not.toBe(owner);
        expect(readKey('https://api.example.vn/api/me', '1.-')).toBe(
            'https://api.example.vn/api/me?__xts_who=1.-',
        );
    });

    it('are not kept without a readable access token', () => {
        expect(whoseRead(null)).toBeNull();
        expect(whoseRead('Bearer not-a-token')).toBeNull();
        expect(whoseRead('Bearer a.%%%.b')).toBeNull();
        expect(whoseRead(token({ biz: 1 }))).toBeNull();
    });

    it('say when they were fetched as HH:mm dd/MM, in the device time', () => {
        expect(fetchedTime(new Date(2026, 10, 29, 7, 5).getTime())).toBe('07:05 29/11');
    });
});
