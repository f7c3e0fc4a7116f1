import {
    Alert,
    AlertTitle,
    Box,
    Button,
    Grid,
    List,
    ListItem,
    ListItemText,
    Stack,
    Typography,
} from '@mui/material';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import TimelineIcon from '@mui/icons-material/Timeline';
import VerifiedIcon from '@mui/icons-material/Verified';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { config } from '../../config';
import { getStoredAccessToken } from '../../providers/tokens';
import { formatDate } from '../../kit/format';
import { useMigratedCompanies } from '../../kit/migrated';
import { PublicPage } from './PublicPage';

const FEATURES = [
    { key: 'trace', Icon: TimelineIcon },
    { key: 'stamps', Icon: QrCode2Icon },
    { key: 'verify', Icon: VerifiedIcon },
] as const;

/** Businesses moved here from the previous system; shown only when there are some. */
function MigratedCompanies() {
    const translate = useTranslate();
    const { data, isError } = useMigratedCompanies();
    if (isError || !data?.length) return null;
    return (
        <Box component="section" aria-labelledby="xts-migrated-title">
            <Typography variant="h6" component="h2" id="xts-migrated-title">
                {translate('xts.home.migrated_title')}
            </Typography>
            <Typography color="text.secondary" variant="body2">
                {translate('xts.home.migrated_intro')}
            </Typography>
            <List dense>
                {data.map((company) => (
                    <ListItem key={company.oldCode} disableGutters>
                        <ListItemText
                            primary={company.oldName}
                            secondary={translate('xts.home.migrated_item', {
                                code: company.oldCode,
                                date: formatDate(company.migratedAt),
                            })}
                        />
                    </ListItem>
                ))}
            </List>
        </Box>
    );
}

/** /home: the public landing page: what the product does, sign-in, the product's homepage. */
export function HomePage() {
    const translate = useTranslate();
    const signedIn = !!getStoredAccessToken();
    // The session ended without the user asking (main.tsx sends them here): say so.
    const ended = !signedIn && new URLSearchParams(window.location.search).get('session') === 'ended';
    return (
        <PublicPage wide>
            <Stack spacing={4}>
                {ended && (
                    <Alert severity="warning" role="alert">
                        <AlertTitle>{translate('xts.drafts.session_ended_title')}</AlertTitle>
                        {translate('xts.home.session_ended')}
                    </Alert>
                )}
                <Box>
                    <Typography variant="h3" component="h1" gutterBottom>
                        {translate('xts.home.title')}
                    </Typography>
                    <Typography variant="h6" component="p" color="text.secondary">
                        {translate('xts.home.tagline')}
                    </Typography>
                </Box>
                <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                    {FEATURES.map(({ key, Icon }) => (
                        <Grid key={key} size={{ xs: 12, sm: 4 }} component="li">
                            <Icon color="primary" aria-hidden />
                            <Typography variant="subtitle1" component="h2">
                                {translate(`xts.home.features.${key}_title`)}
                            </Typography>
                            <Typography variant="body2" color="text.secondary">
                                {translate(`xts.home.features.${key}_text`)}
                            </Typography>
                        </Grid>
                    ))}
                </Grid>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                    <Button
                        variant="contained"
                        size="large"
                        component={Link}
                        to={signedIn ? '/dashboard' : '/login'}
                    >
                        {translate(signedIn ? 'xts.home.open_console' : 'xts.home.login')}
                    </Button>
                    <Button
                        variant="outlined"
                        size="large"
                        href={config.homepageUrl}
                        rel="noopener noreferrer"
                    >
                        {translate('xts.home.homepage')}
                    </Button>
                </Stack>
                <MigratedCompanies />
            </Stack>
        </PublicPage>
    );
}
