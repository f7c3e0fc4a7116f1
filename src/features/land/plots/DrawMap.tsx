import 'leaflet/dist/leaflet.css';
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css';
import L from './leafletGlobal';
import '@geoman-io/leaflet-geoman-free';
import { useEffect, useId, useRef, useState } from 'react';
import area from '@turf/area';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PlotGeometry, Position } from '../../../domain/geo/types';
import { formatNumber } from '../../../kit/format';
import { DEFAULT_CENTER, DEFAULT_ZOOM, mapTiles } from '../../../kit/map/mapConfig';
import type { DrawReference } from './drawReference';
import { referenceLayer, walkLayer } from './drawLayers';

export interface DrawMapProps {
    geometry: PlotGeometry | null;
    /** Draw mode: a new polygon is drawn by tapping its corners; the shape's corners can be dragged. */
    drawing: boolean;
    onChange: (geometry: PlotGeometry) => void;
    label: string;
    /** The location's other plots (shown, never edited) or its place: where a new plot's map opens. */
    reference?: DrawReference | null;
    /** The boundary walked so far ([lon, lat] in walking order), drawn as it grows. */
    path?: Position[] | null;
}

/** A province's scale: where the map opens for a location without any plot yet. */
const PROVINCE_ZOOM = 11;

/** [lon, lat] positions of a ring of Leaflet points, closed, every decimal kept (no rounding). */
const ringOf = (latlngs: L.LatLng[]): Position[] => {
    const ring = latlngs.map((p): Position => [p.lng, p.lat]);
    return ring.length ? [...ring, ring[0]] : ring;
};

/** A polygon layer's rings as a GeoJSON geometry (Leaflet's own toGeoJSON rounds to 6 decimals). */
function geometryOfLayer(layer: L.Polygon): PlotGeometry {
    const latlngs = layer.getLatLngs() as L.LatLng[][] | L.LatLng[][][];
    const nested = Array.isArray(latlngs[0]) && Array.isArray((latlngs[0] as unknown[])[0]);
    if (nested)
        return {
            type: 'MultiPolygon',
            coordinates: (latlngs as L.LatLng[][][]).map((polygon) => polygon.map(ringOf)),
        };
    return { type: 'Polygon', coordinates: (latlngs as L.LatLng[][]).map(ringOf) };
}

const haOf = (latlngs: L.LatLng[]) =>
    latlngs.length < 3 ? 0 : area({ type: 'Polygon', coordinates: [ringOf(latlngs)] }) / 10_000;

/**
 * The plot's shape on a map (geoman): shown as it is; in draw mode a new polygon is drawn corner by
 * corner with its area shown as it grows, and the corners of the shape can be dragged.
 */
export default function DrawMap({ geometry, drawing, onChange, label, reference, path }: DrawMapProps) {
    const translate = useTranslate();
    const box = useRef<HTMLDivElement>(null);
    const mapRef = useRef<L.Map | null>(null);
    const shapeRef = useRef<L.GeoJSON | null>(null);
    const emitted = useRef<PlotGeometry | null>(null);
    const change = useRef(onChange);
    useEffect(() => {
        change.current = onChange;
    }, [onChange]);
    const [liveHa, setLiveHa] = useState<number | null>(null);
    const placed = useRef(false);
    const [tilesFailed, setTilesFailed] = useState(false);

    useEffect(() => {
        const map = L.map(box.current!, {
            center: DEFAULT_CENTER,
            zoom: DEFAULT_ZOOM,
            scrollWheelZoom: false,
            zoomControl: false,
            attributionControl: false,
        });
        L.control
            .zoom({
                zoomInTitle: translate('xts.plots.map.zoom_in'),
                zoomOutTitle: translate('xts.plots.map.zoom_out'),
            })
            .addTo(map);
        if (mapTiles.url) {
            // The tile server is credited only once one of its tiles shows: the control, added then,
            // reads the layer's attribution; no tile loaded, no credit.
            let loaded = 0;
            let credit: L.Control.Attribution | null = null;
            L.tileLayer(mapTiles.url, { attribution: mapTiles.attribution })
                .on('tileload', () => {
                    loaded += 1;
                    credit ??= L.control.attribution().addTo(map);
                })
                .on('tileerror', () => {
                    setTilesFailed(true);
                    if (loaded) return;
                    credit?.remove();
                    credit = null;
                })
                .addTo(map);
        }
        L.control.scale({ imperial: false }).addTo(map);
        map.pm.setLang(
            'xts' as never,
            {
                tooltips: {
                    firstVertex: translate('xts.plots.draw.first'),
                    continueLine: translate('xts.plots.draw.next'),
                    finishPoly: translate('xts.plots.draw.finish_hint'),
                },
            },
            'en',
        );
        map.on('pm:drawstart', ({ workingLayer }: { workingLayer: L.Layer }) => {
            const working = workingLayer as L.Polyline;
            const update = (cursor?: L.LatLng) =>
                setLiveHa(haOf([...(working.getLatLngs() as L.LatLng[]), ...(cursor ? [cursor] : [])]));
            working.on('pm:vertexadded', () => update());
            map.on('mousemove', (event: L.LeafletMouseEvent) => update(event.latlng));
            update();
        });
        map.on('pm:drawend', () => {
            map.off('mousemove');
            setLiveHa(null);
        });
        map.on('pm:create', ({ layer }: { layer: L.Layer }) => {
            const next = geometryOfLayer(layer as L.Polygon);
            layer.remove();
            emitted.current = null;
            change.current(next);
        });
        mapRef.current = map;
        return () => {
            map.remove();
            mapRef.current = null;
        };
    }, []); // eslint-disable-line react-hooks/exhaustive-deps

    // The shape: drawn again when it changes from outside; its corners draggable in draw mode.
    useEffect(() => {
        const map = mapRef.current;
        if (!map) return;
        if (geometry !== emitted.current || !shapeRef.current) {
            shapeRef.current?.remove();
            shapeRef.current = null;
            if (geometry) {
                const shape = L.geoJSON(geometry, {
                    style: { color: '#2e7d32', weight: 3, fillOpacity: 0.25 },
                    pointToLayer: (_, latlng) => L.circleMarker(latlng, { radius: 8, color: '#2e7d32' }),
                }).addTo(map);
                shapeRef.current = shape;
                const bounds = shape.getBounds();
                if (bounds.isValid() && geometry !== emitted.current)
                    map.fitBounds(bounds, { padding: [24, 24], maxZoom: 18 });
            }
        }
        shapeRef.current?.eachLayer((layer) => {
            if (!(layer instanceof L.Polygon)) return;
            if (drawing) {
                layer.pm.enable({ allowSelfIntersection: true, snappable: false });
                layer.off('pm:edit').on('pm:edit', () => {
                    const next = geometryOfLayer(layer);
                    emitted.current = next;
                    change.current(next);
                });
            } else layer.pm.disable();
        });
        if (!drawing) map.pm.disableDraw();
    }, [geometry, drawing]);

    // The neighbours under the shape; with no shape yet the map opens on them (or on the location's
    // province), once: a map the user has moved stays where it is.
    useEffect(() => {
        const map = mapRef.current;
        if (!map || !reference) return;
        const layer = referenceLayer(reference.plots).addTo(map);
        layer.bringToBack();
        if (!placed.current && !geometry && !path?.length) {
            const bounds = layer.getBounds();
            if (bounds.isValid()) {
                map.fitBounds(bounds, { padding: [24, 24], maxZoom: 18, animate: false });
                placed.current = true;
            } else if (reference.center) {
                map.setView(reference.center, PROVINCE_ZOOM, { animate: false });
                placed.current = true;
            }
        }
        return () => {
            layer.remove();
        };
    }, [reference]); // eslint-disable-line react-hooks/exhaustive-deps

    // The walk as it is walked: the line grows and the map follows the walker.
    useEffect(() => {
        const map = mapRef.current;
        if (!map || !path?.length) return;
        const layer = walkLayer(path).addTo(map);
        map.fitBounds(layer.getBounds(), { padding: [32, 32], maxZoom: 18 });
        placed.current = true;
        return () => {
            layer.remove();
        };
    }, [path]);

    const startDrawing = () =>
        mapRef.current?.pm.enableDraw('Polygon', { snappable: false, allowSelfIntersection: true });
    const finish = () => {
        const draw = mapRef.current?.pm.Draw as unknown as { Polygon?: { _finishShape?: () => void } };
        draw?.Polygon?._finishShape?.();
    };
    const drawingNow = liveHa !== null;
    const descriptionId = useId();
    const described = !!path?.length || !!reference?.plots.length;

    return (
        <Stack spacing={1}>
            {drawing && (
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
                    <Button
                        variant="contained"
                        size="large"
                        onClick={drawingNow ? finish : startDrawing}
                        sx={{ minHeight: 56 }}
                    >
                        {translate(drawingNow ? 'xts.plots.draw.done' : 'xts.plots.draw.start')}
                    </Button>
                    {drawingNow && (
                        <Button
                            size="large"
                            onClick={() => mapRef.current?.pm.disableDraw()}
                            sx={{ minHeight: 56 }}
                        >
                            {translate('ra.action.cancel')}
                        </Button>
                    )}
                    <Typography role="status" data-testid="live-area">
                        {drawingNow
                            ? translate('xts.plots.draw.area', {
                                  area: formatNumber(Math.round(liveHa * 10000) / 10000),
                              })
                            : geometry && geometry.type !== 'Point'
                              ? translate('xts.plots.draw.drag_hint')
                              : ''}
                    </Typography>
                </Stack>
            )}
            <Box
                ref={box}
                role="region"
                aria-label={label}
                aria-describedby={described ? descriptionId : undefined}
                data-testid="draw-map"
                sx={{
                    height: { xs: 320, sm: 400 },
                    // Its controls stay inside it, under the app bar and the form's save bar.
                    isolation: 'isolate',
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                    background: '#eef1ea',
                }}
            />
            {described && (
                <Typography
                    variant="caption"
                    color="text.secondary"
                    id={descriptionId}
                    data-testid="draw-map-facts"
                >
                    {[
                        path?.length ? translate('xts.plots.draw.walked', { smart_count: path.length }) : '',
                        reference?.plots.length
                            ? translate('xts.plots.draw.neighbours', { smart_count: reference.plots.length })
                            : '',
                    ]
                        .filter(Boolean)
                        .join(' ')}
                </Typography>
            )}
            {(tilesFailed || !mapTiles.url) && (
                <Typography variant="caption" color="text.secondary">
                    {translate('xts.plots.map.no_tiles')}
                </Typography>
            )}
        </Stack>
    );
}
