import { Box, LinearProgress, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * A list whose rows are on their way: from the first moment (the card is never blank), a named
 * progress bar and a readable line announced as a status, over the shape of the rows to come.
 */
export function ListLoading({ rows = 4, dense = false }: { rows?: number; dense?: boolean }) {
    const translate = useTranslate();
    const label = translate('xts.app.list_loading');
    return (
        <Box role="status" data-list-loading sx={{ px: 2, py: 1.5 }}>
            <LinearProgress aria-label={label} />
            <Typography variant="body2" sx={{ mt: 1.5, mb: 1 }}>
                {label}
            </Typography>
            <Box aria-hidden>
                {Array.from({ length: rows }, (_, index) => (
                    <Skeleton key={index} variant="text" height={dense ? 48 : 40} />
                ))}
            </Box>
        </Box>
    );
}
