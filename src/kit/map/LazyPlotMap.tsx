import { Component, lazy, Suspense, type ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PlotMapProps } from './PlotMap';

// Leaflet and its styles load only with the first page that shows a map.
const PlotMap = lazy(() => import('./PlotMap'));

interface BoundaryProps {
    fallback: (retry: () => void) => ReactNode;
    children: ReactNode;
}

/**
 * A map that cannot draw (no canvas, a browser without the features Leaflet needs, its part of the
 * console not downloaded) says so in its own box; the page around it, its forms and lists keep working.
 */
class MapBoundary extends Component<BoundaryProps, { failed: boolean }> {
    state = { failed: false };
    static getDerivedStateFromError() {
        return { failed: true };
    }
    render() {
        return this.state.failed
            ? this.props.fallback(() => this.setState({ failed: false }))
            : this.props.children;
    }
}

/** The plot map, loaded on first use; a box of the same height while it loads. */
export function LazyPlotMap(props: PlotMapProps) {
    const translate = useTranslate();
    const box = {
        height: props.height ?? 360,
        display: 'grid',
        placeItems: 'center',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
    } as const;
    return (
        <MapBoundary
            fallback={(retry) => (
                <Box sx={box} role="region" aria-label={props.label}>
                    <Alert
                        severity="warning"
                        // Not a live alert: the page's own alerts (a failed save, an export) stay the only ones.
                        role="note"
                        action={
                            <Button color="inherit" size="small" onClick={retry}>
                                {translate('xts.plots.map.retry')}
                            </Button>
                        }
                    >
                        {translate('xts.plots.map.failed')}
                    </Alert>
                </Box>
            )}
        >
            <Suspense
                fallback={
                    <Box sx={box}>
                        <CircularProgress aria-label={translate('ra.page.loading')} />
                    </Box>
                }
            >
                <PlotMap {...props} />
            </Suspense>
        </MapBoundary>
    );
}
