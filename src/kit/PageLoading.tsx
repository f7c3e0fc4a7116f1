import { Box, CircularProgress, Typography } from '@mui/material';
import { useTimeout, useTranslate } from 'react-admin';

/**
 * A page that is loading: after a short wait (a quick answer shows no flash), a named spinner and a
 * message of readable contrast, announced once as a status. Used instead of react-admin's Loading,
 * whose spinner has no name and whose message is drawn in the disabled text colour.
 */
export function PageLoading({
    delay = 1000,
    loadingPrimary = 'ra.page.loading',
    loadingSecondary = 'ra.message.loading',
}: {
    delay?: number;
    loadingPrimary?: string;
    loadingSecondary?: string;
}) {
    const translate = useTranslate();
    const shown = useTimeout(delay);
    if (!shown) return null;
    return (
        <Box
            role="status"
            sx={{
                display: 'grid',
                justifyItems: 'center',
                alignContent: 'center',
                gap: 2,
                py: 6,
                height: '100%',
            }}
        >
            <CircularProgress size={72} aria-label={translate(loadingPrimary)} />
            <Typography variant="h5" component="p" color="text.secondary">
                {translate(loadingPrimary)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
                {translate(loadingSecondary)}
            </Typography>
        </Box>
    );
}
