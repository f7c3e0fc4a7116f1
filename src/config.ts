/**
 * Deployment configuration, read once from the build environment.
 * No VITE_API_HOST means mock mode: the built-in mock backend answers every call.
 */
// Outside Vite (the reference API server runs these modules in Node) there is no import.meta.env.
const env: Partial<ImportMetaEnv> = import.meta.env ?? {};

const trimSlash = (url: string) => url.replace(/\/+$/, '');

export const mockMode = !env.VITE_API_HOST;

export const config = {
    /** Base URL of the REST API; in mock mode calls go to this origin, where the mock intercepts them. */
    apiHost: trimSlash(env.VITE_API_HOST || ''),
    /** Public host a consumer reaches by scanning a stamp: `${scannerHost}/${code}`. */
    scannerHost: trimSlash(env.VITE_SCANNER_HOST || 'https://scan.xacthucso.vn'),
    /** Single sign-on host (informational; the SSO URL itself comes from the API). */
    ssoHost: trimSlash(env.VITE_SSO_HOST || ''),
    /** Public homepage of the product. */
    homepageUrl: env.VITE_HOMEPAGE_URL || 'https://xacthucso.vn',
    mockMode,
};

export type Config = typeof config;
