import { Box, Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { pathTo } from '../../../routes/screenPaths';
import { formatNumber } from '../../../kit/format';
import type { DashboardData, StampState } from '../../../domain/dashboard';
import { Widget } from './Widget';

const STATES: { state: StampState; color: string }[] = [
    { state: 'generated', color: '#90a4ae' },
    { state: 'activated', color: '#2e7d32' },
    { state: 'sold', color: '#ef6c00' },
    { state: 'destroyed', color: '#c62828' },
];

/** The business's stamps by state: a bar and a line per state. */
export function StampsWidget({
    stamps,
    loading,
    canPrint,
}: {
    stamps: DashboardData['stamps'] | undefined;
    loading: boolean;
    canPrint: boolean;
}) {
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
                    <Button
                        variant="outlined"
                        startIcon={<AddIcon />}
                        component={Link}
                        to={pathTo('stamp-generations', 'create')}
                    >
                        {translate('xts.dashboard.stamps.print')}
                    </Button>
                )
            }
        >
            {stamps && (
                <Stack spacing={2}>
                    <Typography>
                        {translate('xts.dashboard.stamps.total', { count: formatNumber(total) })}
                    </Typography>
                    <Box
                        aria-hidden
                        sx={{
                            display: 'flex',
                            height: 14,
                            borderRadius: 1,
                            overflow: 'hidden',
                            bgcolor: 'action.hover',
                        }}
                    >
                        {STATES.map(({ state, color }) =>
                            stamps[state] > 0 ? (
                                <Box key={state} sx={{ flexGrow: stamps[state], bgcolor: color }} />
                            ) : null,
                        )}
                    </Box>
                    <List dense disablePadding>
                        {STATES.map(({ state, color }) => (
                            <ListItem
                                key={state}
                                disableGutters
                                secondaryAction={
                                    <Typography component="span" sx={{ fontWeight: 500 }}>
                                        {formatNumber(stamps[state])}
                                        <Typography
                                            component="span"
                                            color="text.secondary"
                                            sx={{ ml: 1, fontSize: '0.85em' }}
                                        >
                                            ({Math.round((stamps[state] / total) * 100)}%)
                                        </Typography>
                                    </Typography>
                                }
                            >
                                <Box
                                    aria-hidden
                                    sx={{
                                        width: 12,
                                        height: 12,
                                        borderRadius: '50%',
                                        bgcolor: color,
                                        mr: 1.5,
                                        flexShrink: 0,
                                    }}
                                />
                                <ListItemText primary={translate(`xts.dashboard.stamps.states.${state}`)} />
                            </ListItem>
                        ))}
                    </List>
                </Stack>
            )}
        </Widget>
    );
}
