import { Labeled, NumberField, Show, SimpleShowLayout, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { Box, Link } from '@mui/material';
import { TextField } from '../../../custom/common/text';
import { ShowActions } from '../../../custom/common/screenButtons';
import { DateTimeField, RecordHeading, StatusToggleButton } from '../../../custom/common/recordParts';
import { LazyPlotMap } from '../../../custom/plots/LazyPlotMap';
import { AreaFacts } from './AreaFacts';
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

function Area() {
    const plot = useRecordContext<Plot>();
    if (!plot) return null;
    return <AreaFacts declaredAreaHa={plot.declaredAreaHa} areaHa={plot.areaHa} warnings={plot.warnings} />;
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
                <TextField source="producerName" />
                <TextField source="producerIdNumber" emptyText="—" />
                <TextField source="producerPhone" emptyText="—" />
                <TextField source="crop" />
                <NumberField source="plantingYear" emptyText="—" options={{ useGrouping: false }} />
                <Area />
                <DateTimeField source="createdAt" />
                <DateTimeField source="updatedAt" />
            </SimpleShowLayout>
        </Show>
    );
}
