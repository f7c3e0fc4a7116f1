import { Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { pathTo } from '../../../routes/screenPaths';
import { formatNumber } from '../../../kit/format';
import type { DashboardData } from '../../../domain/dashboard';
import { Widget } from './Widget';

/** How many stamps the suspicious-scan rules flag, leading to their list. */
export function AlertsWidget({ data, loading }: { data: DashboardData | undefined; loading: boolean }) {
    const translate = useTranslate();
    const alerts = data?.alerts ?? null;
    const listPath = pathTo('suspicious-stamps', 'list');
    return (
        <Widget
            testId="dashboard-alerts"
            title={translate('xts.dashboard.alerts.title')}
            loading={loading}
            empty={!alerts}
            emptyText={translate('xts.dashboard.not_provided')}
        >
            {alerts && (
                <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
                    <Typography
                        variant="h4"
                        component="p"
                        color={alerts.stamps > 0 ? 'error' : 'text.primary'}
                    >
                        {formatNumber(alerts.stamps)}
                    </Typography>
                    <Typography>
                        {alerts.stamps > 0
                            ? translate('xts.dashboard.alerts.summary', {
                                  stamps: formatNumber(alerts.stamps),
                                  scans: formatNumber(alerts.scans),
                              })
                            : translate('xts.dashboard.alerts.none')}
                    </Typography>
                    <Button variant="outlined" component={Link} to={listPath}>
                        {translate('xts.dashboard.alerts.open')}
                    </Button>
                </Stack>
            )}
        </Widget>
    );
}
