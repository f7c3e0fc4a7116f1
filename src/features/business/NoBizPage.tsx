import { Button, Paper, Stack, Typography } from '@mui/material';
import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { InvitationList } from './frame/InvitationList';

/** /no-biz: a signed-in user without a business accepts an invitation or registers one. */
export function NoBizPage() {
    const translate = useTranslate();
    return (
        <Stack spacing={3}>
            <Paper sx={{ p: 3 }}>
                <Typography variant="h4" component="h1" gutterBottom>
                    {translate('xts.no_biz.title')}
                </Typography>
                <Typography color="text.secondary" sx={{ mb: 2 }}>
                    {translate('xts.no_biz.intro')}
                </Typography>
                <Button variant="contained" startIcon={<AddBusinessIcon />} component={Link} to="/biz/create">
                    {translate('xts.no_biz.register')}
                </Button>
            </Paper>
            <Paper sx={{ p: 3 }}>
                <Typography variant="h6" component="h2" gutterBottom>
                    {translate('xts.invitations.title')}
                </Typography>
                <InvitationList />
            </Paper>
        </Stack>
    );
}
