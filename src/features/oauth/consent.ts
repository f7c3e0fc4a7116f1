/** What the server answers to a decision on a consent request (empower, 'approve' or 'deny'). */
export interface Decision {
    redirect_uri: string;
    code?: string;
    error?: string;
}

/** Parameters a consent request must carry; without one the page refuses before asking the server. */
export const REQUIRED = ['client_id', 'redirect_uri', 'scope', 'state'] as const;

/**
 * Where the browser goes after a decision: only the address the server returned (never one read
 * from this page's URL), with the code or the error, and the state the application sent.
 */
export function returnAddress(decision: Decision, state: string): string | null {
    let url: URL;
    try {
        url = new URL(decision.redirect_uri);
    } catch {
        return null;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (decision.code) url.searchParams.set('code', decision.code);
    else url.searchParams.set('error', decision.error || 'access_denied');
    url.searchParams.set('state', state);
    return url.toString();
}
