import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../../../custom/common/format';
import type { DashboardData } from '../../../domain/dashboard';
import { Widget } from './Widget';

/** Products and lots that lack a key data element of Circular 02/2024 (docs/plots.md). */
export function ReadinessWidget({ data, loading }: { data: DashboardData | undefined; loading: boolean }) {
    const translate = useTranslate();
    const figures = data?.traceability;
    return (
        <Widget
            testId="dashboard-readiness"
            title={translate('xts.geo.widget.title')}
            loading={loading}
            empty={!figures}
            emptyText={translate('xts.geo.widget.unsupported')}
        >
            {figures && (
                <Stack spacing={1}>
                    <Typography>
                        {translate('xts.geo.widget.products', {
                            count: formatNumber(figures.productsNotReady),
                            total: formatNumber(figures.products),
                        })}
                    </Typography>
                    <Typography>
                        {translate('xts.geo.widget.lots', {
                            count: formatNumber(figures.lotsNotReady),
                            total: formatNumber(figures.lots),
                        })}
                    </Typography>
                </Stack>
            )}
        </Widget>
    );
}
