import { Box, Button } from '@mui/material';
import type { ResourceName } from '../../resourceNames';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { pathTo } from '../../../routes/screenPaths';

/** The stamp operations staff start from the dashboard; only those the role may perform. */
const QUICK_ACTIONS = [
    { resource: 'stamp-generations', key: 'print' },
    { resource: 'stamp-activations', key: 'activate' },
    { resource: 'stamp-retails', key: 'sell' },
    { resource: 'stamp-destructions', key: 'destroy' },
] as const;

export function QuickActions({ creates }: { creates: (resource: ResourceName) => boolean }) {
    const translate = useTranslate();
    const allowed = QUICK_ACTIONS.filter(({ resource }) => creates(resource));
    if (allowed.length === 0) return null;
    return (
        <Box
            component="nav"
            aria-label={translate('xts.dashboard.quick.title')}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}
        >
            {allowed.map(({ resource, key }) => (
                <Button
                    key={key}
                    variant="outlined"
                    size="small"
                    component={Link}
                    to={pathTo(resource, 'create')}
                >
                    {translate(`xts.dashboard.quick.${key}`)}
                </Button>
            ))}
        </Box>
    );
}
