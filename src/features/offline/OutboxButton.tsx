import { useEffect } from 'react';
import { Badge, IconButton, Tooltip } from '@mui/material';
import OutboxIcon from '@mui/icons-material/Outbox';
import { useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useMemoryStore } from '../../providers/memoryStore';
import { ensureWords } from '../../providers/i18n';
import { outbox, pendingCount, startOutbox } from './outbox';
import { SignOutWarning } from './SignOutWarning';

/**
 * The app bar's way to the outbox, with the count of items waiting to be sent; it starts the
 * outbox for the page, and shows what was sent meanwhile by reading the pages' records again.
 */
export function OutboxButton() {
    const translate = useTranslate();
    const queryClient = useQueryClient();
    const { items, sentTotal } = useMemoryStore(outbox);
    const count = pendingCount(items);
    // Kept for the page's life: the app bar leaves only with the shell (a sign-out changes its owner).
    useEffect(() => void startOutbox(), []);
    useEffect(() => {
        // Where field work goes with no signal: its page and words are fetched while there is one.
        const ahead = setTimeout(() => {
            void Promise.all([import('./OutboxPage'), ensureWords(['offline'])]).catch(() => undefined);
        }, 3_000);
        return () => clearTimeout(ahead);
    }, []);
    useEffect(() => {
        if (sentTotal > 0) void queryClient.invalidateQueries();
    }, [sentTotal, queryClient]);
    const label = translate('xts.offline.button', { smart_count: count });
    return (
        <>
            {/* Not on focus: after a tap the link keeps the focus, and the tip would cover the page's top. */}
            <Tooltip title={label} disableFocusListener disableTouchListener>
                <IconButton color="inherit" component={RouterLink} to="/outbox" aria-label={label}>
                    <Badge badgeContent={count} color="warning">
                        <OutboxIcon />
                    </Badge>
                </IconButton>
            </Tooltip>
            <SignOutWarning />
        </>
    );
}
