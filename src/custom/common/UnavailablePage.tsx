import { Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Shown at a known address whose screen this build does not include. */
export function UnavailablePage() {
    const translate = useTranslate();
    return (
        <Paper sx={{ p: 4 }}>
            <Typography>{translate('xts.pages.unavailable')}</Typography>
        </Paper>
    );
}
