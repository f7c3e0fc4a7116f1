import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../../../kit/format';
import { topProvinces } from '../model';
import type { DashboardData } from '../../../domain/dashboard';
import { Widget } from './Widget';
import ProvinceChart from '../ProvinceChart';

/** Consumers' scans by province, the most scanned first. */
export function ScansWidget({ data, loading }: { data: DashboardData | undefined; loading: boolean }) {
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
            <ProvinceChart rows={rows} label={translate('xts.dashboard.scans.count')} description={summary} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {summary}
            </Typography>
        </Widget>
    );
}
