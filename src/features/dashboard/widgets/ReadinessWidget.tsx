import { Link as MuiLink, Stack } from '@mui/material';
import { Link } from 'react-router';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../../../kit/format';
import type { DashboardData } from '../../../domain/dashboard';
import { pathTo } from '../../../routes/screenPaths';
import { Widget } from './Widget';

/** A list showing only what lacks key data (react-admin reads its filter from the address). */
const missingList = (path: string, filter: Record<string, string> = {}) =>
    `${path}?filter=${encodeURIComponent(JSON.stringify({ ...filter, keyData: 'missing' }))}`;

/** Where each count leads: the list of those very products (active, as counted) and lots. */
const READINESS_LISTS = {
    products: missingList(pathTo('products', 'list'), { status: 'active' }),
    lots: missingList('/stamp-lot/list'),
};

/**
 * Products and lots that lack a key data element of Circular 02/2024 (docs/plots.md), each count a
 * link to the list of them, where each one's page says what it lacks.
 */
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
                <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
                    <MuiLink component={Link} to={READINESS_LISTS.products}>
                        {translate('xts.geo.widget.products', {
                            count: formatNumber(figures.productsNotReady),
                            total: formatNumber(figures.products),
                        })}
                    </MuiLink>
                    <MuiLink component={Link} to={READINESS_LISTS.lots}>
                        {translate('xts.geo.widget.lots', {
                            count: formatNumber(figures.lotsNotReady),
                            total: formatNumber(figures.lots),
                        })}
                    </MuiLink>
                </Stack>
            )}
        </Widget>
    );
}
