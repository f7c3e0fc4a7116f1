import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useState } from 'react';
import L from 'leaflet';
import type { Feature, FeatureCollection } from 'geojson';
import {
    AttributionControl,
    GeoJSON,
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
import { textElement } from './mapText';

export interface PlotMapProps {
    plots: MapPlot[];
    /** Accessible name of the map. */
    label: string;
    height?: number | string;
    /** A click on a plot (e.g. open its page). */
    onSelect?: (id: number) => void;
    /** The plot drawn in the accent colour. */
    selectedId?: number;
}

const FILL = '#2e7d32';
const WARN = '#ed6c02';
const SELECTED = '#1565c0';

/** Fits the view to the plots once they are known (and whenever they change). */
function FitTo({ collection }: { collection: FeatureCollection }) {
    const map = useMap();
    useEffect(() => {
        if (!collection.features.length) return;
        const bounds = L.geoJSON(collection).getBounds();
        if (bounds.isValid()) map.fitBounds(bounds, { padding: [24, 24], maxZoom: 17 });
    }, [map, collection]);
    return null;
}

/**
 * A map of plots: polygons and points drawn as vectors (canvas), so they show on a plain background
 * with a scale even when no tile server answers; tiles from the configured server when it does.
 */
export default function PlotMap({ plots, label, height = 360, onSelect, selectedId }: PlotMapProps) {
    const translate = useTranslate();
    const [tilesFailed, setTilesFailed] = useState(false);
    // The tile server is credited only once one of its tiles shows (the control then reads the
    // layer's attribution); none loaded, no credit.
    const [tilesShown, setTilesShown] = useState(false);
    // How many plots the last frame shows (the layer is drawn once this is set): for tests and the bench.
    const [drawn, setDrawn] = useState(0);
    const collection = useMemo<FeatureCollection>(
        () => ({
            type: 'FeatureCollection',
            features: plots.map((plot): Feature => ({
                type: 'Feature',
                id: plot.id,
                geometry: plot.geometry,
                properties: {
                    id: plot.id,
                    code: plot.code,
                    producerName: plot.producerName ?? '',
                    warn: !!plot.warnings?.length,
                },
            })),
        }),
        [plots],
    );
    useEffect(() => {
        const frame = requestAnimationFrame(() => setDrawn(plots.length));
        return () => cancelAnimationFrame(frame);
    }, [plots]);
    const colour = (properties: Record<string, unknown> | null) =>
        properties?.id === selectedId ? SELECTED : properties?.warn ? WARN : FILL;
    return (
        <Box>
            <Box
                role="region"
                aria-label={label}
                data-testid="plot-map"
                data-plot-count={plots.length}
                data-drawn={drawn}
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
                    <GeoJSON
                        // A new set of plots is a new layer (react-leaflet does not update GeoJSON data).
                        key={`${plots.length}-${plots[0]?.id ?? ''}-${selectedId ?? ''}`}
                        data={collection}
                        style={(feature) => ({
                            color: colour(feature?.properties),
                            weight: 2,
                            fillOpacity: 0.3,
                        })}
                        pointToLayer={(feature, latlng) =>
                            L.circleMarker(latlng, {
                                radius: 7,
                                color: colour(feature.properties),
                                fillOpacity: 0.6,
                            })
                        }
                        onEachFeature={(feature, layer) => {
                            const { code, producerName, id } = feature.properties as Record<string, string>;
                            const text = [code, producerName].filter(Boolean).join(' · ');
                            // Made when the tooltip first opens: thousands of plots make no element up front.
                            layer.bindTooltip(() => textElement(text));
                            if (onSelect) layer.on('click', () => onSelect(Number(id)));
                        }}
                    />
                    <FitTo collection={collection} />
                </MapContainer>
            </Box>
            {(tilesFailed || !mapTiles.url) && (
                <Typography variant="caption" color="text.secondary" role="status">
                    {translate('xts.plots.map.no_tiles')}
                </Typography>
            )}
        </Box>
    );
}
