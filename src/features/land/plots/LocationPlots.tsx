import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
    Alert,
    Box,
    Button,
    CircularProgress,
    Pagination,
    Stack,
    TextField,
    Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCanAccess, useTranslate } from 'react-admin';
import { errorText } from '../../../kit/errors';
import { pathTo } from '../../../routes/screenPaths';
import { LazyPlotMap } from '../../../kit/map/LazyPlotMap';
import { LocationPlotRows } from './LocationPlotRows';
import { ImportButton } from './ImportButton';
import { fetchPlots, plotsUnsupported } from './plotApi';
import { useLocationMapPlots } from './useLocationMapPlots';
import { RetryAlert } from '../../../kit/RetryAlert';
import { PendingRows } from '../../offline/PendingRows';
import { bodyField } from '../../offline/shown';

const PER_PAGE = 10;

/** A growing location's plots: on a map (all of them), and searched and paged in a table, with "Thêm thửa". */
export function LocationPlots({ locationId }: { locationId: number }) {
    const translate = useTranslate();
    const navigate = useNavigate();
    const { canAccess: canCreate } = useCanAccess({ resource: 'plots', action: 'create' });
    const [q, setQ] = useState('');
    const [text, setText] = useState('');
    const [page, setPage] = useState(1);
    const list = useQuery({
        queryKey: ['location-plots', locationId, q, page],
        retry: false,
        placeholderData: keepPreviousData,
        queryFn: ({ signal }) => fetchPlots({ locationId, q, page, limit: PER_PAGE }, signal),
    });
    const all = useLocationMapPlots(locationId);
    const submit = (event: FormEvent) => {
        event.preventDefault();
        setQ(text.trim());
        setPage(1);
    };
    const heading = (
        <Typography variant="h6" component="h2">
            {translate('xts.plots.location.title')}
        </Typography>
    );
    if (list.isError && plotsUnsupported(list.error))
        return (
            <Stack spacing={1} sx={{ p: 2 }}>
                {heading}
                <Alert severity="info">{translate('xts.plots.unsupported')}</Alert>
            </Stack>
        );
    return (
        <Stack
            spacing={2}
            sx={{ p: 2 }}
            component="section"
            aria-label={translate('xts.plots.location.title')}
        >
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                {heading}
                <Box sx={{ flexGrow: 1 }} />
                {canCreate && (
                    <Button
                        variant="contained"
                        startIcon={<AddIcon />}
                        component={RouterLink}
                        to={`${pathTo('plots', 'create')}?locationId=${locationId}`}
                    >
                        {translate('xts.plots.location.add')}
                    </Button>
                )}
                <ImportButton locationId={locationId} />
            </Stack>
            {all.isError && !list.isError && !plotsUnsupported(all.error) && (
                <RetryAlert onRetry={all.refetch} busy={all.isFetching} error={all.error}>
                    {translate('xts.plots.load_failed_message', { message: errorText(all.error, translate) })}
                </RetryAlert>
            )}
            {all.data && all.data.data.length > 0 && (
                <LazyPlotMap
                    plots={all.data.data}
                    cut={all.data.cut}
                    label={translate('xts.plots.map.location')}
                    onSelect={(id) => navigate(pathTo('plots', 'show', { id }))}
                />
            )}
            <Stack
                component="form"
                role="search"
                onSubmit={submit}
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
            >
                <TextField
                    size="small"
                    fullWidth
                    label={translate('xts.plots.location.search')}
                    value={text}
                    onChange={(event) => setText(event.target.value)}
                />
                <Button type="submit" variant="outlined" startIcon={<SearchIcon />}>
                    {translate('ra.action.search')}
                </Button>
            </Stack>
            <PendingRows
                calls={['plotCreate']}
                where={(item) => bodyField(item, 'locationId') === String(locationId)}
            />
            {list.isPending && <CircularProgress aria-label={translate('ra.page.loading')} />}
            {list.isError && (
                <RetryAlert onRetry={list.refetch} busy={list.isFetching} error={list.error}>
                    {translate('xts.plots.load_failed_message', {
                        message: errorText(list.error, translate),
                    })}
                </RetryAlert>
            )}
            {list.data && list.data.total === 0 && (
                <Typography color="text.secondary">
                    {q
                        ? translate('xts.plots.location.no_match', { q })
                        : translate('xts.plots.location.empty')}
                </Typography>
            )}
            {list.data && list.data.total > 0 && (
                <>
                    <LocationPlotRows plots={list.data.data} />
                    {list.data.total > PER_PAGE && (
                        <Pagination
                            count={Math.ceil(list.data.total / PER_PAGE)}
                            page={page}
                            onChange={(_, next) => setPage(next)}
                        />
                    )}
                </>
            )}
        </Stack>
    );
}
