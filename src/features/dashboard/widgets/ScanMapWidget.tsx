import { useState } from 'react';
import {
    Button,
    Stack,
    TableBody,
    TableCell,
    TableHead,
    TableRow,
    ToggleButton,
    ToggleButtonGroup,
    Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../../../kit/format';
import type { DashboardData } from '../../../domain/dashboard';
import ProvinceMap, { type MapMode } from '../ProvinceMap';
import { Widget } from './Widget';
import { ScrollTable } from '../../../kit/ScrollTable';

/** The 34 provinces coloured by scans or by suspicious scans, with the same figures as a table. */
export function ScanMapWidget({ data, loading }: { data: DashboardData | undefined; loading: boolean }) {
    const translate = useTranslate();
    const [mode, setMode] = useState<MapMode>('scans');
    const [table, setTable] = useState(false);
    const alerts = data?.alerts ?? null;
    const rows = mode === 'scans' ? (data?.scansByProvince ?? []) : (alerts?.byProvince ?? []);
    const counts = new Map(rows.map((row) => [row.province, row.count]));
    const total = rows.reduce((all, row) => all + row.count, 0);
    const unavailable = mode === 'alerts' && !alerts;
    const what = translate(`xts.dashboard.map.${mode}`);
    const description = translate('xts.dashboard.map.summary', {
        what,
        count: formatNumber(total),
        provinces: formatNumber(rows.length),
    });
    return (
        <Widget testId="dashboard-map" title={translate('xts.dashboard.map.title')} loading={loading}>
            <Stack spacing={1.5}>
                <ToggleButtonGroup
                    size="small"
                    exclusive
                    value={mode}
                    onChange={(_, value: MapMode | null) => value && setMode(value)}
                    aria-label={translate('xts.dashboard.map.colour_by')}
                >
                    <ToggleButton value="scans">{translate('xts.dashboard.map.scans')}</ToggleButton>
                    <ToggleButton value="alerts">{translate('xts.dashboard.map.alerts')}</ToggleButton>
                </ToggleButtonGroup>
                {unavailable ? (
                    <Typography color="text.secondary">{translate('xts.dashboard.not_provided')}</Typography>
                ) : (
                    <>
                        <ProvinceMap
                            counts={counts}
                            mode={mode}
                            description={description}
                            legend={{ title: what, none: translate('xts.dashboard.map.none') }}
                        />
                        <Typography variant="body2" color="text.secondary">
                            {description} {translate('xts.dashboard.map.note')}
                        </Typography>
                        <Button
                            size="small"
                            sx={{ alignSelf: 'flex-start' }}
                            aria-expanded={table}
                            onClick={() => setTable(!table)}
                        >
                            {translate(
                                table ? 'xts.dashboard.map.hide_table' : 'xts.dashboard.map.show_table',
                            )}
                        </Button>
                        {table && (
                            <ScrollTable aria-label={translate('xts.dashboard.map.table', { what })}>
                                <TableHead>
                                    <TableRow>
                                        <TableCell>{translate('xts.dashboard.map.province')}</TableCell>
                                        <TableCell align="right">{what}</TableCell>
                                    </TableRow>
                                </TableHead>
                                <TableBody>
                                    {rows.map((row) => (
                                        <TableRow key={row.province}>
                                            <TableCell>{row.name}</TableCell>
                                            <TableCell align="right">{formatNumber(row.count)}</TableCell>
                                        </TableRow>
                                    ))}
                                </TableBody>
                            </ScrollTable>
                        )}
                    </>
                )}
            </Stack>
        </Widget>
    );
}
