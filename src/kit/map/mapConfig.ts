/**
 * Where the map's background comes from: a tile server set at build time (`VITE_MAP_TILE_URL`, a
 * Leaflet URL template, and its attribution `VITE_MAP_TILE_ATTRIBUTION`). An empty URL means no
 * background at all: the plots are drawn on a plain background with a scale, as when the tile
 * server cannot be reached (offline, tests, a locked-down network).
 */
const env: Partial<ImportMetaEnv> = import.meta.env ?? {};

export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_TILE_ATTRIBUTION =
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

export const mapTiles = {
    url: env.VITE_MAP_TILE_URL ?? DEFAULT_TILE_URL,
    attribution: env.VITE_MAP_TILE_ATTRIBUTION ?? DEFAULT_TILE_ATTRIBUTION,
};

/** Lâm Đồng's highlands: where a map without any plot opens. */
export const DEFAULT_CENTER: [number, number] = [11.94, 108.44];
export const DEFAULT_ZOOM = 9;
