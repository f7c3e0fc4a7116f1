import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router';
import { call, statusOf } from '../../providers/http';
import { getStoredAccessToken } from '../../providers/tokens';
import { useSession } from '../../providers/session';
import { PublicPage } from '../../shell/signIn/PublicPage';
import { ConfirmDialog, SuccessDialog } from '../../kit/dialogs';
import { useErrorDialog } from '../../kit/useErrorDialog';
import { errorText } from '../../kit/errors';
import { forgetAffiliate, rememberAffiliate } from '../../shell/affiliateCode';
import { formatDate } from '../../kit/format';
import { formatText } from '../../domain/text';

export interface AffiliateCampaign {
    id: number;
    code: string;
    partnerName: string;
    title: string;
    description: string;
    benefit: string;
    validUntil: string;
}

function useCampaign(code: string | undefined) {
    return useQuery({
        queryKey: ['public', 'affiliate', code],
        queryFn: ({ signal }) => call('publicAffiliate', { params: { code: code ?? '' }, signal }),
        enabled: !!code,
        retry: false,
    });
}

function CampaignCard({ campaign }: { campaign: AffiliateCampaign }) {
    const translate = useTranslate();
    return (
        <Card variant="outlined">
            <CardContent>
                <Stack spacing={1}>
                    <Typography color="text.secondary">
                        {translate('xts.account.affiliate.from', {
                            partner: formatText(campaign.partnerName),
                        })}
                    </Typography>
                    <Typography variant="h6" component="h2">
                        {formatText(campaign.title)}
                    </Typography>
                    <Typography>{formatText(campaign.description)}</Typography>
                    <Typography sx={{ fontWeight: 500 }}>
                        {translate('xts.account.affiliate.benefit', {
                            benefit: formatText(campaign.benefit),
                        })}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                        {translate('xts.account.affiliate.valid_until', {
                            date: formatDate(campaign.validUntil),
                        })}
                    </Typography>
                </Stack>
            </CardContent>
        </Card>
    );
}

/** /aff/{code}: a partner's campaign, public; remembers the code and leads to sign-in. */
export function AffiliatePage() {
    const translate = useTranslate();
    const { code } = useParams();
    const { data, error, isPending, refetch } = useCampaign(code);
    const signedIn = !!getStoredAccessToken();
    if (data) rememberAffiliate(data.code);
    return (
        <PublicPage>
            <Stack spacing={2}>
                <Typography variant="h4" component="h1">
                    {translate('xts.pages.affiliate')}
                </Typography>
                {isPending ? (
                    <CircularProgress aria-label={translate('ra.page.loading')} />
                ) : error ? (
                    <Alert
                        severity="error"
                        action={
                            statusOf(error) === 404 ? undefined : (
                                <Button color="inherit" onClick={() => refetch()}>
                                    {translate('xts.errors.retry')}
                                </Button>
                            )
                        }
                    >
                        {statusOf(error) === 404
                            ? translate('xts.account.affiliate.invalid')
                            : errorText(error, translate)}
                    </Alert>
                ) : (
                    <>
                        <CampaignCard campaign={data} />
                        <Typography>
                            {translate(
                                signedIn
                                    ? 'xts.account.affiliate.next_signed_in'
                                    : 'xts.account.affiliate.next_sign_in',
                            )}
                        </Typography>
                        <Box>
                            <Button
                                variant="contained"
                                component={Link}
                                to={
                                    signedIn
                                        ? `/affiliate-confirm/${encodeURIComponent(data.code)}`
                                        : '/login'
                                }
                            >
                                {translate(
                                    signedIn
                                        ? 'xts.account.affiliate.go_confirm'
                                        : 'xts.account.affiliate.sign_in',
                                )}
                            </Button>
                        </Box>
                    </>
                )}
                <Box>
                    <Button component={Link} to="/home">
                        {translate('xts.not_found.back_home')}
                    </Button>
                </Box>
            </Stack>
        </PublicPage>
    );
}

/** /affiliate-confirm/{code}: the current business accepts or rejects the campaign, after confirming. */
export function AffiliateConfirmPage() {
    const translate = useTranslate();
    const navigate = useNavigate();
    const { code } = useParams();
    const session = useSession();
    const { data, error, isPending } = useCampaign(code);
    const [asking, setAsking] = useState<'accept' | 'reject' | null>(null);
    const [done, setDone] = useState<'accept' | 'reject' | null>(null);
    const { showError, errorDialog } = useErrorDialog();
    const decide = useMutation({
        mutationFn: (choice: 'accept' | 'reject') =>
            call(choice === 'accept' ? 'affiliateAccept' : 'affiliateReject', { params: { id: data!.id } }),
        onSuccess: (_, choice) => {
            forgetAffiliate();
            setAsking(null);
            setDone(choice);
        },
        onError: (failure) => {
            setAsking(null);
            showError(failure);
        },
    });
    const business = session.current_biz?.biz_name ?? '';
    return (
        <Stack spacing={2} sx={{ py: 2, maxWidth: 720 }}>
            <Typography variant="h5" component="h1">
                {translate('xts.pages.affiliate_confirm')}
            </Typography>
            {isPending ? (
                <CircularProgress aria-label={translate('ra.page.loading')} />
            ) : error ? (
                <Alert severity="error">
                    {statusOf(error) === 404
                        ? translate('xts.account.affiliate.invalid')
                        : errorText(error, translate)}
                </Alert>
            ) : (
                <>
                    <CampaignCard campaign={data} />
                    <Typography>{translate('xts.account.affiliate.question', { business })}</Typography>
                    <Stack direction="row" spacing={2}>
                        <Button
                            variant="contained"
                            onClick={() => setAsking('accept')}
                            disabled={decide.isPending}
                        >
                            {translate('xts.account.affiliate.accept')}
                        </Button>
                        <Button
                            variant="outlined"
                            color="error"
                            onClick={() => setAsking('reject')}
                            disabled={decide.isPending}
                        >
                            {translate('xts.account.affiliate.reject')}
                        </Button>
                    </Stack>
                </>
            )}
            <ConfirmDialog
                open={!!asking}
                content={translate(
                    asking === 'reject'
                        ? 'xts.account.affiliate.confirm_reject'
                        : 'xts.account.affiliate.confirm_accept',
                    {
                        business,
                        title: data?.title ?? '',
                    },
                )}
                loading={decide.isPending}
                destructive={asking === 'reject'}
                confirmLabel={translate(
                    asking === 'reject' ? 'xts.account.affiliate.reject' : 'xts.account.affiliate.accept',
                )}
                onConfirm={() => asking && !decide.isPending && decide.mutate(asking)}
                onClose={() => setAsking(null)}
            />
            <SuccessDialog
                open={!!done}
                message={translate(
                    done === 'reject' ? 'xts.account.affiliate.rejected' : 'xts.account.affiliate.accepted',
                    { business },
                )}
                onClose={() => navigate('/dashboard')}
            />
            {errorDialog}
        </Stack>
    );
}
