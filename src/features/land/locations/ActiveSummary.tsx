import { useTranslate } from 'react-admin';
import { Alert } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { dataProvider } from '../../../providers/dataProvider';
import { formatNumber } from '../../../kit/format';

/** Active growing locations at a glance: how many and the area under cultivation (list-active). */
export function ActiveSummary() {
    const translate = useTranslate();
    const { data, isPending, isError } = useQuery({
        queryKey: ['biz-locations', 'active-summary'],
        queryFn: ({ signal }) =>
            dataProvider.getActiveOptions<{ areaHa?: number | null }>('biz-locations', signal),
    });
    if (isPending || isError || !data) return null;
    const area = data.reduce((sum, row) => sum + (Number(row.areaHa) || 0), 0);
    return (
        <Alert severity="success" icon={false} sx={{ mt: 1 }} data-testid="active-locations-summary">
            {translate('resources.biz-locations.active_summary', {
                smart_count: data.length,
                area: formatNumber(Math.round(area * 100) / 100),
            })}
        </Alert>
    );
}
