import { Alert, Box, Button, Grid, Stack, Typography } from '@mui/material';
import type { ResourceName } from '../resourceNames';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { can } from '../../providers/access';
import { call } from '../../providers/http';
import { currentRole, useSession } from '../../providers/session';
import { errorText } from '../../kit/errors';
import { formatDateTime } from '../../kit/format';
import { readDashboard } from './model';
import type { WithScreen } from '../../routes/screenPaths';
import type { DashboardData } from '../../domain/dashboard';
import { ActivityWidget } from './widgets/ActivityWidget';
import { AlertsWidget } from './widgets/AlertsWidget';
import { CountCard } from './widgets/CountCard';
import { InvitationsWidget } from './widgets/InvitationsWidget';
import { OperationsWidget } from './widgets/OperationsWidget';
import { QuickActions } from './widgets/QuickActions';
import { ScanMapWidget } from './widgets/ScanMapWidget';
import { ScansWidget } from './widgets/ScansWidget';
import { ScanTrendWidget } from './widgets/ScanTrendWidget';
import { StampsWidget } from './widgets/StampsWidget';
import { ReadinessWidget } from './widgets/ReadinessWidget';
import { takeEarlyDashboard } from './early';

export const DASHBOARD_KEY = 'dashboard';

/**
 * The dashboard (/ and /dashboard): what the business has and what happened lately, from one call
 * (GET /api/dashboard). Figures of the manage section show to the roles that may open it.
 */
export default function Dashboard() {
    const translate = useTranslate();
    const session = useSession();
    const role = currentRole(session);
    const bizId = session.current_biz?.biz_id ?? null;
    const query = useQuery({
        queryKey: [DASHBOARD_KEY, bizId],
        // Right after sign-in the answer is already on its way (early.ts); a failed one is asked again.
        queryFn: async ({ signal }) =>
            readDashboard(
                await (takeEarlyDashboard()?.catch(() => call('dashboard', { signal })) ??
                    call('dashboard', { signal })),
            ),
    });
    const { data, isPending, error, refetch, isFetching } = query;
    const loading = isPending;
    const sees = (resource: ResourceName) => can(role, resource, 'list');
    const creates = (resource: ResourceName) => can(role, resource, 'create');
    const counts: { resource: WithScreen<'list'>; key: keyof DashboardData['counts'] }[] = [
        { resource: 'products', key: 'products' },
        { resource: 'diaries', key: 'diaries' },
        { resource: 'partners', key: 'partners' },
        { resource: 'shops', key: 'shops' },
    ];
    const visibleCounts = counts.filter(({ resource }) => sees(resource));

    return (
        <Box
            component="section"
            aria-labelledby="dashboard-title"
            data-dashboard={data ? 'ready' : error ? 'error' : 'loading'}
            aria-busy={isFetching}
            sx={{ py: 2 }}
        >
            <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'flex-end' } }}
            >
                <Box>
                    <Typography variant="h5" component="h1" id="dashboard-title">
                        {translate('xts.dashboard.welcome', { name: session.me?.name ?? '' })}
                    </Typography>
                    {session.current_biz && (
                        <Typography color="text.secondary">
                            {translate('xts.dashboard.current_business', {
                                name: session.current_biz.biz_name,
                                role: translate(`xts.roles.${session.current_biz.biz_role}`),
                            })}
                        </Typography>
                    )}
                </Box>
                {data && (
                    <Typography variant="body2" color="text.secondary">
                        {translate('xts.dashboard.updated_at', { time: formatDateTime(data.generatedAt) })}
                    </Typography>
                )}
            </Stack>

            <QuickActions creates={creates} />

            {error && data && (
                <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
                    {translate('xts.dashboard.refresh_failed', { message: errorText(error, translate) })}
                </Alert>
            )}
            {error && !data ? (
                <Alert
                    severity="error"
                    role="alert"
                    action={
                        <Button color="inherit" onClick={() => refetch()} disabled={isFetching}>
                            {translate('xts.errors.retry')}
                        </Button>
                    }
                >
                    {translate('xts.dashboard.load_failed', { message: errorText(error, translate) })}
                </Alert>
            ) : (
                <Grid container spacing={2}>
                    {visibleCounts.map(({ resource, key }) => (
                        <Grid key={resource} size={{ xs: 12, sm: 6, md: 12 / visibleCounts.length }}>
                            <CountCard
                                resource={resource}
                                label={translate(`xts.dashboard.counts.${key}`)}
                                value={data?.counts[key]}
                                loading={loading}
                                canCreate={creates(resource)}
                            />
                        </Grid>
                    ))}
                    <Grid size={{ xs: 12, md: 5 }}>
                        <StampsWidget
                            stamps={data?.stamps}
                            loading={loading}
                            canPrint={creates('stamp-generations')}
                        />
                    </Grid>
                    <Grid size={{ xs: 12, md: 7 }}>
                        <ActivityWidget data={data} loading={loading} />
                    </Grid>
                    <Grid size={{ xs: 12, md: 4 }}>
                        <AlertsWidget data={data} loading={loading} />
                    </Grid>
                    <Grid size={{ xs: 12, md: 8 }}>
                        <ScanTrendWidget data={data} loading={loading} />
                    </Grid>
                    <Grid size={{ xs: 12, md: 6 }}>
                        <ScanMapWidget data={data} loading={loading} />
                    </Grid>
                    <Grid size={{ xs: 12, md: 6 }}>
                        <ScansWidget data={data} loading={loading} />
                    </Grid>
                    <Grid size={{ xs: 12, md: 6 }}>
                        <OperationsWidget data={data} loading={loading} />
                    </Grid>
                    {data?.traceability && (
                        <Grid size={{ xs: 12, md: 6 }}>
                            <ReadinessWidget data={data} loading={loading} />
                        </Grid>
                    )}
                    {sees('invitations') && (
                        <Grid size={{ xs: 12, md: 6 }}>
                            <InvitationsWidget data={data} loading={loading} />
                        </Grid>
                    )}
                </Grid>
            )}
        </Box>
    );
}
