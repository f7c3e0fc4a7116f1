import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../../../kit/format';
import { sum } from '../model';
import type { DashboardData } from '../../../domain/dashboard';
import { Widget } from './Widget';
import ActivityChart from '../ActivityChart';

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
                    <ActivityChart
                        activations={data.activationsPerDay}
                        retail={data.retailPerDay}
                        labels={{
                            activations: translate('xts.dashboard.activity.activations'),
                            retail: translate('xts.dashboard.activity.retail'),
                        }}
                        description={summary}
                    />
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                        {summary}
                    </Typography>
                </>
            )}
        </Widget>
    );
}
