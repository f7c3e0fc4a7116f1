import { useRef, useState } from 'react';
import {
    Alert,
    AlertTitle,
    Box,
    Button,
    CircularProgress,
    List,
    ListItem,
    ListItemIcon,
    ListItemText,
    Stack,
    Typography,
} from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { call, statusOf } from '../../providers/http';
import { useSession } from '../../providers/session';
import { getStoredAccessToken, getStoredRefreshToken } from '../../providers/tokens';
import { PublicPage } from '../../shell/signIn/PublicPage';
import { errorText } from '../../kit/errors';
import { REQUIRED, returnAddress } from './consent';
import { formatText } from '../../domain/text';

/** What the server checked and approved for a consent request (empower, decision 'preview'). */
export interface AuthorizePreview {
    client: { id: string; name: string };
    business: { id: number; name: string; logo?: string | null };
    scopes: { scope: string; description: string }[];
    redirect_uri: string;
}

function Refusal({ title, message }: { title: string; message: string }) {
    const translate = useTranslate();
    return (
        <Stack spacing={2}>
            <Typography variant="h4" component="h1">
                {translate('xts.pages.oauth')}
            </Typography>
            <Alert severity="error" role="alert">
                <AlertTitle>{title}</AlertTitle>
                {message}
            </Alert>
            <Typography color="text.secondary">{translate('xts.oauth.not_redirected')}</Typography>
            <Box>
                <Button component={Link} to="/home">
                    {translate('xts.not_found.back_home')}
                </Button>
            </Box>
        </Stack>
    );
}

/**
 * /oauth/authorize?client_id&redirect_uri&scope&state: a third-party application asks the signed-in
 * user for access to their current business. The server validates the request before anything is
 * shown, and decides where the browser returns to.
 */
export default function OAuthAuthorizePage() {
    const translate = useTranslate();
    const [params] = useSearchParams();
    const { pathname, search } = useLocation();
    const session = useSession();
    const signedIn = !!getStoredAccessToken() || !!getStoredRefreshToken();
    const request = Object.fromEntries(REQUIRED.map((key) => [key, params.get(key) ?? ''])) as Record<
        (typeof REQUIRED)[number],
        string
    >;
    // Values go to the server as sent: the state in particular must come back to the application unchanged.
    const missing = REQUIRED.filter((key) => !request[key].trim());
    const responseType = params.get('response_type');
    const wellFormed = missing.length === 0 && (responseType === null || responseType === 'code');
    const [leaving, setLeaving] = useState(false);

    const preview = useQuery({
        queryKey: ['oauth', 'preview', request],
        queryFn: async ({ signal }) => {
            const answer = await call('authorizeEmpower', {
                body: { ...request, decision: 'preview' },
                signal,
            });
            // A preview answers what the server approved; any other answer is not one.
            if (!('client' in answer)) throw new Error('xts.errors.unexpected_shape');
            return answer;
        },
        enabled: signedIn && wellFormed,
        retry: false,
        staleTime: Infinity,
        gcTime: 0,
    });

    // A second click while the first decision is on its way is ignored, even before React re-renders.
    const sent = useRef(false);
    const decide = useMutation({
        mutationFn: async (decision: 'approve' | 'deny') => {
            const answer = await call('authorizeEmpower', { body: { ...request, decision } });
            const target = returnAddress(answer, request.state);
            if (!target) throw new Error('xts.errors.unexpected_shape');
            return target;
        },
        onSuccess: (target) => {
            setLeaving(true);
            window.location.assign(target);
        },
        onError: () => {
            sent.current = false;
        },
    });
    const choose = (decision: 'approve' | 'deny') => {
        if (sent.current) return;
        sent.current = true;
        decide.mutate(decision);
    };

    if (!wellFormed) {
        const message = missing.includes('state')
            ? translate('xts.oauth.missing_state')
            : missing.length
              ? translate('xts.oauth.missing_params', { params: missing.join(', ') })
              : translate('xts.oauth.bad_response_type');
        return (
            <PublicPage>
                <Refusal title={translate('xts.oauth.invalid_title')} message={message} />
            </PublicPage>
        );
    }

    // Signed out, or the session ended while the page was open: sign in, then come back here.
    const sessionEnded = statusOf(preview.error) === 401;
    if (!signedIn || sessionEnded) {
        return <Navigate to={`/login?next=${encodeURIComponent(pathname + search)}`} replace />;
    }

    const busy = decide.isPending || leaving;
    let content;
    if (preview.isPending) {
        content = (
            <Stack spacing={2} role="status" sx={{ alignItems: 'center' }}>
                <CircularProgress aria-label={translate('ra.page.loading')} />
                <Typography>{translate('xts.oauth.checking')}</Typography>
            </Stack>
        );
    } else if (preview.error) {
        content = (
            <Refusal
                title={translate('xts.oauth.refused_title')}
                message={errorText(preview.error, translate)}
            />
        );
    } else {
        const { client, business, scopes, redirect_uri } = preview.data;
        content = (
            <Stack spacing={2}>
                <Typography variant="h4" component="h1">
                    {translate('xts.pages.oauth')}
                </Typography>
                <Typography variant="h5" component="h2">
                    {formatText(client.name)}
                </Typography>
                <Typography>
                    {translate('xts.oauth.asks', {
                        client: formatText(client.name),
                        business: formatText(business.name),
                    })}
                </Typography>
                <List
                    dense
                    aria-label={translate('xts.oauth.scopes_label')}
                    sx={{ bgcolor: 'action.hover', borderRadius: 1 }}
                >
                    {scopes.map(({ scope, description }) => (
                        <ListItem key={scope}>
                            <ListItemIcon sx={{ minWidth: 36 }}>
                                <CheckCircleOutlineIcon color="success" fontSize="small" />
                            </ListItemIcon>
                            <ListItemText primary={formatText(description)} secondary={formatText(scope)} />
                        </ListItem>
                    ))}
                </List>
                {session.me?.name && (
                    <Typography variant="body2" color="text.secondary">
                        {translate('xts.oauth.signed_in_as', { name: formatText(session.me.name) })}
                    </Typography>
                )}
                <Typography variant="body2" color="text.secondary">
                    {translate('xts.oauth.business_note', { business: formatText(business.name) })}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                    {translate('xts.oauth.redirect_note', { origin: new URL(redirect_uri).origin })}
                </Typography>
                {decide.error && (
                    <Alert severity="error" role="alert">
                        {errorText(decide.error, translate)}
                    </Alert>
                )}
                {leaving ? (
                    <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}>
                        <CircularProgress size={20} aria-hidden />
                        <Typography>{translate('xts.oauth.redirecting')}</Typography>
                    </Stack>
                ) : null}
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                    <Button
                        variant="contained"
                        size="large"
                        onClick={() => choose('approve')}
                        disabled={busy}
                        loading={decide.isPending && decide.variables === 'approve'}
                    >
                        {translate('xts.oauth.approve')}
                    </Button>
                    <Button
                        variant="outlined"
                        size="large"
                        onClick={() => choose('deny')}
                        disabled={busy}
                        loading={decide.isPending && decide.variables === 'deny'}
                    >
                        {translate('xts.oauth.deny')}
                    </Button>
                </Stack>
            </Stack>
        );
    }
    return <PublicPage>{content}</PublicPage>;
}
