import { useState } from 'react';
import { Box, Button, List, ListItem, ListItemAvatar, ListItemText, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { call } from '../../../providers/http';
import { useSession } from '../../../providers/session';
import type { MyInvitation } from '../../../types';
import { ConfirmDialog, ErrorDialog } from '../../../kit/dialogs';
import { errorText } from '../../../kit/errors';
import { BusinessAvatar } from '../../../kit/BusinessAvatar';
import { formatDate } from '../../../kit/format';

type Step = { invitation: MyInvitation; decision: 'accept' | 'reject'; loading: boolean } | null;

/**
 * The user's pending link invitations with accept / reject: confirm step, then loading step, then
 * a full reload to / on success, or the server's message in the error dialog (spec section 4).
 */
export function InvitationList() {
    const translate = useTranslate();
    const { invitations } = useSession();
    const [step, setStep] = useState<Step>(null);
    const [error, setError] = useState<string | null>(null);

    const run = async () => {
        if (!step) return;
        setStep({ ...step, loading: true });
        try {
            await call(step.decision === 'accept' ? 'myInvitationAccept' : 'myInvitationReject', {
                params: { code: step.invitation.code },
            });
            window.location.assign('/');
        } catch (failure) {
            setStep(null);
            setError(errorText(failure, translate));
        }
    };

    if (invitations.length === 0) {
        return <Typography color="text.secondary">{translate('xts.invitations.empty')}</Typography>;
    }
    return (
        <>
            <List aria-label={translate('xts.invitations.title')}>
                {invitations.map((invitation) => (
                    <ListItem
                        key={invitation.code}
                        divider
                        alignItems="flex-start"
                        sx={{ flexWrap: 'wrap', gap: 1 }}
                    >
                        <ListItemAvatar>
                            <BusinessAvatar name={invitation.bizName} logo={invitation.bizLogo} />
                        </ListItemAvatar>
                        <ListItemText
                            primary={invitation.bizName}
                            secondary={
                                <>
                                    {invitation.bizAddress && (
                                        <Box component="span" sx={{ display: 'block' }}>
                                            {invitation.bizAddress}
                                        </Box>
                                    )}
                                    {invitation.role !== undefined && (
                                        <Box component="span" sx={{ display: 'block' }}>
                                            {translate('xts.invitations.role', {
                                                role: translate(`xts.roles.${invitation.role}`),
                                            })}
                                        </Box>
                                    )}
                                    <Box component="span" sx={{ display: 'block' }}>
                                        {translate('xts.invitations.sent_at', {
                                            date: formatDate(invitation.createdAt),
                                        })}
                                    </Box>
                                </>
                            }
                        />
                        <Stack direction="row" spacing={1} sx={{ alignSelf: 'center' }}>
                            <Button
                                variant="contained"
                                size="small"
                                onClick={() => setStep({ invitation, decision: 'accept', loading: false })}
                                aria-label={`${translate('xts.invitations.accept')} ${invitation.bizName}`}
                            >
                                {translate('xts.invitations.accept')}
                            </Button>
                            <Button
                                variant="outlined"
                                color="error"
                                size="small"
                                onClick={() => setStep({ invitation, decision: 'reject', loading: false })}
                                aria-label={`${translate('xts.invitations.reject')} ${invitation.bizName}`}
                            >
                                {translate('xts.invitations.reject')}
                            </Button>
                        </Stack>
                    </ListItem>
                ))}
            </List>
            <ConfirmDialog
                open={!!step}
                loading={step?.loading}
                destructive={step?.decision === 'reject'}
                content={
                    step
                        ? step.loading
                            ? translate('xts.invitations.processing')
                            : translate(
                                  step.decision === 'accept'
                                      ? 'xts.invitations.confirm_accept'
                                      : 'xts.invitations.confirm_reject',
                                  {
                                      name: step.invitation.bizName,
                                  },
                              )
                        : ''
                }
                confirmLabel={translate(
                    step?.decision === 'reject' ? 'xts.invitations.reject' : 'xts.invitations.accept',
                )}
                onConfirm={run}
                onClose={() => setStep(null)}
            />
            <ErrorDialog open={!!error} messages={error ?? ''} onClose={() => setError(null)} />
        </>
    );
}
