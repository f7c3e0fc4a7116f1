import { Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router';
import { PublicPage } from '../../shell/signIn/PublicPage';

/** The console's one registered return page for Zalo. */
const CALLBACK = '/add-zalo-credential-callback';

/**
 * The emulated Zalo sign-in page (mock mode only): the person allows or refuses linking, and the
 * page returns to the console's callback with a one-time code (or an error) and the state it got.
 */
export default function MockZaloPage() {
    const translate = useTranslate();
    const [params] = useSearchParams();
    const state = params.get('state') ?? '';

    const back = (answer: Record<string, string>) => {
        const query = new URLSearchParams({ ...answer, state });
        window.location.assign(`${CALLBACK}?${query.toString()}`);
    };

    return (
        <PublicPage>
            <Stack spacing={2}>
                <Typography variant="h5" component="h1">
                    {translate('xts.mock.zalo_title')}
                </Typography>
                <Typography color="text.secondary">{translate('xts.mock.zalo_intro')}</Typography>
                <Button variant="contained" onClick={() => back({ code: crypto.randomUUID() })}>
                    {translate('xts.mock.zalo_allow')}
                </Button>
                <Button variant="outlined" onClick={() => back({ error: 'access_denied' })}>
                    {translate('xts.mock.zalo_deny')}
                </Button>
            </Stack>
        </PublicPage>
    );
}
