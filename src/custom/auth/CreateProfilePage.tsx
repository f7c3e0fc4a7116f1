import { Button, Paper, Typography } from '@mui/material';
import { useLogout, useTranslate } from 'react-admin';

/** /no-biz/create-profile: a user with status 0 creates their profile before anything else. */
export function CreateProfilePage() {
    const translate = useTranslate();
    const logout = useLogout();
    return (
        <Paper sx={{ p: 4 }}>
            <Typography variant="h4" component="h1" gutterBottom>
                {translate('xts.no_biz.create_profile_title')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
                {translate('xts.no_biz.create_profile_intro')}
            </Typography>
            <Button variant="outlined" onClick={() => logout({}, '/home')}>
                {translate('xts.no_biz.logout')}
            </Button>
        </Paper>
    );
}
