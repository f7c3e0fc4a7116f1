import { lazy, Suspense } from 'react';
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../../../custom/common/format';
import { sum } from '../model';
import type { DashboardData } from '../../../domain/dashboard';
import { ChartFallback, Widget } from './Widget';

// The chart library loads with the charts, after the figures are on screen.
const ActivityChart = lazy(() => import('../ActivityChart'));

/** Stamps activated and sold per day. */
export function ActivityWidget({ data, loading }: { data: DashboardData | undefined; loading: boolean }) {
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
                    <Suspense fallback={<ChartFallback />}>
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
