import { call } from '../../providers/http';
import { useState, type ReactNode } from 'react';
import { Alert, Box, Button as MuiButton, Chip, CircularProgress, IconButton, Link as MuiLink, Paper, Stack, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import {
    Create,
    DateInput,
    Edit,
    FunctionField,
    List,
    NumberField,
    SelectInput,
    Show,
    SimpleForm,
    TextInput,
    maxLength,
    required,
    useCanAccess,
    useDataProvider,
    useNotify,
    useRecordContext,
    useTranslate,
    type RaRecord,
} from 'react-admin';
import { TextField } from '../../custom/common/text';
import { useWatch } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useCachedOptions } from '../../providers/options';
import { pathTo } from '../../routes';
import { ConfirmDialog, errorText, useErrorDialog } from '../../custom/common/dialogs';
import { useOpenableImage } from '../../custom/common/openLinks';
import { formatDate } from '../../custom/common/format';
import { usePageTitle } from '../../custom/layout/PageMeta';
import { listFailure, FORM_SX, PER_PAGE, ResourceEmpty, ResponsiveGrid, SaveToolbar, SearchBox, choicesOf, EDIT_QUERY, ListActions, ShowActions } from '../../custom/common/lists';
import { Section } from '../products/parts';
import { useSavedOpensDetail } from '../../custom/common/savedOption';
import { csvExporter, dateColumn, translated } from '../../custom/business/csv';
import { DIARY_STATUSES, type ActivityKind } from '../../domain/diaries';
import { activitiesKey, useDiaryKinds, useDiaryTemplates, useTemplateKinds } from './hooks';
import { vietnamToday as today } from '../../domain/dates';

const statusChoices = choicesOf('diaries', 'statuses', DIARY_STATUSES);

/** Ongoing / finished as a chip. */
export function DiaryStatus({ source = 'status' }: { source?: string; label?: string; sortable?: boolean }) {
    const record = useRecordContext();
    const translate = useTranslate();
    const value = record?.[source];
    if (!value) return null;
    return (
        <Chip
            size="small"
            color={value === 'ongoing' ? 'success' : 'default'}
            label={translate(`resources.diaries.statuses.${value}`, { _: String(value) })}
        />
    );
}

function TemplateFilter(props: { source: string; alwaysOn?: boolean }) {
    const { data } = useDiaryTemplates();
    return <SelectInput {...props} choices={data ?? []} />;
}

function ProductFilter(props: { source: string; alwaysOn?: boolean }) {
    const { options } = useCachedOptions('products');
    return <SelectInput {...props} choices={options} />;
}

const filters = [
    <SearchBox key="q" source="q" alwaysOn placeholder="resources.diaries.fields.q" />,
    <SelectInput key="status" source="status" choices={statusChoices} />,
    <TemplateFilter key="templateId" source="templateId" />,
    <ProductFilter key="productId" source="productId" />,
    <DateInput key="from" source="from" />,
    <DateInput key="to" source="to" />,
];

const exporter = csvExporter('diaries', [
    { source: 'name' },
    { source: 'productName' },
    { source: 'locationName' },
    { source: 'templateName' },
    { source: 'season' },
    dateColumn('startDate'),
    dateColumn('endDate'),
    { source: 'activityCount' },
    translated('status', 'resources.diaries.statuses'),
]);

export function DiaryList() {
    const translate = useTranslate();
    return (
        <List
            {...listFailure}
            filters={filters}
            actions={<ListActions />}
            empty={<ResourceEmpty />}
            perPage={PER_PAGE}
            sort={{ field: 'startDate', order: 'DESC' }}
            exporter={exporter}
        >
            <ResponsiveGrid
                primaryText={(r) => r.name}
                secondaryText={(r) => [r.productName, r.locationName].filter(Boolean).join(' · ')}
                tertiaryText={(r) => `${formatDate(r.startDate)} · ${translate(`resources.diaries.statuses.${r.status}`)}`}
            >
                <TextField source="name" />
                <TextField source="productName" sortable={false} />
                <TextField source="locationName" sortable={false} emptyText="—" />
                <TextField source="templateName" sortable={false} />
                <FunctionField source="startDate" render={(r: RaRecord) => formatDate(r.startDate as string)} />
                <NumberField source="activityCount" sortable={false} />
                <DiaryStatus source="status" />
            </ResponsiveGrid>
        </List>
    );
}

/** The activity kinds of the chosen template, so the user knows what the diary will record. */
function TemplateKinds() {
    const translate = useTranslate();
    const templateId = useWatch({ name: 'templateId' });
    const { data, isError } = useTemplateKinds(templateId);
    if (isError) return <Alert severity="warning">{translate('xts.catalogue.diaries.templates_failed')}</Alert>;
    if (!data?.length) return null;
    return (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="template-kinds">
            {translate('xts.catalogue.diaries.template_kinds', { names: data.map((k) => k.name).join(', ') })}
        </Typography>
    );
}

/** Options plus the record's current value when it is no longer active (it stays readable). */
const withCurrent = (options: { id: unknown; name: string }[], id: unknown, name: unknown) =>
    id !== null && id !== undefined && id !== '' && !options.some((o) => String(o.id) === String(id))
        ? [...options, { id, name: String(name ?? id) }]
        : options;

function DiaryForm({ editing = false }: { editing?: boolean }) {
    const record = useRecordContext();
    const templates = useDiaryTemplates();
    const products = useCachedOptions('products');
    const locations = useCachedOptions('locations');
    const locked = editing && Number(record?.activityCount) > 0;
    return (
        <SimpleForm warnWhenUnsavedChanges toolbar={<SaveToolbar />} sx={FORM_SX} defaultValues={editing ? undefined : { startDate: today(), status: 'ongoing' }}>
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

export function DiaryCreate() {
    const mutationOptions = useSavedOpensDetail('diaries', 'created');
    return (
        <Create mutationOptions={mutationOptions}>
            <DiaryForm />
        </Create>
    );
}

export function DiaryEdit() {
    const mutationOptions = useSavedOpensDetail('diaries', 'updated');
    return (
        <Edit mutationMode="pessimistic" queryOptions={EDIT_QUERY} mutationOptions={mutationOptions}>
            <DiaryForm editing />
        </Edit>
    );
}

export interface Activity {
    id: number;
    diaryId: number;
    kind: string;
    kindName: string;
    date: string;
    performer: string;
    values: Record<string, unknown>;
    photos: string[];
    note: string;
}

/** An activity's own values, labelled by its kind's fields. */
export function activityValues(activity: Activity, kind: ActivityKind | undefined): { label: string; text: string }[] {
    if (!kind) return Object.entries(activity.values ?? {}).map(([label, value]) => ({ label, text: String(value) }));
    return kind.fields
        .filter((f) => activity.values?.[f.key] !== undefined && activity.values[f.key] !== '')
        .map((f) => {
            const value = activity.values[f.key];
            const text =
                f.type === 'number'
                    ? new Intl.NumberFormat('vi-VN').format(Number(value))
                    : f.type === 'date'
                      ? formatDate(String(value))
                      : String(value);
            return { label: f.label, text: f.unit ? `${text} ${f.unit}` : text };
        });
}

function ActivityItem({ activity, kind, diary, editable }: { activity: Activity; kind?: ActivityKind; diary: RaRecord; editable: boolean }) {
    const translate = useTranslate();
    const notify = useNotify();
    const provider = useDataProvider();
    const queryClient = useQueryClient();
    const { canAccess: canEdit } = useCanAccess({ resource: 'diary-activities', action: 'edit' });
    const { canAccess: canDelete } = useCanAccess({ resource: 'diary-activities', action: 'delete' });
    const { showError, errorDialog } = useErrorDialog();
    const [confirming, setConfirming] = useState(false);
    const [busy, setBusy] = useState(false);
    const remove = async () => {
        setBusy(true);
        try {
            await provider.delete('diary-activities', { id: activity.id, previousData: activity });
            await queryClient.invalidateQueries({ queryKey: activitiesKey(diary.id) });
            queryClient.invalidateQueries({ queryKey: ['diaries'] });
            notify('xts.catalogue.diaries.deleted', { type: 'success' });
        } catch (error) {
            showError(error);
        } finally {
            setBusy(false);
            setConfirming(false);
        }
    };
    const values = activityValues(activity, kind);
    return (
        <Box component="li" sx={{ position: 'relative', pl: 4, pb: 3, listStyle: 'none' }} data-testid="activity">
            <Box sx={{ position: 'absolute', left: 8, top: 6, width: 14, height: 14, borderRadius: '50%', bgcolor: 'primary.main', border: 3, borderColor: 'background.paper', boxShadow: 1 }} />
            <Paper variant="outlined" sx={{ p: 2 }}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
                    <Box sx={{ minWidth: 0 }}>
                        <Typography variant="caption" color="text.secondary">
                            {formatDate(activity.date)}
                        </Typography>
                        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                            {activity.kindName}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                            {translate('xts.catalogue.diaries.by', { name: activity.performer })}
                        </Typography>
                    </Box>
                    {editable && (
                        <Stack direction="row">
                            {canEdit && (
                                <Tooltip title={translate('xts.catalogue.diaries.edit_activity')}>
                                    <IconButton
                                        component={Link}
                                        to={pathTo('diary-activities', 'edit', { diaryId: diary.id, id: activity.id })}
                                        aria-label={`${translate('xts.catalogue.diaries.edit_activity')} ${activity.kindName} ${formatDate(activity.date)}`}
                                    >
                                        <EditIcon fontSize="small" />
                                    </IconButton>
                                </Tooltip>
                            )}
                            {canDelete && (
                                <Tooltip title={translate('xts.catalogue.diaries.delete_activity')}>
                                    <IconButton
                                        color="error"
                                        onClick={() => setConfirming(true)}
                                        aria-label={`${translate('xts.catalogue.diaries.delete_activity')} ${activity.kindName} ${formatDate(activity.date)}`}
                                    >
                                        <DeleteIcon fontSize="small" />
                                    </IconButton>
                                </Tooltip>
                            )}
                        </Stack>
                    )}
                </Stack>
                {values.length > 0 && (
                    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(110px, max-content) 1fr', columnGap: 2, rowGap: 0.25, my: 1 }}>
                        {values.map((v) => (
                            <Box key={v.label} sx={{ display: 'contents' }}>
                                <Typography component="dt" variant="body2" color="text.secondary">
                                    {v.label}
                                </Typography>
                                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                                    {v.text}
                                </Typography>
                            </Box>
                        ))}
                    </Box>
                )}
                {activity.note && <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>{activity.note}</Typography>}
                {activity.photos?.length > 0 && (
                    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
                        {activity.photos.map((src, index) => (
                            <PhotoLink key={index} src={src} alt={translate('xts.catalogue.diaries.photo_alt', { index: index + 1 })} />
                        ))}
                    </Stack>
                )}
            </Paper>
            <ConfirmDialog
                open={confirming}
                loading={busy}
                destructive
                content={translate('xts.catalogue.diaries.confirm_delete', { kind: activity.kindName, date: formatDate(activity.date) })}
                confirmLabel={translate('xts.catalogue.diaries.delete_activity')}
                onConfirm={remove}
                onClose={() => setConfirming(false)}
            />
            {errorDialog}
        </Box>
    );
}

/** A photo that opens full size in a new tab (an uploaded photo is a data URL, which a tab cannot open). */
function PhotoLink({ src, alt }: { src: string; alt: string }) {
    const href = useOpenableImage(src);
    return (
        <MuiLink href={href} target="_blank" rel="noopener">
            <Box component="img" src={src} alt={alt} sx={{ width: 96, height: 72, objectFit: 'cover', borderRadius: 1 }} />
        </MuiLink>
    );
}

/** The diary's activities as a timeline, newest first. */
function Timeline() {
    const diary = useRecordContext();
    const translate = useTranslate();
    const { canAccess: canAdd } = useCanAccess({ resource: 'diary-activities', action: 'create' });
    const kinds = useDiaryKinds(diary?.id);
    const { data, isPending, isError, error, refetch } = useQuery({
        queryKey: activitiesKey(diary?.id),
        queryFn: ({ signal }) =>
            call<{ items: Activity[]; total: number }>('diaryActivityList', {
                params: { id: diary!.id },
                query: { page: 1, limit: 500 },
                signal,
            }),
        enabled: !!diary,
    });
    if (!diary) return null;
    const ongoing = diary.status === 'ongoing';
    return (
        <Section
            title="xts.catalogue.diaries.timeline_title"
            action={
                ongoing && canAdd ? (
                    <MuiButton variant="contained" startIcon={<AddIcon />} component={Link} to={pathTo('diary-activities', 'create', { diaryId: diary.id })}>
                        {translate('xts.catalogue.diaries.add_activity')}
                    </MuiButton>
                ) : null
            }
        >
            {!ongoing && <Alert severity="info" sx={{ mb: 2 }}>{translate('xts.catalogue.diaries.finished_notice')}</Alert>}
            {isPending ? (
                <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
            ) : isError ? (
                <Alert severity="error" action={<MuiButton onClick={() => refetch()}>{translate('xts.errors.retry')}</MuiButton>}>
                    {translate('xts.catalogue.diaries.activities_failed')}: {errorText(error, translate)}
                </Alert>
            ) : data.items.length === 0 ? (
                <Typography color="text.secondary">{translate('xts.catalogue.diaries.no_activities')}</Typography>
            ) : (
                <Box component="ol" sx={{ p: 0, m: 0, position: 'relative', '&::before': { content: '""', position: 'absolute', left: 14, top: 8, bottom: 8, width: 2, bgcolor: 'divider' } }}>
                    {data.items.map((activity) => (
                        <ActivityItem
                            key={activity.id}
                            activity={activity}
                            kind={kinds.data?.find((k) => k.id === activity.kind)}
                            diary={diary}
                            editable={ongoing}
                        />
                    ))}
                </Box>
            )}
        </Section>
    );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
    const translate = useTranslate();
    return (
        <Box>
            <Typography variant="caption" color="text.secondary" component="p">
                {translate(label)}
            </Typography>
            <Typography component="div">{children || '—'}</Typography>
        </Box>
    );
}

function DiaryShowContent() {
    const record = useRecordContext();
    const translate = useTranslate();
    usePageTitle(record?.name as string | undefined);
    if (!record) return null;
    return (
        <Box sx={{ p: 2 }}>
            <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="h5" component="h1">
                    {record.name}
                </Typography>
                <DiaryStatus />
            </Stack>
            <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
                <Detail label="resources.diaries.fields.productId">
                    {record.productId ? (
                        <MuiLink component={Link} to={pathTo('products', 'show', { id: record.productId as number })}>
                            {record.productName}
                        </MuiLink>
                    ) : null}
                </Detail>
                <Detail label="resources.diaries.fields.locationId">{record.locationName}</Detail>
                <Detail label="resources.diaries.fields.templateId">{record.templateName}</Detail>
                <Detail label="resources.diaries.fields.season">{record.season}</Detail>
                <Detail label="resources.diaries.fields.manager">{record.manager}</Detail>
                <Detail label="resources.diaries.fields.startDate">{formatDate(record.startDate)}</Detail>
                <Detail label="resources.diaries.fields.endDate">{formatDate(record.endDate)}</Detail>
                <Detail label="resources.diaries.fields.activityCount">
                    {translate('xts.catalogue.diaries.count', { smart_count: Number(record.activityCount) || 0 })}
                </Detail>
            </Box>
            {record.note && (
                <Typography sx={{ mt: 2, whiteSpace: 'pre-line' }} color="text.secondary">
                    {record.note}
                </Typography>
            )}
            <Timeline />
        </Box>
    );
}

export const DiaryShow = () => (
    <Show actions={<ShowActions />}>
        <DiaryShowContent />
    </Show>
);
