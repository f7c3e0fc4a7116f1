import type { ReactNode } from 'react';
import { Alert, Card, CardContent, Chip, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { CallName } from '../../providers/endpoints';
import { call, statusOf } from '../../providers/http';
import { errorText } from '../common/dialogs';

/** A public page, v2 first; the v1 page when v2 answers not found. `null` when neither has it. */
export function usePublic<T = Record<string, unknown>>(
    key: string,
    v2: CallName,
    v1: CallName,
    code: string | null | undefined,
    query?: Record<string, unknown>,
) {
    return useQuery({
        queryKey: ['public', key, code],
        enabled: !!code,
        retry: false,
        queryFn: async ({ signal }) => {
            try {
                return { version: 2, data: await call<T>(v2, { params: { code }, query, signal }) };
            } catch (error) {
                if (statusOf(error) !== 404) throw error;
            }
            try {
                return { version: 1, data: await call<T>(v1, { params: { code }, query, signal }) };
            } catch (error) {
                if (statusOf(error) === 404) return null;
                throw error;
            }
        },
    });
}

export function PreviewCard({
    title,
    state,
    children,
}: {
    title: string;
    state: ReturnType<typeof usePublic>;
    children: (data: Record<string, any>, version: number) => ReactNode;
}) {
    const translate = useTranslate();
    return (
        <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
                    {title}
                </Typography>
                {state.isPending && state.fetchStatus !== 'idle' && (
                    <CircularProgress size={20} aria-label={translate('ra.page.loading')} />
                )}
                {state.isError && <Alert severity="error">{errorText(state.error, translate)}</Alert>}
                {state.isSuccess && state.data === null && (
                    <Typography color="text.secondary">{translate('xts.trace.not_public')}</Typography>
                )}
                {state.isSuccess && state.data && (
                    <>
                        {state.data.version === 1 && (
                            <Chip size="small" label={translate('xts.trace.v1')} sx={{ mb: 1 }} />
                        )}
                        {children(state.data.data as Record<string, any>, state.data.version)}
                    </>
                )}
            </CardContent>
        </Card>
    );
}
