import { Alert, Box, Button as MuiButton, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
    Create,
    DateInput,
    Edit,
    Loading,
    SelectInput,
    SimpleForm,
    TextInput,
    maxLength,
    required,
    useGetIdentity,
    useGetOne,
    useNotify,
    useTranslate,
    type RaRecord,
    type Validator,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { pathTo } from '../../routes';
import { errorText } from '../../custom/common/dialogs';
import { EDIT_QUERY, FORM_SX, SaveToolbar } from '../../custom/common/lists';
import { usePageTitle } from '../../custom/layout/PageMeta';
import { PicturesInput } from '../products/parts';
import { MAX_ACTIVITY_PHOTOS, type ActivityField, type ActivityKind } from '../../domain/diaries';
import { activitiesKey, useDiaryKinds } from './hooks';
import { isAfterVietnamToday, vietnamToday as today } from '../../domain/dates';
import { NumberInput } from '../../custom/common/NumberInput';

const notAfterToday: Validator = (value) => (isAfterVietnamToday(value) ? 'xts.catalogue.validation.future_date' : undefined);

/** One input per field of the chosen kind, under `values.<key>`. */
function KindField({ field }: { field: ActivityField }) {
    const source = `values.${field.key}`;
    const label = field.unit ? `${field.label} (${field.unit})` : field.label;
    const validate: Validator[] = field.required ? [required()] : [];
    switch (field.type) {
        case 'number':
            return <NumberInput source={source} label={label} kind="decimal" decimals={3} min={field.min} max={field.max} unit={field.unit} validate={validate} />;
        case 'date':
            return <DateInput source={source} label={label} validate={validate} />;
        case 'select':
            return (
                <SelectInput
                    source={source}
                    label={label}
                    validate={validate}
                    choices={(field.options ?? []).map((option) => ({ id: option, name: option }))}
                    translateChoice={false}
                />
            );
        case 'textarea':
            return <TextInput source={source} label={label} validate={[...validate, maxLength(500)]} multiline minRows={2} fullWidth />;
        default:
            return <TextInput source={source} label={label} validate={[...validate, maxLength(500)]} fullWidth />;
    }
}

function KindFields({ kinds }: { kinds: ActivityKind[] }) {
    const translate = useTranslate();
    const kindId = useWatch({ name: 'kind' });
    const kind = kinds.find((k) => k.id === kindId);
    if (!kind)
        return (
            <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
                {translate('xts.catalogue.diaries.kind_first')}
            </Typography>
        );
    return (
        <Box sx={{ width: '100%', display: 'grid', gap: 0, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }} data-testid="kind-fields">
            {kind.description && (
                <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1', mb: 1 }}>
                    {kind.description}
                </Typography>
            )}
            {kind.fields.map((field) => (
                <KindField key={`${kind.id}-${field.key}`} field={field} />
            ))}
        </Box>
    );
}

function ActivityForm({ diaryId, creating }: { diaryId: string; creating?: boolean }) {
    const translate = useTranslate();
    const kinds = useDiaryKinds(diaryId);
    const { identity, isPending: identityPending } = useGetIdentity();
    // The new activity's defaults include who performs it: the form waits for them, so a default
    // arriving late never resets what the user already typed.
    if (kinds.isPending || (creating && identityPending)) return <Loading />;
    if (kinds.isError)
        return (
            <Alert severity="error" sx={{ m: 2 }} action={<MuiButton onClick={() => kinds.refetch()}>{translate('xts.errors.retry')}</MuiButton>}>
                {translate('xts.catalogue.diaries.kinds_failed')}: {errorText(kinds.error, translate)}
            </Alert>
        );
    return (
        <SimpleForm
            warnWhenUnsavedChanges
            toolbar={<SaveToolbar />}
            sx={FORM_SX}
            defaultValues={creating ? { date: today(), performer: identity?.fullName ?? '', values: {}, photos: [] } : undefined}
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
            <PicturesInput source="photos" label="resources.diary-activities.fields.photos" max={MAX_ACTIVITY_PHOTOS} />
            <TextInput source="note" multiline minRows={2} fullWidth validate={maxLength(1000)} />
        </SimpleForm>
    );
}

/** The diary the activity belongs to: its name as the page heading and a way back. */
function DiaryHeading({ diaryId, title }: { diaryId: string; title: string }) {
    const translate = useTranslate();
    const { data } = useGetOne('diaries', { id: diaryId });
    usePageTitle(translate(title));
    return (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mt: 2 }}>
            <MuiButton component={Link} to={pathTo('diaries', 'show', { id: diaryId })} startIcon={<ArrowBackIcon />}>
                {translate('xts.catalogue.diaries.back_to_diary')}
            </MuiButton>
            <Box>
                <Typography variant="h5" component="h1">
                    {translate(title)}
                </Typography>
                {data?.name && (
                    <Typography variant="body2" color="text.secondary">
                        {translate('xts.catalogue.diaries.diary_of', { name: data.name })}
                    </Typography>
                )}
            </Box>
        </Box>
    );
}

function useBackToDiary(diaryId: string) {
    const navigate = useNavigate();
    const notify = useNotify();
    const queryClient = useQueryClient();
    return () => {
        queryClient.invalidateQueries({ queryKey: activitiesKey(diaryId) });
        queryClient.invalidateQueries({ queryKey: ['diaries'] });
        notify('xts.catalogue.diaries.activity_saved', { type: 'success' });
        navigate(pathTo('diaries', 'show', { id: diaryId }));
    };
}

export function ActivityCreate() {
    const { diaryId = '' } = useParams();
    const onSuccess = useBackToDiary(diaryId);
    return (
        <>
            <DiaryHeading diaryId={diaryId} title="xts.catalogue.diaries.activity_add_title" />
            <Create
                resource="diary-activities"
                title=" "
                transform={(data: RaRecord) => ({ ...data, diaryId: Number(diaryId) || diaryId })}
                mutationOptions={{ onSuccess }}
            >
                <ActivityForm diaryId={diaryId} creating />
            </Create>
        </>
    );
}

export function ActivityEdit() {
    const { diaryId = '', id = '' } = useParams();
    const onSuccess = useBackToDiary(diaryId);
    return (
        <>
            <DiaryHeading diaryId={diaryId} title="xts.catalogue.diaries.activity_edit_title" />
            <Edit
                resource="diary-activities"
                id={id}
                title=" "
                mutationMode="pessimistic"
                queryOptions={EDIT_QUERY}
                mutationOptions={{ onSuccess }}
                redirect={false}
            >
                <ActivityForm diaryId={diaryId} />
            </Edit>
        </>
    );
}
