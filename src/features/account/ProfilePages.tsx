import { DraftKeeper } from '../../kit/DraftKeeper';
import { useMemo, type ReactNode } from 'react';
import { Alert, Avatar, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { Form, TextInput, maxLength, required, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { useSession } from '../../providers/session';
import { checkBirthday, MAX_IMAGE_BYTES } from '../../domain/validation';
import { AddressInputs } from '../../kit/AddressInputs';
import { useProvinces, useWards } from '../../kit/addressData';
import { DateInput } from '../../kit/DateInput';
import { formatDate } from '../../kit/format';
import { ImageUpload } from '../../kit/ImageUpload';
import { DetailHeader } from '../../kit/DetailHeader';
import { SaveCancelToolbar } from '../../kit/SaveCancelToolbar';
import { PhoneEmailInputs } from '../../kit/PhoneEmailInputs';
import { profileRecord, useProfileSubmit } from './profileForm';

const label = (field: string) => `xts.account.profile.fields.${field}`;
const AVATAR_MAX_MB = MAX_IMAGE_BYTES / (1024 * 1024);

/** The fields of a person's profile, shared by first creation and later updates. */
export function ProfileFields() {
    return (
        <Stack sx={{ maxWidth: 860 }}>
            <ImageUpload source="avatar" label={label('avatar')} maxSizeMb={AVATAR_MAX_MB} />
            <TextInput
                source="name"
                label={label('name')}
                validate={[required(), maxLength(100)]}
                fullWidth
            />
            <PhoneEmailInputs label={label} />
            <DateInput
                source="birthday"
                label={label('birthday')}
                validate={(value: unknown) => checkBirthday(value)}
                sx={{ maxWidth: 280 }}
            />
            <AddressInputs />
        </Stack>
    );
}

function Field({ name, children }: { name: string; children: ReactNode }) {
    const translate = useTranslate();
    return (
        <Grid size={{ xs: 12, sm: 6 }}>
            <Typography variant="caption" color="text.secondary" component="div">
                {translate(label(name))}
            </Typography>
            <Typography component="div">{children || translate('xts.account.profile.not_set')}</Typography>
        </Grid>
    );
}

/** /profile and /profile/detail: the signed-in person's profile, with the way to update it. */
export function ProfileDetailPage() {
    const translate = useTranslate();
    const { me } = useSession();
    const provinces = useProvinces();
    const wards = useWards(me?.province);
    const provinceName = provinces.data?.find((p) => p.code === me?.province)?.name;
    const wardName = wards.data?.find((w) => w.code === me?.ward)?.name;
    const place = [me?.address, wardName, provinceName].filter(Boolean).join(', ');
    return (
        <Card>
            <CardContent>
                <DetailHeader
                    picture={
                        <Avatar
                            src={me?.avatar ?? undefined}
                            alt={translate('xts.account.profile.avatar_of', { name: me?.name ?? '' })}
                            sx={{ width: 72, height: 72 }}
                        >
                            {me?.name?.charAt(0)}
                        </Avatar>
                    }
                    title={me?.name || translate('xts.pages.profile')}
                    subtitle={translate('xts.pages.profile')}
                    edit={{ to: '/profile/update', label: translate('xts.account.profile.edit') }}
                />
                <Grid container spacing={2}>
                    <Field name="phone">{me?.phone}</Field>
                    <Field name="email">{me?.email}</Field>
                    <Field name="birthday">{me?.birthday ? formatDate(me.birthday) : ''}</Field>
                    <Field name="place">{place}</Field>
                </Grid>
            </CardContent>
        </Card>
    );
}

/** /profile/update: multipart update-profile with an avatar; back to the profile when saved. */
export function ProfileUpdatePage() {
    const translate = useTranslate();
    const notify = useNotify();
    const navigate = useNavigate();
    const { me, ready } = useSession();
    // One record per loaded profile: a save reloads it, which resets the form and lets the page go.
    const record = useMemo(() => profileRecord(me), [me]);
    const { submit, errorDialog } = useProfileSubmit('updateProfile', () => {
        notify('xts.account.profile.saved', { type: 'success' });
        navigate('/profile/detail');
    });
    return (
        <Card>
            <CardContent>
                <Typography variant="h5" component="h1" gutterBottom>
                    {translate('xts.pages.profile_update')}
                </Typography>
                {/* The fields appear with the profile they start from: typed before it, they would be reset by it. */}
                {!me || !ready ? (
                    <Alert severity="info">{translate('xts.app.loading')}</Alert>
                ) : (
                    <Form onSubmit={submit} record={record} warnWhenUnsavedChanges>
                        <DraftKeeper />
                        <ProfileFields />
                        <SaveCancelToolbar cancelTo="/profile/detail" />
                    </Form>
                )}
                {errorDialog}
            </CardContent>
        </Card>
    );
}
