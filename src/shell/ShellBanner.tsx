import type { ReactNode } from 'react';
import { Alert } from '@mui/material';

/** A notice above every page of the console (invitations waiting, a referral code to decide on). */
export function ShellBanner({
    testId,
    action,
    children,
}: {
    testId: string;
    action: ReactNode;
    children: ReactNode;
}) {
    return (
        <Alert severity="info" role="status" data-testid={testId} sx={{ mb: 2 }} action={action}>
            {children}
        </Alert>
    );
}
