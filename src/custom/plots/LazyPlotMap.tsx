import { lazy, Suspense } from 'react';
import { Box, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PlotMapProps } from './PlotMap';

// Leaflet and its styles load only with the first page that shows a map.
const PlotMap = lazy(() => import('./PlotMap'));

/** The plot map, loaded on first use; a box of the same height while it loads. */
export function LazyPlotMap(props: PlotMapProps) {
    const translate = useTranslate();
    return (
        <Suspense
            fallback={
                <Box
                    sx={{
                        height: props.height ?? 360,
                        display: 'grid',
                        placeItems: 'center',
                        border: 1,
                        borderColor: 'divider',
                        borderRadius: 1,
                    }}
                >
                    <CircularProgress aria-label={translate('ra.page.loading')} />
                </Box>
            }
        >
            <PlotMap {...props} />
        </Suspense>
    );
}
