import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../../../kit/format';
import { sum } from '../model';
import type { DashboardData } from '../../../domain/dashboard';
import { Widget } from './Widget';
import ScanTrendChart from '../ScanTrendChart';

/** Consumers' scans per day; a server that does not send the series is said to lack it. */
export function ScanTrendWidget({ data, loading }: { data: DashboardData | undefined; loading: boolean }) {
    const translate = useTranslate();
    const days = data?.days ?? 30;
    const series = data?.scansPerDay ?? null;
    const total = series ? sum(series) : 0;
    const summary = translate('xts.dashboard.scan_trend.summary', { days, count: formatNumber(total) });
    return (
        <Widget
            testId="dashboard-scan-trend"
            title={translate('xts.dashboard.scan_trend.title', { days })}
            loading={loading}
            empty={!series || total === 0}
            emptyText={translate(series ? 'xts.dashboard.scan_trend.empty' : 'xts.dashboard.not_provided', {
                days,
            })}
        >
            {series && (
                <>
                    <ScanTrendChart
                        days={series}
                        label={translate('xts.dashboard.scan_trend.label')}
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
