import { Box, Button, Card, CardActionArea, CardContent, Skeleton, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { pathTo, screenPath, type WithScreen } from '../../../routes/screenPaths';
import { formatNumber } from '../../../kit/format';
import type { RecordCount } from '../../../domain/dashboard';

/** A count of one kind of record, leading to its list; a first-record button when there is none. */
export function CountCard({
    resource,
    label,
    value,
    loading,
    canCreate,
}: {
    resource: WithScreen<'list'>;
    label: string;
    value: RecordCount | null | undefined;
    loading: boolean;
    canCreate: boolean;
}) {
    const translate = useTranslate();
    const createPath = screenPath(resource, 'create');
    const body = (
        <CardContent>
            <Typography variant="subtitle2" component="h2" color="text.secondary">
                {label}
            </Typography>
            {loading || !value ? (
                <Skeleton variant="text" sx={{ fontSize: '2.125rem' }} width="40%" />
            ) : (
                <>
                    <Typography variant="h4" component="p">
                        {formatNumber(value.total)}
                    </Typography>
                    {value.active !== undefined && (
                        <Typography variant="body2" color="text.secondary">
                            {translate('xts.dashboard.counts.active', { count: formatNumber(value.active) })}
                        </Typography>
                    )}
                </>
            )}
        </CardContent>
    );
    return (
        <Card
            data-testid={`dashboard-count-${resource}`}
            sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
        >
            <CardActionArea component={Link} to={pathTo(resource, 'list')} sx={{ flex: 1 }}>
                {body}
            </CardActionArea>
            {!loading && value && value.total === 0 && canCreate && createPath && (
                <Box sx={{ px: 2, pb: 2 }}>
                    <Button size="small" startIcon={<AddIcon />} component={Link} to={createPath}>
                        {translate('xts.dashboard.counts.add_first')}
                    </Button>
                </Box>
            )}
        </Card>
    );
}
