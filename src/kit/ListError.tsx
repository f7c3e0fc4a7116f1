import type { ReactNode } from 'react';
import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { Pagination, useListContext, useTranslate } from 'react-admin';
import { errorText } from './errors';
import { failureWords } from './failureWords';
import { ServerLacks } from './ServerLacks';
import { serverLacksCall } from '../providers/serverLacks';

/**
 * What a list shows when its call fails: why, in the list's place (filters and the page stay),
 * and a retry; then whether the read is tried again by itself or why not, in the words of the one
 * rule the query client's retries follow (providers/failure.ts). A list that was showing rows
 * keeps them (`children`) under a notice instead. The toast react-admin would add is left out
 * (`listFailure`): one message, not two.
 */
export function ListError({ children, unsupported }: { children?: ReactNode; unsupported?: string }) {
    const translate = useTranslate();
    const { error, refetch, isFetching, data, resource } = useListContext();
    const status = (error as { status?: number } | null)?.status;
    // A call beyond the spec's list that the server lacks: said once, without a retry that cannot succeed.
    if (serverLacksCall(error)) return <ServerLacks error={error} sx={{ m: 2 }} />;
    if (unsupported && (status === 404 || status === 405 || status === 501)) {
        return (
            <Alert severity="info" data-testid="list-unsupported" sx={{ m: 2 }}>
                {translate(unsupported)}
            </Alert>
        );
    }
    const plan = failureWords(error, translate, { resource, subject: 'list' });
    const retry = (
        <Button color="inherit" onClick={() => refetch()} disabled={isFetching}>
            {translate('xts.errors.retry')}
        </Button>
    );
    if (children && data?.length) {
        return (
            <>
                <Alert severity="warning" data-testid="list-stale" role="status" sx={{ m: 2 }} action={retry}>
                    {translate('xts.list.stale', { message: errorText(error, translate) })} {plan}
                </Alert>
                {children}
            </>
        );
    }
    return (
        <Alert severity="error" data-testid="list-error" sx={{ m: 2 }} action={retry}>
            <AlertTitle>{translate('xts.list.load_failed')}</AlertTitle>
            {errorText(error, translate)}
            <Box sx={{ mt: 1 }}>{plan}</Box>
        </Alert>
    );
}

/** Paging, left out while the list shows a failure and no rows (there is nothing to page through). */
export function ListPagination() {
    const { error, data } = useListContext();
    return error && !data?.length ? null : <Pagination />;
}
