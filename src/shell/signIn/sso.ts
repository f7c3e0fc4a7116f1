/** Browser-side state of an SSO round trip: the `state` we sent and where to go afterwards. */
const STATE_KEY = 'xts_sso_state';
const NEXT_KEY = 'xts_after_login';

export function newState(): string {
    const bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Round trips through another site that return with a `state`: SSO sign-in, linking Zalo. */
export type StateKind = 'sso' | 'zalo';
const stateKeys: Record<StateKind, string> = { sso: STATE_KEY, zalo: 'xts_zalo_state' };

export function rememberState(kind: StateKind, state: string) {
    sessionStorage.setItem(stateKeys[kind], state);
}

/** True once for the state we sent; the stored state is consumed either way. */
export function consumeState(kind: StateKind, received: string | null): boolean {
    const expected = sessionStorage.getItem(stateKeys[kind]);
    sessionStorage.removeItem(stateKeys[kind]);
    return !!expected && !!received && expected === received;
}

export const rememberSsoState = (state: string) => rememberState('sso', state);
export const consumeSsoState = (received: string | null) => consumeState('sso', received);

/** Remembers an in-app path to return to after sign-in (only paths of this console). */
export function rememberNext(path: string | null | undefined) {
    if (path && path.startsWith('/') && !path.startsWith('//')) sessionStorage.setItem(NEXT_KEY, path);
}

export function takeNext(): string {
    const next = sessionStorage.getItem(NEXT_KEY);
    sessionStorage.removeItem(NEXT_KEY);
    return next && next.startsWith('/') && !next.startsWith('//') ? next : '/dashboard';
}

export const ssoRedirectUri = () => `${window.location.origin}/sso/callback`;

/** Only web addresses are followed (never javascript: or data: URLs from a server answer). */
export function isWebUrl(url: string): boolean {
    try {
        const parsed = new URL(url, window.location.origin);
        return parsed.protocol === 'https:' || parsed.protocol === 'http:';
    } catch {
        return false;
    }
}
