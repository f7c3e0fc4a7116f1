import { Link as RouterLink } from 'react-router';
import { Alert, CircularProgress, Link, List, ListItem, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { fetchPlots } from '../../land/plots/plotApi';
import { pathTo } from '../../../routes/screenPaths';
import { errorText } from '../../../kit/errors';

/** The household's plots, each a link to its page. */
export function ProducerPlots({ producerId }: { producerId: number }) {
    const translate = useTranslate();
    const plots = useQuery({
        queryKey: ['producer-plots', producerId],
        retry: false,
        queryFn: ({ signal }) => fetchPlots({ producerId, page: 1, limit: 200 }, signal),
    });
    return (
        <Stack spacing={1} sx={{ p: 2 }}>
            <Typography variant="h6" component="h2">
                {translate('xts.producers.plotsOf')}
            </Typography>
            {plots.isPending ? (
                <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
            ) : plots.isError ? (
                <Alert severity="error">{errorText(plots.error, translate)}</Alert>
            ) : !plots.data.data.length ? (
                <Typography color="text.secondary">{translate('xts.producers.noPlots')}</Typography>
            ) : (
                <List dense>
                    {plots.data.data.map((plot) => (
                        <ListItem key={plot.id} disableGutters>
                            <Link component={RouterLink} to={pathTo('plots', 'show', { id: plot.id })}>
                                {`${plot.code} · ${plot.crop} · ${plot.locationName}`}
                            </Link>
                        </ListItem>
                    ))}
                </List>
            )}
        </Stack>
    );
}
