import { List, NumberField, SelectInput, useListContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { Alert, Box } from '@mui/material';
import { TextField } from '../../../kit/text';
import { formatNumber } from '../../../kit/format';
import { ListActions, PER_PAGE, ResourceEmpty, ResponsiveGrid, SearchBox } from '../../../kit/listParts';
import { StatusField } from '../../../kit/StatusField';
import { ListError } from '../../../kit/ListError';
import { listFailure } from '../../../kit/listFailure';
import { statusChoices } from '../../../kit/choices';
import { csvExporter, translated } from '../../../kit/csv';
import { LazyPlotMap } from '../../../kit/map/LazyPlotMap';
import { ImportButton } from './ImportButton';
import { plotsUnsupported } from './plotApi';
import { pathTo } from '../../../routes/screenPaths';
import type { Plot } from '../../../domain/geo/types';
import { PendingRows } from '../../offline/PendingRows';

const filters = [
    <SearchBox key="q" source="q" alwaysOn placeholder="resources.plots.fields.q" />,
    <SelectInput key="status" source="status" choices={statusChoices()} />,
];

const exporter = csvExporter('plots', [
    { source: 'code' },
    { source: 'locationName' },
    { source: 'producerName' },
    { source: 'crop' },
    { source: 'plantingYear' },
    { source: 'declaredAreaHa', value: (r) => formatNumber(Number(r.declaredAreaHa) || 0) },
    { source: 'areaHa', value: (r) => (typeof r.areaHa === 'number' ? formatNumber(r.areaHa) : '') },
    translated('status', 'xts.status'),
]);

/** The plots of the list's page on a map, above the rows. */
function PageMap() {
    const translate = useTranslate();
    const navigate = useNavigate();
    const { data, error } = useListContext<Plot>();
    if (error || !data?.length) return null;
    return (
        <Box sx={{ p: { xs: 1, sm: 2 } }}>
            <LazyPlotMap
                plots={data}
                label={translate('xts.plots.map.page')}
                height={320}
                onSelect={(id) => navigate(pathTo('plots', 'show', { id }))}
            />
        </Box>
    );
}

/** The list's failure: the server lacking the plot calls is said as such. */
function PlotListError() {
    const translate = useTranslate();
    const { error } = useListContext();
    if (plotsUnsupported(error))
        return (
            <Alert severity="info" sx={{ m: 2 }}>
                {translate('xts.plots.unsupported')}
            </Alert>
        );
    return <ListError />;
}

/** Every plot of the business: search, status, paging, the page's plots on a map. */
export function PlotList() {
    const translate = useTranslate();
    return (
        <>
            <PendingRows calls={['plotCreate']} />
            <List
                {...listFailure}
                error={<PlotListError />}
                exporter={exporter}
                filters={filters}
                actions={<ListActions extra={<ImportButton />} />}
                empty={<ResourceEmpty />}
                perPage={PER_PAGE}
                sort={{ field: 'code', order: 'ASC' }}
            >
                <PageMap />
                <ResponsiveGrid
                    primaryText={(r) => `${r.code} · ${r.producerName}`}
                    secondaryText={(r) => `${r.crop} · ${r.locationName}`}
                    tertiaryText={(r) =>
                        translate('xts.plots.declared_short', {
                            area: formatNumber(Number(r.declaredAreaHa) || 0),
                        })
                    }
                >
                    <TextField source="code" />
                    <TextField source="producerName" />
                    <TextField source="locationName" sortable={false} />
                    <TextField source="crop" />
                    <NumberField source="declaredAreaHa" locales="vi-VN" />
                    <NumberField source="areaHa" locales="vi-VN" emptyText="—" />
                    <StatusField source="status" />
                </ResponsiveGrid>
            </List>
        </>
    );
}
