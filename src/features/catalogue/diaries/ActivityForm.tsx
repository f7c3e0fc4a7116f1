import { Alert, Box, Button as MuiButton } from '@mui/material';
import {
    SelectInput,
    SimpleForm,
    TextInput,
    maxLength,
    required,
    useGetIdentity,
    useTranslate,
} from 'react-admin';
import { errorText } from '../../../kit/errors';
import { SaveToolbar } from '../../../kit/formParts';
import { FORM_SX } from '../../../kit/formSettings';
import { DateInput } from '../../../kit/DateInput';
import { PicturesInput } from '../products/PicturesInput';
import { MAX_ACTIVITY_PHOTOS } from '../../../domain/diaries';
import { useDiaryKinds } from './hooks';
import { vietnamToday as today } from '../../../domain/dates';
import { notAfterToday } from './notAfterToday';
import { KindFields } from './KindFields';
import { PageLoading } from '../../../kit/PageLoading';

export function ActivityForm({ diaryId, creating }: { diaryId: string; creating?: boolean }) {
    const translate = useTranslate();
    const kinds = useDiaryKinds(diaryId);
    const { identity, isPending: identityPending } = useGetIdentity();
    // The new activity's defaults include who performs it: the form waits for them, so a default
    // arriving late never resets what the user already typed.
    if (kinds.isPending || (creating && identityPending)) return <PageLoading />;
    if (kinds.isError)
        return (
            <Alert
                severity="error"
                sx={{ m: 2 }}
                action={
                    <MuiButton onClick={() => kinds.refetch()}>{translate('xts.errors.retry')}</MuiButton>
                }
            >
                {translate('xts.catalogue.diaries.kinds_failed')}: {errorText(kinds.error, translate)}
            </Alert>
        );
    return (
        <SimpleForm
            warnWhenUnsavedChanges
            toolbar={<SaveToolbar />}
            sx={FORM_SX}
            defaultValues={
                creating
                    ? { date: today(), performer: identity?.fullName ?? '', values: {}, photos: [] }
                    : undefined
            }
        >
            <SelectInput
                source="kind"
                choices={kinds.data.map((k) => ({ id: k.id, name: k.name }))}
                translateChoice={false}
                validate={required()}
                fullWidth
            />
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' }}>
                <DateInput source="date" validate={[required(), notAfterToday]} />
                <TextInput source="performer" validate={[required(), maxLength(100)]} />
            </Box>
            <KindFields kinds={kinds.data} />
            <PicturesInput
                source="photos"
                label="resources.diary-activities.fields.photos"
                max={MAX_ACTIVITY_PHOTOS}
            />
            <TextInput source="note" multiline minRows={2} fullWidth validate={maxLength(1000)} />
        </SimpleForm>
    );
}
