import { Labeled, NumberField, Show, SimpleShowLayout, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { Box, Link, Stack } from '@mui/material';
import { TextField } from '../../../kit/text';
import { ShowActions } from '../../../kit/screenButtons';
import { DateTimeField, RecordHeading, StatusToggleButton } from '../../../kit/recordParts';
import { LazyPlotMap } from '../../../kit/map/LazyPlotMap';
import { AreaFacts } from './AreaFacts';
import { PlotOverlaps } from './PlotOverlaps';
import { PlotYieldBalance } from './PlotYieldBalance';
import { pathTo } from '../../../routes/screenPaths';
import type { Plot } from '../../../domain/geo/types';

function PlotShape() {
    const translate = useTranslate();
    const plot = useRecordContext<Plot>();
    if (!plot?.geometry) return null;
    return (
        <Box sx={{ px: 2 }}>
            <LazyPlotMap
                plots={[plot]}
                label={translate('xts.plots.map.one', { code: plot.code })}
                height={300}
            />
        </Box>
    );
}

function LocationLink() {
    const plot = useRecordContext<Plot>();
    if (!plot) return null;
    return (
        <Labeled label="resources.plots.fields.locationId">
            <Link component={RouterLink} to={pathTo('biz-locations', 'show', { id: plot.locationId })}>
                {plot.locationName}
            </Link>
        </Labeled>
    );
}

/** The plot's household, a link to its page in the register. */
function ProducerLink() {
    const plot = useRecordContext<Plot>();
    if (!plot) return null;
    return (
        <Labeled label="resources.plots.fields.producerName">
            {plot.producerId ? (
                <Link component={RouterLink} to={pathTo('producers', 'show', { id: plot.producerId })}>
                    {plot.producerName}
                </Link>
            ) : (
                <span>{plot.producerName}</span>
            )}
        </Labeled>
    );
}

function Area() {
    const plot = useRecordContext<Plot>();
    if (!plot) return null;
    // With the overlaps' facts answered, they are listed below with their shared-land marks.
    const warnings = plot.overlaps ? plot.warnings.filter((w) => w.code !== 'overlap') : plot.warnings;
    return (
        <Stack spacing={1}>
            <AreaFacts declaredAreaHa={plot.declaredAreaHa} areaHa={plot.areaHa} warnings={warnings} />
            <PlotOverlaps plot={plot} />
        </Stack>
    );
}

/** A plot: its shape on a map, its producer and crop, declared against computed area, overlaps. */
export function PlotShow() {
    return (
        <Show
            actions={
                <ShowActions>
                    <StatusToggleButton />
                </ShowActions>
            }
        >
            <RecordHeading source="code" />
            <PlotShape />
            <SimpleShowLayout>
                <LocationLink />
                <ProducerLink />
                <TextField source="producerIdNumber" emptyText="—" />
                <TextField source="producerPhone" emptyText="—" />
                <TextField source="crop" />
                <NumberField source="plantingYear" emptyText="—" options={{ useGrouping: false }} />
                <Area />
                <DateTimeField source="createdAt" />
                <DateTimeField source="updatedAt" />
            </SimpleShowLayout>
            <PlotYieldBalance />
        </Show>
    );
}
