import type { ReactElement } from 'react';
import { Alert, Button, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { errorText } from '../../kit/errors';
import { useCurrentBusiness, type Business } from './useBusiness';

type BusinessPage =
    { business: Business; placeholder: null } | { business: Business | undefined; placeholder: ReactElement };

/**
 * The current business for a page about it, and what the page shows instead until it can: a
 * spinner while it loads, the reason and Thử lại when loading failed.
 */
export function useBusinessPage(): BusinessPage {
    const translate = useTranslate();
    const { data, isPending, error, refetch } = useCurrentBusiness();
    if (isPending) {
        return {
            business: data,
            placeholder: <CircularProgress aria-label={translate('xts.app.loading')} />,
        };
    }
    if (error || !data) {
        return {
            business: data,
            placeholder: (
                <Alert
                    severity="error"
                    action={<Button onClick={() => refetch()}>{translate('xts.errors.retry')}</Button>}
                >
                    {errorText(error, translate)}
                </Alert>
            ),
        };
    }
    return { business: data, placeholder: null };
}
