export interface OAuthClient {
    id: string;
    name: string;
    /** Demo secret of the mock; a real provider keeps only a digest. */
    secret: string;
    /** Exact redirect addresses. A loopback one (http://127.0.0.1/...) matches any port (RFC 8252, 7.3). */
    redirectUris: string[];
    scopes: string[];
    /** Assistants get tokens from /ai-token only, never through the consent screen. */
    kind: 'web' | 'assistant';
}

/** The fictional applications registered with the mock. */
export const OAUTH_CLIENTS: OAuthClient[] = [
    {
        id: 'so-kho-minh-an',
        name: 'Sổ kho Minh An',
        secret: 'so-kho-minh-an-demo-secret',
        redirectUris: ['https://sokho.minhan.example/oauth/callback', 'http://127.0.0.1/callback'],
        scopes: ['profile:read', 'business:read', 'products:read', 'products:write', 'stamps:read'],
        kind: 'web',
    },
    {
        id: 'bao-cao-nong-san-xanh',
        name: 'Báo cáo Nông sản Xanh',
        secret: 'bao-cao-nong-san-xanh-demo-secret',
        redirectUris: ['https://baocao.nongsanxanh.example/callback'],
        scopes: ['business:read', 'products:read', 'diaries:read'],
        kind: 'web',
    },
    {
        id: 'tro-ly-xts',
        name: 'Trợ lý XTS',
        secret: 'tro-ly-xts-demo-secret',
        redirectUris: [],
        scopes: ['profile:read', 'business:read', 'products:read', 'diaries:read', 'stamps:read'],
        kind: 'assistant',
    },
];

export const AI_CLIENT_ID = 'tro-ly-xts';

/** A registered redirect address that allows `candidate`: exact, or loopback with any port. */
export function redirectAllowed(client: OAuthClient, candidate: string): boolean {
    let asked: URL;
    try {
        asked = new URL(candidate);
    } catch {
        return false;
    }
    if (asked.hash || asked.username || asked.password) return false;
    return client.redirectUris.some((registered) => {
        if (registered === candidate) return true;
        const allowed = new URL(registered);
        const loopback =
            allowed.protocol === 'http:' &&
            (allowed.hostname === '127.0.0.1' || allowed.hostname === '[::1]');
        return (
            loopback &&
            asked.protocol === allowed.protocol &&
            asked.hostname === allowed.hostname &&
            asked.pathname === allowed.pathname &&
            asked.search === allowed.search
        );
    });
}
