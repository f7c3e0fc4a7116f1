import { Alert, type SxProps, type Theme } from '@mui/material';
import { useServerLacks } from './useServerLacks';

/**
 * In place of a failure: "the server does not support …" (information, no retry: trying again
 * cannot help) when the failed call is one the server lacks; otherwise `fallback`.
 */
export function ServerLacks({
    error,
    fallback = null,
    sx,
}: {
    error: unknown;
    fallback?: React.ReactNode;
    sx?: SxProps<Theme>;
}) {
    const lacks = useServerLacks()(error);
    if (!lacks) return <>{fallback}</>;
    return (
        <Alert severity="info" data-testid="server-lacks" sx={sx}>
            {lacks}
        </Alert>
    );
}
