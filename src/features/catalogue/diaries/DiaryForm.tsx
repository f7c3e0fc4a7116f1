import { Stack } from '@mui/material';
import { SelectInput, SimpleForm, TextInput, maxLength, required, useRecordContext } from 'react-admin';
import { useCachedOptions } from '../../../providers/options';
import { SaveToolbar } from '../../../kit/formParts';
import { FORM_SX } from '../../../kit/formSettings';
import { DateInput } from '../../../kit/DateInput';
import { useDiaryTemplates } from './hooks';
import { vietnamToday as today } from '../../../domain/dates';
import { statusChoices } from './statuses';
import { TemplateKinds } from './TemplateKinds';

/** Options plus the record's current value when it is no longer active (it stays readable). */
const withCurrent = (options: { id: unknown; name: string }[], id: unknown, name: unknown) =>
    id !== null && id !== undefined && id !== '' && !options.some((o) => String(o.id) === String(id))
        ? [...options, { id, name: String(name ?? id) }]
        : options;

export function DiaryForm({ editing = false }: { editing?: boolean }) {
    const record = useRecordContext();
    const templates = useDiaryTemplates();
    const products = useCachedOptions('products');
    const locations = useCachedOptions('locations');
    const locked = editing && Number(record?.activityCount) > 0;
    return (
        <SimpleForm
            warnWhenUnsavedChanges
            toolbar={<SaveToolbar />}
            sx={FORM_SX}
            defaultValues={editing ? undefined : { startDate: today(), status: 'ongoing' }}
        >
            <TextInput source="name" validate={[required(), maxLength(200)]} fullWidth />
            <SelectInput
                source="templateId"
                choices={templates.data ?? []}
                isPending={templates.isPending}
                validate={required()}
                disabled={locked}
                helperText={locked ? 'xts.catalogue.validation.template_locked' : undefined}
                fullWidth
            />
            <TemplateKinds />
            <SelectInput
                source="productId"
                choices={withCurrent(products.options, record?.productId, record?.productName)}
                isPending={products.isPending}
                validate={required()}
                fullWidth
            />
            <SelectInput
                source="locationId"
                choices={withCurrent(locations.options, record?.locationId, record?.locationName)}
                isPending={locations.isPending}
                emptyText="—"
                fullWidth
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
                <TextInput source="season" validate={maxLength(50)} />
                <TextInput source="manager" validate={maxLength(100)} />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
                <DateInput source="startDate" validate={required()} />
                <DateInput source="endDate" />
                {editing && <SelectInput source="status" choices={statusChoices} validate={required()} />}
            </Stack>
            <TextInput source="note" multiline minRows={2} fullWidth validate={maxLength(2000)} />
        </SimpleForm>
    );
}
