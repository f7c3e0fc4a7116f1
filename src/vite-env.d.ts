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

// react-admin's own parts that the stand-ins download (scripts/raOnDemand.ts).
declare module 'virtual:ra-original/ColumnsSelector' {
    export { ColumnsSelector } from 'react-admin';
}
declare module 'virtual:ra-original/ColumnsSelectorItem' {
    export { ColumnsSelectorItem } from 'react-admin';
}
declare module 'virtual:ra-original/BulkActionsToolbar' {
    export { BulkActionsToolbar } from 'react-admin';
}
declare module 'virtual:ra-original/BulkDeleteButton' {
    export { BulkDeleteButton } from 'react-admin';
}
declare module 'virtual:ra-original/Inspector' {
    export { Inspector } from 'react-admin';
}
