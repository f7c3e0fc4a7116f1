/**
 * Real HS256 JSON Web Tokens, signed with WebCrypto, so the console's token handling (exp checks,
 * refresh) meets genuine tokens. The browser mock signs with a fixed demo secret; the reference
 * HTTP server sets its own (made at start, or given) with setJwtSecret.
 */
const DEMO_SECRET = 'xts-mock-backend-demo-secret-not-for-production';

const encoder = new TextEncoder();
let secret = DEMO_SECRET;
let keyPromise: Promise<CryptoKey> | null = null;

const key = () =>
    (keyPromise ??= crypto.subtle.importKey(
        'raw',
        encoder.encode(secret),
        { name: 'HMAC', hash: 'SHA-256' },
        false,
        ['sign', 'verify'],
    ));

/** Signs every later token with this secret (tokens signed before no longer verify). */
export function setJwtSecret(value: string) {
    secret = value;
    keyPromise = null;
}

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
    /** The sign-in this token descends from (first-party tokens only). */
    sid?: string;
    iat: number;
    exp: number;
    jti: string;
    [key: string]: unknown;
}

let counter = 0;

export async function signJwt(
    claims: Pick<Claims, 'sub' | 'typ' | 'biz' | 'sid'>,
    ttlSeconds: number,
    now = Date.now(),
) {
    const iat = Math.floor(now / 1000);
    const payload: Claims = {
        ...claims,
        iat,
        exp: iat + ttlSeconds,
        jti: `${iat.toString(36)}-${(counter++).toString(36)}-${crypto.randomUUID().slice(0, 8)}`,
    };
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

/** The claims of a token this module signed, read without checking it (for the issuer's own records). */
export function claimsOf(token: string): Claims {
    return JSON.parse(new TextDecoder().decode(fromBase64url(token.split('.')[1]))) as Claims;
}
