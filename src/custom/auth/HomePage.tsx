import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { config } from '../../config';
import { getStoredAccessToken } from '../../providers/tokens';
import { PublicPage } from './PublicPage';

/** /home: the public landing page. */
export function HomePage() {
    const translate = useTranslate();
    const signedIn = !!getStoredAccessToken();
    return (
        <PublicPage wide>
            <Stack spacing={3}>
                <Box>
                    <Typography variant="h3" component="h1" gutterBottom>
                        {translate('xts.home.title')}
                    </Typography>
                    <Typography variant="h6" component="p" color="text.secondary">
                        {translate('xts.home.tagline')}
                    </Typography>
                </Box>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                    <Button variant="contained" size="large" component={Link} to={signedIn ? '/dashboard' : '/login'}>
                        {translate(signedIn ? 'xts.home.open_console' : 'xts.home.login')}
                    </Button>
                    <Button variant="outlined" size="large" href={config.homepageUrl} rel="noopener noreferrer">
                        {translate('xts.home.homepage')}
                    </Button>
                </Stack>
            </Stack>
        </PublicPage>
    );
}
