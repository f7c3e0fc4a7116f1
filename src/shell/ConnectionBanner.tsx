import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { connection, retryNow } from '../providers/connection';
import { useMemoryStore } from '../providers/memoryStore';

/** A server that answers with its own error is not a lost connection: the banner says which. */
const BANNER_TEXT = {
    offline: 'xts.connection.offline',
    unreachable: 'xts.connection.lost',
    server: 'xts.connection.server',
} as const;

/**
 * Above every signed-in page while the API cannot be reached: the session is kept, what failed is
 * tried again with back-off, and "Thử lại" tries at once.
 */
export function ConnectionBanner() {
    const translate = useTranslate();
    const { state } = useMemoryStore(connection);
    if (state === 'online') return null;
    return (
        <Alert
            severity="warning"
            role="status"
            data-testid="connection-banner"
            sx={{ mb: 2 }}
            action={
                <Button color="inherit" size="small" onClick={() => void retryNow()}>
                    {translate('xts.errors.retry')}
                </Button>
            }
        >
            {translate(BANNER_TEXT[state])}
        </Alert>
    );
}

/** A signed-in user whose account could not be read yet because the API is out of reach. */
export function ConnectionLostPage() {
    const translate = useTranslate();
    return (
        <Alert
            severity="warning"
            role="alert"
            action={
                <Button color="inherit" size="small" onClick={() => void retryNow()}>
                    {translate('xts.errors.retry')}
                </Button>
            }
        >
            {translate('xts.connection.account_unreadable')}
        </Alert>
    );
}
