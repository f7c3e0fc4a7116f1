import { Button, Chip, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { pathTo } from '../../../routes/screenPaths';
import { formatDate, formatNumber } from '../../../kit/format';
import type { DashboardData } from '../../../domain/dashboard';
import { Widget } from './Widget';

/** Invitations the business sent that nobody has answered yet (owners). */
export function InvitationsWidget({ data, loading }: { data: DashboardData | undefined; loading: boolean }) {
    const translate = useTranslate();
    const pending = data?.pendingInvitations;
    const listPath = pathTo('invitations', 'list');
    return (
        <Widget
            testId="dashboard-invitations"
            title={translate('xts.dashboard.invitations.title')}
            loading={loading}
            empty={!pending || pending.total === 0}
            emptyText={translate('xts.dashboard.invitations.empty')}
            action={
                <Button component={Link} to={listPath}>
                    {translate('xts.dashboard.view_all')}
                </Button>
            }
        >
            {pending && (
                <>
                    <List dense disablePadding>
                        {pending.latest.map((invitation) => (
                            <ListItem key={invitation.id} disablePadding>
                                <ListItemButton
                                    component={Link}
                                    to={pathTo('invitations', 'show', { id: invitation.id })}
                                    sx={{ px: 1 }}
                                >
                                    <ListItemText
                                        primary={[invitation.phone, invitation.email]
                                            .filter(Boolean)
                                            .join(' · ')}
                                        secondary={translate('xts.dashboard.invitations.sent_at', {
                                            date: formatDate(invitation.createdAt),
                                        })}
                                    />
                                    <Chip size="small" label={translate(`xts.roles.${invitation.role}`)} />
                                </ListItemButton>
                            </ListItem>
                        ))}
                    </List>
                    {pending.total > pending.latest.length && (
                        <Typography variant="body2" color="text.secondary" sx={{ px: 1, pt: 1 }}>
                            {translate('xts.dashboard.invitations.more', {
                                count: formatNumber(pending.total - pending.latest.length),
                            })}
                        </Typography>
                    )}
                </>
            )}
        </Widget>
    );
}
