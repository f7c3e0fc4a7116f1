import type { MultiPolygon, Point, Polygon } from 'geojson';

/** A plot's shape: WGS 84, [lon, lat], as GeoJSON geometry (docs/plots.md). */
export type PlotGeometry = Point | Polygon | MultiPolygon;

export interface PlotWarning {
    code: string;
    declared?: number;
    computed?: number;
    plotIds?: number[];
}

/** A plot as the server answers it (docs/plots.md). */
export interface Plot {
    id: number;
    locationId: number;
    locationName: string;
    code: string;
    producerName: string;
    producerIdNumber: string | null;
    producerPhone: string | null;
    crop: string;
    plantingYear: number | null;
    declaredAreaHa: number;
    geometry: PlotGeometry;
    areaHa: number | null;
    warnings: PlotWarning[];
    status: number;
    createdAt: string;
    updatedAt: string;
}

/** What the map draws of a plot. */
export type MapPlot = Pick<Plot, 'id' | 'code' | 'geometry'> &
    Partial<Pick<Plot, 'producerName' | 'warnings'>>;
