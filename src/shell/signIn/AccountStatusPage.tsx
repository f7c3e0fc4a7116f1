import { Button, Paper, Typography } from '@mui/material';
import { useLogout, useTranslate } from 'react-admin';
import { UserStatus } from '../../providers/access';
import { useSession } from '../../providers/session';

/** /account-status: locked (2) and leaved (3) users learn why and can sign out. */
export function AccountStatusPage() {
    const translate = useTranslate();
    const logout = useLogout();
    const { me } = useSession();
    const kind = me?.status === UserStatus.leaved ? 'leaved' : 'locked';
    return (
        <Paper sx={{ p: 4 }}>
            <Typography variant="h4" component="h1" gutterBottom>
                {translate(`xts.blocked.${kind}_title`)}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
                {translate(`xts.blocked.${kind}_message`)}
            </Typography>
            <Button variant="contained" onClick={() => logout({}, '/home')}>
                {translate('xts.blocked.logout')}
            </Button>
        </Paper>
    );
}
