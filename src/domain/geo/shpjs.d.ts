/** shpjs ships no types: the one call the plot reader makes. */
declare module 'shpjs' {
    import type { FeatureCollection } from 'geojson';
    type Collection = FeatureCollection & { fileName?: string };
    export default function shp(input: ArrayBuffer | Uint8Array | string): Promise<Collection | Collection[]>;
}
