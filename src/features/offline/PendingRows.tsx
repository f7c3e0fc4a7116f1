import { Box, Chip, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { useMemoryStore } from '../../providers/memoryStore';
import type { OutboxCall } from './calls';
import { outbox } from './outbox';
import { isPending, type OutboxItem } from './queue';

/**
 * The records made on this device that wait in the outbox, above the list they will join once
 * sent: each marked "Chờ gửi", leading to the outbox (they have no page of their own yet).
 */
export function PendingRows({
    calls,
    where = () => true,
}: {
    calls: readonly OutboxCall[];
    /** Only the items of this list (a location's plots). */
    where?: (item: OutboxItem) => boolean;
}) {
    const translate = useTranslate();
    const { items } = useMemoryStore(outbox);
    const pending = items.filter((item) => isPending(item) && calls.includes(item.call) && where(item));
    if (pending.length === 0) return null;
    const title = translate('xts.offline.pending.title');
    return (
        <Box component="section" aria-label={title} sx={{ px: { xs: 1, sm: 2 }, pt: 1 }}>
            <Typography variant="subtitle2" component="h2" color="text.secondary">
                {title}
            </Typography>
            <List dense disablePadding>
                {pending.map((item) => {
                    const what = [translate(`xts.offline.list.calls.${item.call}`), item.detail]
                        .filter(Boolean)
                        .join(' · ');
                    const state = translate('xts.offline.pending.state');
                    return (
                        <ListItemButton
                            key={item.id}
                            component={RouterLink}
                            to="/outbox"
                            aria-label={`${what} · ${state}`}
                            title={translate('xts.offline.pending.open')}
                            sx={{ gap: 1, borderBottom: 1, borderColor: 'divider' }}
                        >
                            <ListItemText primary={what} sx={{ overflowWrap: 'anywhere' }} />
                            <Chip size="small" color="warning" label={state} />
                        </ListItemButton>
                    );
                })}
            </List>
        </Box>
    );
}
