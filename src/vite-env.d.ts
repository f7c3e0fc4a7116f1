/// <reference types="vite/client" />

interface ImportMetaEnv {
    readonly VITE_API_HOST?: string;
    readonly VITE_SCANNER_HOST?: string;
    readonly VITE_SSO_HOST?: string;
    readonly VITE_HOMEPAGE_URL?: string;
    readonly VITE_MAP_TILE_URL?: string;
    readonly VITE_MAP_TILE_ATTRIBUTION?: string;
}

interface ImportMeta {
    readonly env: ImportMetaEnv;
}
