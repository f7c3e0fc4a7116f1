import type { ReactNode } from 'react';
import { Alert, Card, CardContent, Chip, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { errorText } from '../../kit/errors';
import type { usePublic } from './usePublic';

/** A public page (product, business, diary) as the consumer would see it, in a card of the trace page. */
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
