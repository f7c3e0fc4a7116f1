import { lazy, Suspense, type ReactNode } from 'react';
import {
    Alert,
    Box,
    Button,
    Card,
    CardActionArea,
    CardContent,
    CardHeader,
    Chip,
    Grid,
    List,
    ListItem,
    ListItemButton,
    ListItemText,
    Skeleton,
    Stack,
    Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { can } from '../../providers/access';
import { call } from '../../providers/http';
import { currentRole, useSession } from '../../providers/session';
import { pathTo } from '../../routes';
import type { ResourceName } from '../../domain/resourceNames';
import { errorText } from '../common/errors';
import { formatDate, formatDateTime, formatNumber } from '../common/format';
import { readDashboard, sum, topProvinces } from './model';
import type { DashboardData, OperationKind, RecordCount, StampState } from '../../domain/dashboard';

// The chart library loads with the charts, after the figures are on screen.
const ActivityChart = lazy(() => import('./ActivityChart'));
const ProvinceChart = lazy(() => import('./ProvinceChart'));

const STATES: { state: StampState; color: string }[] = [
    { state: 'generated', color: '#90a4ae' },
    { state: 'activated', color: '#2e7d32' },
    { state: 'sold', color: '#ef6c00' },
    { state: 'destroyed', color: '#c62828' },
];

const OPERATION_RESOURCE: Record<OperationKind, ResourceName> = {
    generation: 'stamp-generations',
    activation: 'stamp-activations',
    retail: 'stamp-retails',
    destruction: 'stamp-destructions',
};

export const DASHBOARD_KEY = 'dashboard';

/** One card of the dashboard: its title, a skeleton while loading, its empty state or its content. */
function Widget({
    title,
    loading,
    empty,
    emptyText,
    emptyAction,
    action,
    testId,
    children,
}: {
    title: string;
    loading: boolean;
    empty?: boolean;
    emptyText?: string;
    emptyAction?: ReactNode;
    action?: ReactNode;
    testId: string;
    children?: ReactNode;
}) {
    return (
        <Card component="section" aria-label={title} data-testid={testId} sx={{ height: '100%' }}>
            <CardHeader
                title={title}
                slotProps={{ title: { variant: 'h6', component: 'h2' } }}
                action={loading ? undefined : action}
                sx={{ pb: 0 }}
            />
            <CardContent>
                {loading ? (
                    <Stack spacing={1}>
                        <Skeleton variant="rounded" height={28} />
                        <Skeleton variant="rounded" height={28} />
                        <Skeleton variant="rounded" height={28} width="60%" />
                    </Stack>
                ) : empty ? (
                    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
                        <Typography color="text.secondary">{emptyText}</Typography>
                        {emptyAction}
                    </Stack>
                ) : (
                    children
                )}
            </CardContent>
        </Card>
    );
}

function CountCard({
    resource,
    label,
    value,
    loading,
    canCreate,
}: {
    resource: ResourceName;
    label: string;
    value: RecordCount | null | undefined;
    loading: boolean;
    canCreate: boolean;
}) {
    const translate = useTranslate();
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
        <Card data-testid={`dashboard-count-${resource}`} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
            <CardActionArea component={Link} to={pathTo(resource, 'list')} sx={{ flex: 1 }}>
                {body}
            </CardActionArea>
            {!loading && value && value.total === 0 && canCreate && (
                <Box sx={{ px: 2, pb: 2 }}>
                    <Button size="small" startIcon={<AddIcon />} component={Link} to={pathTo(resource, 'create')}>
                        {translate('xts.dashboard.counts.add_first')}
                    </Button>
                </Box>
            )}
        </Card>
    );
}

function StampsWidget({ stamps, loading, canPrint }: { stamps: DashboardData['stamps'] | undefined; loading: boolean; canPrint: boolean }) {
    const translate = useTranslate();
    const total = stamps ? STATES.reduce((all, { state }) => all + stamps[state], 0) : 0;
    return (
        <Widget
            testId="dashboard-stamps"
            title={translate('xts.dashboard.stamps.title')}
            loading={loading}
            empty={!stamps || total === 0}
            emptyText={translate('xts.dashboard.stamps.empty')}
            emptyAction={
                canPrint && (
                    <Button variant="outlined" startIcon={<AddIcon />} component={Link} to={pathTo('stamp-generations', 'create')}>
                        {translate('xts.dashboard.stamps.print')}
                    </Button>
                )
            }
        >
            {stamps && (
                <Stack spacing={2}>
                    <Typography>{translate('xts.dashboard.stamps.total', { count: formatNumber(total) })}</Typography>
                    <Box aria-hidden sx={{ display: 'flex', height: 14, borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover' }}>
                        {STATES.map(({ state, color }) =>
                            stamps[state] > 0 ? <Box key={state} sx={{ flexGrow: stamps[state], bgcolor: color }} /> : null,
                        )}
                    </Box>
                    <List dense disablePadding>
                        {STATES.map(({ state, color }) => (
                            <ListItem key={state} disableGutters secondaryAction={
                                <Typography component="span" sx={{ fontWeight: 500 }}>
                                    {formatNumber(stamps[state])}
                                    <Typography component="span" color="text.secondary" sx={{ ml: 1, fontSize: '0.85em' }}>
                                        ({Math.round((stamps[state] / total) * 100)}%)
                                    </Typography>
                                </Typography>
                            }>
                                <Box aria-hidden sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: color, mr: 1.5, flexShrink: 0 }} />
                                <ListItemText primary={translate(`xts.dashboard.stamps.states.${state}`)} />
                            </ListItem>
                        ))}
                    </List>
                </Stack>
            )}
        </Widget>
    );
}

/** The stamp operations staff start from the dashboard; only those the role may perform. */
const QUICK_ACTIONS = [
    { resource: 'stamp-generations', key: 'print' },
    { resource: 'stamp-activations', key: 'activate' },
    { resource: 'stamp-retails', key: 'sell' },
    { resource: 'stamp-destructions', key: 'destroy' },
] as const;

function QuickActions({ creates }: { creates: (resource: ResourceName) => boolean }) {
    const translate = useTranslate();
    const allowed = QUICK_ACTIONS.filter(({ resource }) => creates(resource));
    if (allowed.length === 0) return null;
    return (
        <Box component="nav" aria-label={translate('xts.dashboard.quick.title')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
            {allowed.map(({ resource, key }) => (
                <Button key={key} variant="outlined" size="small" component={Link} to={pathTo(resource, 'create')}>
                    {translate(`xts.dashboard.quick.${key}`)}
                </Button>
            ))}
        </Box>
    );
}

const chartFallback = <Skeleton variant="rounded" height={240} />;

function ActivityWidget({ data, loading }: { data: DashboardData | undefined; loading: boolean }) {
    const translate = useTranslate();
    const days = data?.days ?? 30;
    const activations = data ? sum(data.activationsPerDay) : 0;
    const retail = data ? sum(data.retailPerDay) : 0;
    const summary = translate('xts.dashboard.activity.summary', {
        days,
        activations: formatNumber(activations),
        retail: formatNumber(retail),
    });
    return (
        <Widget
            testId="dashboard-activity"
            title={translate('xts.dashboard.activity.title', { days })}
            loading={loading}
            empty={activations + retail === 0}
            emptyText={translate('xts.dashboard.activity.empty', { days })}
        >
            {data && (
                <>
                    <Suspense fallback={chartFallback}>
                        <ActivityChart
                            activations={data.activationsPerDay}
                            retail={data.retailPerDay}
                            labels={{
                                activations: translate('xts.dashboard.activity.activations'),
                                retail: translate('xts.dashboard.activity.retail'),
                            }}
                            description={summary}
                        />
                    </Suspense>
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                        {summary}
                    </Typography>
                </>
            )}
        </Widget>
    );
}

function ScansWidget({ data, loading }: { data: DashboardData | undefined; loading: boolean }) {
    const translate = useTranslate();
    const rows = data ? topProvinces(data.scansByProvince, translate('xts.dashboard.scans.other')) : [];
    const total = rows.reduce((all, row) => all + row.count, 0);
    const summary = rows.length
        ? translate('xts.dashboard.scans.summary', {
              count: formatNumber(total),
              provinces: formatNumber(data!.scansByProvince.length),
              top: rows[0].name,
          })
        : '';
    return (
        <Widget
            testId="dashboard-scans"
            title={translate('xts.dashboard.scans.title')}
            loading={loading}
            empty={total === 0}
            emptyText={translate('xts.dashboard.scans.empty')}
        >
            <Suspense fallback={chartFallback}>
                <ProvinceChart rows={rows} label={translate('xts.dashboard.scans.count')} description={summary} />
            </Suspense>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {summary}
            </Typography>
        </Widget>
    );
}

export function OperationsWidget({ data, loading }: { data: DashboardData | undefined; loading: boolean }) {
    const translate = useTranslate();
    const operations = data?.latestOperations ?? [];
    return (
        <Widget
            testId="dashboard-operations"
            title={translate('xts.dashboard.operations.title')}
            loading={loading}
            empty={operations.length === 0}
            emptyText={translate('xts.dashboard.operations.empty')}
        >
            <List dense disablePadding>
                {operations.map((operation) => {
                    const primary = `${translate(`xts.dashboard.operations.kinds.${operation.kind}`, { _: operation.kind })} · ${translate(
                        'xts.dashboard.operations.line',
                        { count: formatNumber(operation.count) },
                    )}`;
                    const secondary = [
                        formatDateTime(operation.at),
                        operation.by ? translate('xts.dashboard.operations.by', { name: operation.by }) : '',
                    ]
                        .filter(Boolean)
                        .join(' · ');
                    const resource = OPERATION_RESOURCE[operation.kind];
                    return resource ? (
                        <ListItem key={`${operation.kind}-${operation.id}`} disablePadding>
                            <ListItemButton component={Link} to={pathTo(resource, 'show', { id: operation.id })} sx={{ px: 1 }}>
                                <ListItemText primary={primary} secondary={secondary} />
                            </ListItemButton>
                        </ListItem>
                    ) : (
                        <ListItem key={`${operation.kind}-${operation.id}`} sx={{ px: 1 }}>
                            <ListItemText primary={primary} secondary={secondary} />
                        </ListItem>
                    );
                })}
            </List>
        </Widget>
    );
}

function InvitationsWidget({ data, loading }: { data: DashboardData | undefined; loading: boolean }) {
    const translate = useTranslate();
    const pending = data?.pendingInvitations;
    const listPath = pathTo('invitations', 'list');
    return (
        <Widget
            testId="dashboard-invitations"
            title={translate('xts.dashboard.invitations.title')}
            loading={loading}
            empty={!pending || pending.total === 0}
            emptyText={translate('xts.dashboard.invitations.empty')}
            action={
                <Button component={Link} to={listPath}>
                    {translate('xts.dashboard.view_all')}
                </Button>
            }
        >
            {pending && (
                <>
                    <List dense disablePadding>
                        {pending.latest.map((invitation) => (
                            <ListItem key={invitation.id} disablePadding>
                                <ListItemButton component={Link} to={pathTo('invitations', 'show', { id: invitation.id })} sx={{ px: 1 }}>
                                    <ListItemText
                                        primary={[invitation.phone, invitation.email].filter(Boolean).join(' · ')}
                                        secondary={translate('xts.dashboard.invitations.sent_at', { date: formatDate(invitation.createdAt) })}
                                    />
                                    <Chip size="small" label={translate(`xts.roles.${invitation.role}`)} />
                                </ListItemButton>
                            </ListItem>
                        ))}
                    </List>
                    {pending.total > pending.latest.length && (
                        <Typography variant="body2" color="text.secondary" sx={{ px: 1, pt: 1 }}>
                            {translate('xts.dashboard.invitations.more', { count: formatNumber(pending.total - pending.latest.length) })}
                        </Typography>
                    )}
                </>
            )}
        </Widget>
    );
}

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
        queryFn: async ({ signal }) => readDashboard(await call('dashboard', { signal })),
    });
    const { data, isPending, error, refetch, isFetching } = query;
    const loading = isPending;
    const sees = (resource: ResourceName) => can(role, resource, 'list');
    const creates = (resource: ResourceName) => can(role, resource, 'create');
    const counts: { resource: ResourceName; key: keyof DashboardData['counts'] }[] = [
        { resource: 'products', key: 'products' },
        { resource: 'diaries', key: 'diaries' },
        { resource: 'partners', key: 'partners' },
        { resource: 'shops', key: 'shops' },
    ];
    const visibleCounts = counts.filter(({ resource }) => sees(resource));

    return (
        <Box data-dashboard={data ? 'ready' : error ? 'error' : 'loading'} aria-busy={isFetching} sx={{ py: 2 }}>
            <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'flex-end' } }}
            >
                <Box>
                    <Typography variant="h5" component="h1">
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
                        <StampsWidget stamps={data?.stamps} loading={loading} canPrint={creates('stamp-generations')} />
                    </Grid>
                    <Grid size={{ xs: 12, md: 7 }}>
                        <ActivityWidget data={data} loading={loading} />
                    </Grid>
                    <Grid size={{ xs: 12, md: 6 }}>
                        <ScansWidget data={data} loading={loading} />
                    </Grid>
                    <Grid size={{ xs: 12, md: 6 }}>
                        <OperationsWidget data={data} loading={loading} />
                    </Grid>
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
