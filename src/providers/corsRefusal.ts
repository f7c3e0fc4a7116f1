import { isOffline } from './connection';

/**
 * A fetch that fails outright is either a server out of reach or a cross-origin answer the browser
 * would not let the console read (the API does not allow this console's origin). An opaque request
 * tells them apart: it succeeds when the host answers at all.
 */
export async function refusedByCors(url: string): Promise<boolean> {
    if (typeof window === 'undefined' || new URL(url).origin === window.location.origin || isOffline())
        return false;
    try {
        await fetch(url, { method: 'HEAD', mode: 'no-cors', signal: AbortSignal.timeout(5_000) });
        return true;
    } catch {
        return false;
    }
}
