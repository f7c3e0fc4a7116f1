import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import {
    Alert,
    Box,
    Button,
    CircularProgress,
    Link,
    Paper,
    Stack,
    TableBody,
    TableCell,
    TableFooter,
    TableHead,
    TableRow,
    Typography,
} from '@mui/material';
import EditLocationIcon from '@mui/icons-material/EditLocationAlt';
import InventoryIcon from '@mui/icons-material/Inventory';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { can } from '../../providers/access';
import { currentRole, useSession } from '../../providers/session';
import { pathTo } from '../../routes/screenPaths';
import { errorText } from '../../kit/errors';
import { formatDate, formatNumber } from '../../kit/format';
import { LazyPlotMap } from '../../kit/map/LazyPlotMap';
import { plotsUnsupported } from '../land/plots/plotApi';
import { DdsFields } from './DdsFields';
import { KeyDataPanel } from '../../kit/KeyDataPanel';
import { OriginDialog } from './OriginDialog';
import { YieldOverrides } from './YieldOverrides';
import { fetchOrigin } from './originApi';
import { packPath } from './packPath';
import type { LotKey } from './lotApi';
import { RetryAlert } from '../../kit/RetryAlert';
import { ScrollTable } from '../../kit/ScrollTable';
import { LotOverlaps } from '../land/plots/OverlapNotes';
import { sharedPairs } from '../../domain/geo/packOverlaps';

const round = (value: number, places = 2) => formatNumber(Math.round(value * 10 ** places) / 10 ** places);

/** "Nguồn gốc lô" on a lot's page: the plots on a map and in a table, the DDS numbers, the EUDR pack. */
export function LotOrigin({ lot }: { lot: LotKey }) {
    const translate = useTranslate();
    const navigate = useNavigate();
    const session = useSession();
    const canEdit = can(currentRole(session), 'stamp-lots', 'edit');
    // `?origin=edit` (a link from a gap or a key data element) opens the origin form at once.
    const [params, setParams] = useSearchParams();
    const [editing, setEditingState] = useState(() => params.get('origin') === 'edit');
    const setEditing = (open: boolean) => {
        setEditingState(open);
        if (!open && params.has('origin'))
            setParams(
                (current) => {
                    const next = new URLSearchParams(current);
                    next.delete('origin');
                    return next;
                },
                { replace: true },
            );
    };
    const origin = useQuery({
        queryKey: ['lot-origin', String(lot.productId), lot.lot],
        retry: false,
        queryFn: ({ signal }) => fetchOrigin(lot, signal),
    });
    const heading = (
        <Typography variant="h6" component="h2">
            {translate('xts.origin.title')}
        </Typography>
    );
    const data = origin.data;
    return (
        <Paper
            variant="outlined"
            sx={{ p: 2 }}
            component="section"
            aria-label={translate('xts.origin.title')}
        >
            <Stack spacing={2}>
                <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    {heading}
                    <Box sx={{ flexGrow: 1 }} />
                    {data && canEdit && (
                        <Button
                            variant="outlined"
                            startIcon={<EditLocationIcon />}
                            onClick={() => setEditing(true)}
                        >
                            {translate(data.plots.length ? 'xts.origin.edit' : 'xts.origin.name')}
                        </Button>
                    )}
                    {data && (
                        <Button
                            variant="contained"
                            startIcon={<InventoryIcon />}
                            component={RouterLink}
                            to={packPath([lot])}
                        >
                            {translate('xts.pack.button')}
                        </Button>
                    )}
                </Stack>
                {origin.isPending && <CircularProgress aria-label={translate('ra.page.loading')} />}
                {origin.isError &&
                    (plotsUnsupported(origin.error) ? (
                        <Alert severity="info">{translate('xts.origin.unsupported')}</Alert>
                    ) : (
                        <RetryAlert onRetry={origin.refetch} busy={origin.isFetching} error={origin.error}>
                            {translate('xts.origin.load_failed', {
                                message: errorText(origin.error, translate),
                            })}
                        </RetryAlert>
                    ))}
                {data && !data.plots.length && (
                    <Typography color="text.secondary">{translate('xts.origin.empty')}</Typography>
                )}
                {data && data.plots.length > 0 && (
                    <>
                        <Typography>
                            {translate('xts.origin.harvest', {
                                from: formatDate(data.harvestFrom),
                                to: formatDate(data.harvestTo),
                            })}
                        </Typography>
                        <LotOverlaps
                            plots={data.plots.map((row) => row.plot)}
                            shared={sharedPairs(data.plots.map((row) => row.plot))}
                        />
                        <LazyPlotMap
                            plots={data.plots.map((row) => row.plot)}
                            label={translate('xts.origin.map')}
                            height={300}
                            onSelect={(id) => navigate(pathTo('plots', 'show', { id }))}
                        />
                        <ScrollTable aria-label={translate('xts.origin.table')}>
                            <TableHead>
                                <TableRow>
                                    {['plot', 'producer', 'location', 'area', 'quantity'].map((key) => (
                                        <TableCell key={key}>
                                            {translate(`xts.origin.columns.${key}`)}
                                        </TableCell>
                                    ))}
                                </TableRow>
                            </TableHead>
                            <TableBody>
                                {data.plots.map((row) => (
                                    <TableRow key={row.plotId}>
                                        <TableCell>
                                            <Link
                                                component={RouterLink}
                                                to={pathTo('plots', 'show', { id: row.plotId })}
                                            >
                                                {row.plot.code}
                                            </Link>
                                        </TableCell>
                                        <TableCell>{row.plot.producerName}</TableCell>
                                        <TableCell>{row.plot.locationName}</TableCell>
                                        <TableCell>
                                            {round(row.plot.areaHa ?? row.plot.declaredAreaHa)}
                                        </TableCell>
                                        <TableCell>{formatNumber(row.quantityKg)}</TableCell>
                                    </TableRow>
                                ))}
                            </TableBody>
                            <TableFooter>
                                <TableRow>
                                    <TableCell colSpan={5} data-testid="origin-totals">
                                        {translate('xts.origin.totals', {
                                            producers: formatNumber(data.totals.producers),
                                            plots: formatNumber(data.totals.plots),
                                            area: round(data.totals.areaHa),
                                            quantity: formatNumber(data.totals.quantityKg),
                                        })}
                                    </TableCell>
                                </TableRow>
                            </TableFooter>
                        </ScrollTable>
                        <YieldOverrides origins={[data]} />
                    </>
                )}
                {/* Vietnam's key data elements of this lot (Circular 02/2024), each present or missing. */}
                {data && <KeyDataPanel checks={data.keyData} canEdit={canEdit} />}
                {data && (
                    <DdsFields
                        key={`${data.ddsReference}|${data.ddsVerification}`}
                        lot={lot}
                        origin={data}
                        canEdit={canEdit}
                    />
                )}
            </Stack>
            {editing && data && canEdit && (
                <OriginDialog lot={lot} origin={data} onClose={() => setEditing(false)} />
            )}
        </Paper>
    );
}
