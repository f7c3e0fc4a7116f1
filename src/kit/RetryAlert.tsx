import type { ReactNode } from 'react';
import { Alert, Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { failureWords, type FailureSubject } from './failureWords';

/**
 * A read that failed, said where its content would be, with the console's one retry wording
 * ("Thử lại", `xts.errors.retry`): the lot, origin, pack, shipment, scan-rule and plot screens.
 * Given the `error`, it also says whether the read is tried again by itself, or why not, in the
 * words of the rule the query client follows (providers/failure.ts).
 */
export function RetryAlert({
    children,
    onRetry,
    busy,
    error,
    resource,
    subject = 'record',
}: {
    children: ReactNode;
    onRetry: () => unknown;
    /** The read is being tried again: the button waits. */
    busy?: boolean;
    /** The read's failure. */
    error?: unknown;
    /** The resource read, for who may see it when the role is refused. */
    resource?: string;
    subject?: FailureSubject;
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
            {error != null && (
                <Box sx={{ mt: 1 }}>{failureWords(error, translate, { resource, subject })}</Box>
            )}
        </Alert>
    );
}
