/**
 * How the API is hosted. In the browser the SSO page is the console's own /mock-sso; the reference
 * HTTP server (scripts/api-server.ts) serves its own page and accepts callbacks of its allowed origins.
 */
export const host = {
    /** The API server serves the SSO page itself (/sso/authorize). */
    serverSso: false,
    /** Origins whose /sso/callback is registered (server only). */
    origins: [] as string[],
};

export function configureHost(options: Partial<typeof host>) {
    Object.assign(host, options);
}
