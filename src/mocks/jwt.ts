/**
 * Real HS256 JSON Web Tokens, signed with WebCrypto and a fixed demo secret, so the console's
 * token handling (exp checks, refresh) meets genuine tokens in mock mode.
 */
const DEMO_SECRET = 'xts-mock-backend-demo-secret-not-for-production';

const encoder = new TextEncoder();
let keyPromise: Promise<CryptoKey> | null = null;

const key = () =>
    (keyPromise ??= crypto.subtle.importKey('raw', encoder.encode(DEMO_SECRET), { name: 'HMAC', hash: 'SHA-256' }, false, [
        'sign',
        'verify',
    ]));

function base64url(bytes: Uint8Array): string {
    let binary = '';
    bytes.forEach((byte) => (binary += String.fromCharCode(byte)));
    return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array {
    const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '==='.slice((text.length + 3) % 4);
    const binary = atob(padded);
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

export interface Claims {
    sub: number;
    typ: 'access' | 'refresh';
    /** Current business of the session, null when the user has none. */
    biz: number | null;
    iat: number;
    exp: number;
    jti: string;
    [key: string]: unknown;
}

let counter = 0;

export async function signJwt(
    claims: Pick<Claims, 'sub' | 'typ' | 'biz'>,
    ttlSeconds: number,
    now = Date.now(),
) {
    const iat = Math.floor(now / 1000);
    const payload: Claims = { ...claims, iat, exp: iat + ttlSeconds, jti: `${iat.toString(36)}-${(counter++).toString(36)}` };
    const head = base64url(encoder.encode(JSON.stringify({ alg: 'HS256', typ: 'JWT' })));
    const body = base64url(encoder.encode(JSON.stringify(payload)));
    const signature = await crypto.subtle.sign('HMAC', await key(), encoder.encode(`${head}.${body}`));
    return `${head}.${body}.${base64url(new Uint8Array(signature))}`;
}

/** The claims of a token with a valid signature that has not expired; null otherwise. */
export async function verifyJwt(token: string, now = Date.now()): Promise<Claims | null> {
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    try {
        const ok = await crypto.subtle.verify(
            'HMAC',
            await key(),
            fromBase64url(parts[2]) as BufferSource,
            encoder.encode(`${parts[0]}.${parts[1]}`),
        );
        if (!ok) return null;
        const claims = JSON.parse(new TextDecoder().decode(fromBase64url(parts[1]))) as Claims;
        if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now) return null;
        return claims;
    } catch {
        return null;
    }
}
