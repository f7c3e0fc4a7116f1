import { DraftKeeper } from '../../kit/DraftKeeper';
import { useMemo } from 'react';
import { Button, CircularProgress, Paper, Typography } from '@mui/material';
import { Form, SaveButton, Toolbar, useLogout, useTranslate } from 'react-admin';
import { useSession } from '../../providers/session';
import { guardSignOut } from '../offline/signOut';
import { ProfileFields } from './ProfilePages';
import { profileRecord, useProfileSubmit } from './profileForm';

/**
 * /no-biz/create-profile: a user with status 0 creates their profile (multipart, with an avatar)
 * before anything else. Once saved, the user is active and the guard leads on to /no-biz.
 */
export function CreateProfilePage() {
    const translate = useTranslate();
    const logout = useLogout();
    const { me } = useSession();
    const record = useMemo(() => profileRecord(me), [me]);
    // The reloaded user (status 1) moves to the no-business area on its own.
    const { submit, errorDialog } = useProfileSubmit('createProfile', () => undefined);
    return (
        <Paper sx={{ p: 4 }}>
            <Typography variant="h4" component="h1" gutterBottom>
                {translate('xts.no_biz.create_profile_title')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
                {translate('xts.no_biz.create_profile_intro')}
            </Typography>
            {/* The fields appear with what the account already has: typed before it, they would be reset by it. */}
            {me ? (
                <Form onSubmit={submit} record={record} warnWhenUnsavedChanges>
                    <DraftKeeper />
                    <ProfileFields />
                    <Toolbar sx={{ gap: 2 }}>
                        <SaveButton label="xts.account.profile.create" />
                        <Button onClick={() => void guardSignOut(() => logout({}, '/home'))}>
                            {translate('xts.no_biz.logout')}
                        </Button>
                    </Toolbar>
                </Form>
            ) : (
                <CircularProgress aria-label={translate('xts.app.loading')} />
            )}
            {errorDialog}
        </Paper>
    );
}
