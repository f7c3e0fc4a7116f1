import L from './leafletGlobal';
import type { Position } from '../../../domain/geo/types';
import type { DrawReference } from './drawReference';

/**
 * The location's other plots under the shape being drawn: grey, dashed, deaf to taps (a tap sets a
 * corner of the new plot, it does not open a neighbour) and ignored by geoman, so never editable.
 */
export function referenceLayer(plots: DrawReference['plots']): L.GeoJSON {
    return L.geoJSON(
        plots.map((plot) => plot.geometry) as Parameters<typeof L.geoJSON>[0],
        {
            interactive: false,
            pmIgnore: true,
            // A neighbour's outline dashed; a neighbour known by one point, a plain dot.
            style: (feature) => ({
                color: '#616161',
                weight: 2,
                dashArray: feature?.geometry.type === 'Point' ? undefined : '4 4',
                fillOpacity: feature?.geometry.type === 'Point' ? 0.5 : 0.08,
                className: 'xts-reference-plot',
            }),
            pointToLayer: (_, latlng) =>
                L.circleMarker(latlng, {
                    radius: 5,
                    color: '#616161',
                    interactive: false,
                    pmIgnore: true,
                    className: 'xts-reference-plot',
                } as L.CircleMarkerOptions),
        } as L.GeoJSONOptions,
    );
}

/**
 * The boundary walked so far: a line through the kept GPS points in their order, the last one
 * marked where the walker stands. The closed shape replaces it when the walk is finished.
 */
export function walkLayer(path: Position[]): L.FeatureGroup {
    const latlngs = path.map(([lon, lat]) => L.latLng(lat, lon));
    const group = L.featureGroup();
    L.polyline(latlngs, {
        color: '#e65100',
        weight: 4,
        interactive: false,
        pmIgnore: true,
        className: 'xts-walk-path',
    } as L.PolylineOptions).addTo(group);
    const here = latlngs.at(-1);
    if (here)
        L.circleMarker(here, {
            radius: 7,
            color: '#e65100',
            fillOpacity: 0.9,
            interactive: false,
            pmIgnore: true,
            className: 'xts-walk-here',
        } as L.CircleMarkerOptions).addTo(group);
    return group;
}
