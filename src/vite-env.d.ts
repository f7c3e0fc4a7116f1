/// <reference types="vite/client" />

interface ImportMetaEnv {
    readonly VITE_API_HOST?: string;
    readonly VITE_SCANNER_HOST?: string;
    readonly VITE_SSO_HOST?: string;
    readonly VITE_HOMEPAGE_URL?: string;
    /** Seconds a read / a write may take before the console gives up (default 20 / 60). */
    readonly VITE_READ_TIMEOUT_S?: string;
    readonly VITE_WRITE_TIMEOUT_S?: string;
}

interface ImportMeta {
    readonly env: ImportMetaEnv;
}
