import { List, ListItem, ListItemButton, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { pathTo, type WithScreen } from '../../../routes/screenPaths';
import { formatDateTime, formatNumber } from '../../../kit/format';
import type { DashboardData, OperationKind } from '../../../domain/dashboard';
import { Widget } from './Widget';

const OPERATION_RESOURCE: Record<OperationKind, WithScreen<'show'>> = {
    generation: 'stamp-generations',
    activation: 'stamp-activations',
    retail: 'stamp-retails',
    destruction: 'stamp-destructions',
};

/** The newest stamp operations, each leading to its record. */
export function OperationsWidget({ data, loading }: { data: DashboardData | undefined; loading: boolean }) {
    const translate = useTranslate();
    const operations = data?.latestOperations ?? [];
    return (
        <Widget
            testId="dashboard-operations"
            title={translate('xts.dashboard.operations.title')}
            loading={loading}
            empty={operations.length === 0}
            emptyText={translate('xts.dashboard.operations.empty')}
        >
            <List dense disablePadding>
                {operations.map((operation) => {
                    const primary = `${translate(`xts.dashboard.operations.kinds.${operation.kind}`, { _: operation.kind })} · ${translate(
                        'xts.dashboard.operations.line',
                        { count: formatNumber(operation.count) },
                    )}`;
                    const secondary = [
                        formatDateTime(operation.at),
                        operation.by ? translate('xts.dashboard.operations.by', { name: operation.by }) : '',
                    ]
                        .filter(Boolean)
                        .join(' · ');
                    const resource = OPERATION_RESOURCE[operation.kind];
                    return resource ? (
                        <ListItem key={`${operation.kind}-${operation.id}`} disablePadding>
                            <ListItemButton
                                component={Link}
                                to={pathTo(resource, 'show', { id: operation.id })}
                                sx={{ px: 1 }}
                            >
                                <ListItemText primary={primary} secondary={secondary} />
                            </ListItemButton>
                        </ListItem>
                    ) : (
                        <ListItem key={`${operation.kind}-${operation.id}`} sx={{ px: 1 }}>
                            <ListItemText primary={primary} secondary={secondary} />
                        </ListItem>
                    );
                })}
            </List>
        </Widget>
    );
}
