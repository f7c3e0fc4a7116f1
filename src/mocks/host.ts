/**
 * How the API is hosted. In the browser the SSO page is the console's own /mock-sso; the reference
 * HTTP server (scripts/api-server.ts) serves its own page and accepts callbacks of its allowed origins.
 */
export const host = {
    /** The API server serves the SSO page itself (/sso/authorize). */
    serverSso: false,
    /** Origins whose /sso/callback is registered (server only). */
    origins: [] as string[],
    /**
     * Every request gives way to the others between its stages (its body read, its work, its answer
     * written), so that none holds the one thread of a server that answers many clients for longer
     * than one stage (server only: the browser's mock answers one person).
     */
    paced: false,
};

export function configureHost(options: Partial<typeof host>) {
    Object.assign(host, options);
}
