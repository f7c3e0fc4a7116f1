import type { ReactNode } from 'react';
import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * A read that failed, said where its content would be, with the console's one retry wording
 * ("Thử lại", `xts.errors.retry`): the lot, origin, pack, shipment, scan-rule and plot screens.
 */
export function RetryAlert({
    children,
    onRetry,
    busy,
}: {
    children: ReactNode;
    onRetry: () => unknown;
    /** The read is being tried again: the button waits. */
    busy?: boolean;
}) {
    const translate = useTranslate();
    return (
        <Alert
            severity="error"
            action={
                <Button color="inherit" onClick={() => void onRetry()} disabled={busy}>
                    {translate('xts.errors.retry')}
                </Button>
            }
        >
            {children}
        </Alert>
    );
}
