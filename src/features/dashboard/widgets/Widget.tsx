import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, Skeleton, Stack, Typography } from '@mui/material';

/** One card of the dashboard: its title, a skeleton while loading, its empty state or its content. */
export function Widget({
    title,
    loading,
    empty,
    emptyText,
    emptyAction,
    action,
    testId,
    children,
}: {
    title: string;
    loading: boolean;
    empty?: boolean;
    emptyText?: string;
    emptyAction?: ReactNode;
    action?: ReactNode;
    testId: string;
    children?: ReactNode;
}) {
    return (
        <Card component="section" aria-label={title} data-testid={testId} sx={{ height: '100%' }}>
            <CardHeader
                title={title}
                slotProps={{ title: { variant: 'h6', component: 'h2' } }}
                action={loading ? undefined : action}
                sx={{ pb: 0 }}
            />
            <CardContent>
                {loading ? (
                    <Stack spacing={1}>
                        <Skeleton variant="rounded" height={28} />
                        <Skeleton variant="rounded" height={28} />
                        <Skeleton variant="rounded" height={28} width="60%" />
                    </Stack>
                ) : empty ? (
                    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
                        <Typography color="text.secondary">{emptyText}</Typography>
                        {emptyAction}
                    </Stack>
                ) : (
                    children
                )}
            </CardContent>
        </Card>
    );
}
