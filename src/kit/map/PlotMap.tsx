import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useState } from 'react';
import {
    AttributionControl,
    MapContainer,
    ScaleControl,
    TileLayer,
    ZoomControl,
    useMap,
} from 'react-leaflet';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DEFAULT_CENTER, DEFAULT_ZOOM, mapTiles } from './mapConfig';
import type { MapPlot } from './plotTypes';
import { boundsOf, prepareShapes, type ShapeSet } from './plotShapes';
import { PlotCanvas } from './plotCanvas';
import { MapNotice, type MapCut } from './MapNotice';

export interface PlotMapProps {
    plots: MapPlot[];
    /** Accessible name of the map. */
    label: string;
    height?: number | string;
    /** A click on a plot (e.g. open its page). */
    onSelect?: (id: number) => void;
    /** The plot drawn in the accent colour. */
    selectedId?: number;
    /** Plots of the record left out before they reached the map (how many and why): the map says so. */
    cut?: MapCut | null;
}

/** Fits the view to the plots once they are known (and whenever they change). */
function FitTo({ shapes }: { shapes: ShapeSet }) {
    const map = useMap();
    useEffect(() => {
        const bounds = boundsOf(shapes);
        // At once, not animated: the plots are drawn once, at the view they are seen at.
        if (bounds) map.fitBounds(bounds, { padding: [24, 24], maxZoom: 17, animate: false });
    }, [map, shapes]);
    return null;
}

/** The plots on one canvas of their own (src/kit/map/plotCanvas.ts); `onDrawn` once they are on it. */
function PlotLayer({
    shapes,
    onSelect,
    onDrawn,
}: {
    shapes: ShapeSet;
    onSelect?: (id: number) => void;
    onDrawn: (count: number) => void;
}) {
    const map = useMap();
    // One canvas for the map's life, whatever the plots and the click.
    const [layer] = useState(() => new PlotCanvas({ padding: 0.1 }));
    useEffect(() => {
        layer.setOnSelect(onSelect);
    }, [layer, onSelect]);
    useEffect(() => () => void layer.remove(), [layer]);
    useEffect(() => {
        // No canvas until there is a plot to draw (a browser without one fails only then).
        if (shapes.count && !map.hasLayer(layer)) layer.addTo(map);
        layer.setShapes(shapes);
        const frame = requestAnimationFrame(() => onDrawn(shapes.count));
        return () => cancelAnimationFrame(frame);
    }, [map, layer, shapes, onDrawn]);
    return null;
}

/**
 * A map of plots: polygons and points drawn as vectors (canvas), so they show on a plain background
 * with a scale even when no tile server answers; tiles from the configured server when it does.
 */
export default function PlotMap({ plots, label, height = 360, onSelect, selectedId, cut }: PlotMapProps) {
    const translate = useTranslate();
    const [tilesFailed, setTilesFailed] = useState(false);
    // The tile server is credited only once one of its tiles shows (the control then reads the
    // layer's attribution); none loaded, no credit.
    const [tilesShown, setTilesShown] = useState(false);
    // How many plots the last frame shows (the layer is drawn once this is set): for tests and the bench.
    const [drawn, setDrawn] = useState(0);
    const shapes = useMemo(() => prepareShapes(plots, selectedId), [plots, selectedId]);
    return (
        <Box>
            <Box
                role="region"
                aria-label={label}
                data-testid="plot-map"
                data-plot-count={plots.length}
                data-drawn={drawn}
                data-skipped={shapes.skipped}
                sx={{
                    height,
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                    overflow: 'hidden',
                    // The map's own layers and controls (z-index up to 1000) stay inside it, under
                    // the app bar and a form's save bar.
                    isolation: 'isolate',
                    '& .leaflet-container': { height: '100%', background: '#eef1ea' },
                }}
            >
                <MapContainer
                    center={DEFAULT_CENTER}
                    zoom={DEFAULT_ZOOM}
                    preferCanvas
                    scrollWheelZoom={false}
                    zoomControl={false}
                    attributionControl={false}
                >
                    <ZoomControl
                        zoomInTitle={translate('xts.plots.map.zoom_in')}
                        zoomOutTitle={translate('xts.plots.map.zoom_out')}
                    />
                    {mapTiles.url && (
                        <TileLayer
                            url={mapTiles.url}
                            attribution={mapTiles.attribution}
                            eventHandlers={{
                                tileload: () => setTilesShown(true),
                                tileerror: () => setTilesFailed(true),
                            }}
                        />
                    )}
                    {mapTiles.url && tilesShown && <AttributionControl />}
                    <ScaleControl imperial={false} />
                    {/* Fitted first: the plots are drawn once, at their own view. */}
                    <FitTo shapes={shapes} />
                    <PlotLayer shapes={shapes} onSelect={onSelect} onDrawn={setDrawn} />
                </MapContainer>
            </Box>
            <MapNotice drawn={shapes.count} skipped={shapes.skipped} cut={cut} />
            {(tilesFailed || !mapTiles.url) && (
                <Typography variant="caption" color="text.secondary" role="status">
                    {translate('xts.plots.map.no_tiles')}
                </Typography>
            )}
        </Box>
    );
}
