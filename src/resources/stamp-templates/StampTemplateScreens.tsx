import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Box, Button as MuiButton, Card, CardContent, CircularProgress, LinearProgress, Stack, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import PauseCircleIcon from '@mui/icons-material/PauseCircleOutlined';
import PlayCircleIcon from '@mui/icons-material/PlayCircleOutlined';
import {
    BooleanInput,
    Button,
    Create,
    Edit,
    FunctionField,
    List,
    SelectField,
    SelectInput,
    Show,
    SimpleForm,
    SimpleShowLayout,
    TextInput,
    maxLength,
    required,
    useCanAccess,
    useInput,
    useNotify,
    useRecordContext,
    useRefresh,
    useTranslate,
    type RaRecord,
} from 'react-admin';
import { TextField } from '../../custom/common/text';
import { useWatch } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { config } from '../../config';
import { formBody } from '../../providers/dataProvider';
import { call } from '../../providers/http';
import { invalidateOptions } from '../../providers/options';
import { useOptionSourceSaved } from '../../custom/common/savedOption';
import { ConfirmDialog, errorText, useErrorDialog } from '../../custom/common/dialogs';
import { formatDateTime } from '../../custom/common/format';
import { IMAGE_ACCEPT } from '../../custom/common/ImageUpload';
import { usePageTitle } from '../../custom/layout/PageMeta';
import {
    listFailure,
    FORM_SX,
    PER_PAGE,
    ResourceEmpty,
    ResponsiveGrid,
    SaveToolbar,
    SearchBox,
    StatusField,
    choicesOf,
    statusChoices,
    EDIT_QUERY,
    ListActions,
    ShowActions,
} from '../../custom/common/lists';
import { csvExporter, translated } from '../../custom/business/csv';
import { QR_CONTENTS, STAMP_KINDS, STAMP_SHAPES, TEMPLATE_DEFAULTS, checkLayout } from '../../domain/stampTemplates';
import { MAX_IMAGE_BYTES } from '../../validation';
import { NumberInput } from '../../custom/common/NumberInput';

const kindChoices = choicesOf('stamp-templates', 'kinds', STAMP_KINDS);
const shapeChoices = choicesOf('stamp-templates', 'shapes', STAMP_SHAPES);
const qrChoices = choicesOf('stamp-templates', 'qr_contents', QR_CONTENTS);

/** The fields a preview is drawn from (everything but name, note and status). */
const LAYOUT_KEYS = [...Object.keys(TEMPLATE_DEFAULTS)] as (keyof typeof TEMPLATE_DEFAULTS)[];

export interface StampPreview {
    image: string;
    format: string;
    widthMm: number;
    heightMm: number;
    content: string;
    serial: string;
    printable: boolean;
}

const filters = [
    <SearchBox key="q" source="q" alwaysOn placeholder="resources.stamp-templates.fields.q" />,
    <SelectInput key="kind" source="kind" choices={kindChoices} />,
    <SelectInput key="shape" source="shape" choices={shapeChoices} />,
    <SelectInput key="status" source="status" choices={statusChoices()} />,
];

const sizeText = (r: RaRecord, translate: (k: string, o?: any) => string) =>
    translate('xts.catalogue.templates.mm', {
        width: String(r.widthMm).replace('.', ','),
        height: String(r.heightMm).replace('.', ','),
    });

const exporter = csvExporter('stamp-templates', [
    { source: 'name' },
    translated('kind', 'resources.stamp-templates.kinds'),
    translated('shape', 'resources.stamp-templates.shapes'),
    { source: 'widthMm' },
    { source: 'heightMm' },
    translated('qrContent', 'resources.stamp-templates.qr_contents'),
    translated('status', 'xts.status'),
]);

export function StampTemplateList() {
    const translate = useTranslate();
    return (
        <List
            {...listFailure}
            filters={filters}
            actions={<ListActions />}
            empty={<ResourceEmpty />}
            perPage={PER_PAGE}
            sort={{ field: 'name', order: 'ASC' }}
            exporter={exporter}
        >
            <ResponsiveGrid
                primaryText={(r) => r.name}
                secondaryText={(r) => `${translate(`resources.stamp-templates.kinds.${r.kind}`)} · ${sizeText(r, translate)}`}
                tertiaryText={(r) => translate(`xts.status.${r.status}`)}
            >
                <TextField source="name" />
                <SelectField source="kind" choices={kindChoices} />
                <FunctionField source="widthMm" label="resources.stamp-templates.fields.size" render={(r: RaRecord) => sizeText(r, translate)} />
                <SelectField source="shape" choices={shapeChoices} />
                <SelectField source="qrContent" choices={qrChoices} />
                <StatusField source="status" />
            </ResponsiveGrid>
        </List>
    );
}

/** The picture of a preview answer, scaled to fit the card (at most eight pixels per millimetre). */
function PreviewImage({ preview }: { preview: StampPreview }) {
    const translate = useTranslate();
    const scale = Math.min(8, 340 / Math.max(preview.widthMm, preview.heightMm));
    return (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Box
                sx={{ p: 2, bgcolor: 'grey.100', borderRadius: 1, maxWidth: '100%', overflow: 'auto' }}
            >
                <Box
                    component="img"
                    data-testid="stamp-preview"
                    src={preview.image}
                    alt={translate('xts.catalogue.templates.preview_alt', { width: preview.widthMm, height: preview.heightMm })}
                    sx={{ width: preview.widthMm * scale, height: preview.heightMm * scale, display: 'block', boxShadow: 1 }}
                />
            </Box>
            <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                {translate('xts.catalogue.templates.preview_content', { content: preview.content })}
            </Typography>
            <Typography variant="caption" color="text.secondary">
                {translate('xts.catalogue.templates.preview_sample')}
            </Typography>
        </Stack>
    );
}

/** A live preview of the unsaved values (preview-from-params), redrawn shortly after typing stops. */
function LivePreview() {
    const translate = useTranslate();
    const values = useWatch();
    const params = Object.fromEntries(LAYOUT_KEYS.map((key) => [key, values?.[key]]));
    const key = JSON.stringify(params);
    const [state, setState] = useState<{ preview?: StampPreview; error?: string; loading: boolean }>({ loading: true });
    const [attempt, setAttempt] = useState(0);
    useEffect(() => {
        const controller = new AbortController();
        const timer = setTimeout(() => {
            setState((s) => ({ ...s, loading: true }));
            formBody('stampTemplatePreviewFromParams', JSON.parse(key))
                .then((body) => call('stampTemplatePreviewFromParams', { body, signal: controller.signal }))
                .then((preview) => setState({ preview, loading: false }))
                .catch((error) => {
                    if (controller.signal.aborted) return;
                    const fields = Object.values((error as { body?: { errors?: Record<string, string> } })?.body?.errors ?? {});
                    setState((s) => ({ preview: s.preview, loading: false, error: [errorText(error, translate), ...fields].join(' – ') }));
                });
        }, 450);
        return () => {
            clearTimeout(timer);
            controller.abort();
        };
    }, [key, attempt, translate]);
    return (
        <Card variant="outlined" sx={{ position: { md: 'sticky' }, top: { md: 80 } }} aria-live="polite">
            <CardContent>
                <Typography variant="h6" component="h2">
                    {translate('xts.catalogue.templates.preview_title')}
                </Typography>
                <Typography variant="body2" color="text.secondary" gutterBottom>
                    {translate('xts.catalogue.templates.preview_live')}
                </Typography>
                {state.loading && <LinearProgress aria-label={translate('xts.catalogue.templates.preview_loading')} sx={{ mb: 1 }} />}
                {state.error && (
                    <Alert
                        severity="warning"
                        sx={{ mb: 1 }}
                        action={<MuiButton onClick={() => setAttempt((n) => n + 1)}>{translate('xts.catalogue.templates.retry')}</MuiButton>}
                    >
                        {state.error}
                    </Alert>
                )}
                {state.preview && <PreviewImage preview={state.preview} />}
            </CardContent>
        </Card>
    );
}


/** The background image: checked, uploaded (upload/stamp-template-image), shown, removable. */
function BackgroundInput() {
    const translate = useTranslate();
    const { field } = useInput({ source: 'backgroundImage', defaultValue: null });
    const [busy, setBusy] = useState(false);
    const [problem, setProblem] = useState<string | null>(null);
    const input = useRef<HTMLInputElement>(null);
    const upload = async (file: File | undefined) => {
        if (input.current) input.current.value = '';
        if (!file) return;
        if (!Object.keys(IMAGE_ACCEPT).includes(file.type) || file.size > MAX_IMAGE_BYTES) {
            setProblem(translate('xts.upload.rejected', { names: file.name, max: 2 }));
            return;
        }
        setBusy(true);
        setProblem(null);
        try {
            const form = new FormData();
            form.append('file', file);
            const { url } = await call('uploadStampTemplateImage', { body: form });
            field.onChange(url);
        } catch (error) {
            setProblem(errorText(error, translate));
        } finally {
            setBusy(false);
        }
    };
    return (
        <Box sx={{ my: 1 }}>
            <Typography variant="subtitle2">{translate('resources.stamp-templates.fields.backgroundImage')}</Typography>
            <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', my: 1 }}>
                {field.value && (
                    <Box component="img" src={field.value} alt={translate('xts.catalogue.templates.background_alt')} sx={{ width: 96, height: 64, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }} />
                )}
                <MuiButton component="label" variant="outlined" startIcon={<UploadIcon />} disabled={busy}>
                    {translate('xts.catalogue.templates.upload_background')}
                    <input ref={input} hidden type="file" accept={Object.keys(IMAGE_ACCEPT).join(',')} onChange={(e) => upload(e.target.files?.[0])} />
                </MuiButton>
                {field.value && (
                    <MuiButton startIcon={<DeleteIcon />} onClick={() => field.onChange(null)} disabled={busy}>
                        {translate('xts.catalogue.templates.remove_background')}
                    </MuiButton>
                )}
            </Stack>
            {busy && (
                <Box sx={{ maxWidth: 320 }}>
                    <LinearProgress aria-label={translate('xts.catalogue.templates.uploading')} />
                    <Typography variant="caption">{translate('xts.catalogue.templates.uploading')}</Typography>
                </Box>
            )}
            <Typography variant="caption" color="text.secondary">
                {translate('xts.catalogue.templates.background_rules')}
            </Typography>
            {problem && (
                <Alert severity="error" role="alert" sx={{ mt: 1 }} onClose={() => setProblem(null)}>
                    {problem}
                </Alert>
            )}
        </Box>
    );
}

function QrHint() {
    const translate = useTranslate();
    const qrContent = useWatch({ name: 'qrContent' });
    return (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mb: 1 }}>
            {translate(qrContent === 'gs1' ? 'xts.catalogue.templates.qr_gs1_hint' : 'xts.catalogue.templates.qr_scanner_hint', {
                host: config.scannerHost,
            })}
        </Typography>
    );
}

function SerialInputs() {
    const showSerial = useWatch({ name: 'showSerial' });
    if (showSerial === false) return null;
    return (
        <>
            <Row>
                <NumberInput source="serialX" kind="decimal" min={0} unit="mm" validate={required()} />
                <NumberInput source="serialY" kind="decimal" min={0} unit="mm" validate={required()} />
            </Row>
            <Row>
                <NumberInput source="serialFontPt" kind="decimal" min={0} unit="pt" validate={required()} />
                <TextInput source="serialPrefix" validate={maxLength(10)} parse={(v: string) => v.toUpperCase()} />
            </Row>
        </>
    );
}

const Row = ({ children }: { children: ReactNode }) => (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
        {children}
    </Stack>
);

const SubTitle = ({ text }: { text: string }) => {
    const translate = useTranslate();
    return (
        <Typography variant="subtitle1" component="h2" sx={{ mt: 2, mb: 0.5, fontWeight: 600 }}>
            {translate(text)}
        </Typography>
    );
};

function TemplateForm({ creating = false }: { creating?: boolean }) {
    const translate = useTranslate();
    return (
        <SimpleForm
            warnWhenUnsavedChanges
            toolbar={<SaveToolbar />}
            defaultValues={creating ? TEMPLATE_DEFAULTS : undefined}
            validate={(values) => Object.fromEntries(Object.entries(checkLayout(values)).filter(([, v]) => !!v))}
        >
            <Box sx={{ display: 'grid', gap: 3, width: '100%', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(280px, 400px)' } }}>
                <Box sx={{ minWidth: 0, ...FORM_SX }}>
                    {creating && (
                        <Alert severity="info" sx={{ mb: 2 }}>
                            {translate('xts.catalogue.templates.new_is_active')}
                        </Alert>
                    )}
                    <TextInput source="name" validate={[required(), maxLength(120)]} fullWidth />
                    <Row>
                        <SelectInput source="kind" choices={kindChoices} validate={required()} />
                        <TextInput source="headline" validate={maxLength(60)} />
                    </Row>
                    <SubTitle text="xts.catalogue.templates.section_size" />
                    <Row>
                        <SelectInput source="shape" choices={shapeChoices} validate={required()} />
                        <NumberInput source="widthMm" kind="decimal" min={0} unit="mm" validate={required()} />
                        <NumberInput source="heightMm" kind="decimal" min={0} unit="mm" validate={required()} />
                    </Row>
                    <SubTitle text="xts.catalogue.templates.section_qr" />
                    <SelectInput source="qrContent" choices={qrChoices} validate={required()} fullWidth />
                    <QrHint />
                    <Row>
                        <NumberInput source="qrX" kind="decimal" min={0} unit="mm" validate={required()} />
                        <NumberInput source="qrY" kind="decimal" min={0} unit="mm" validate={required()} />
                        <NumberInput source="qrSizeMm" kind="decimal" min={0} unit="mm" validate={required()} />
                    </Row>
                    <SubTitle text="xts.catalogue.templates.section_serial" />
                    <BooleanInput source="showSerial" />
                    <SerialInputs />
                    <SubTitle text="xts.catalogue.templates.section_look" />
                    <Row>
                        <TextInput source="backgroundColor" type="color" sx={{ minWidth: 160 }} />
                        <TextInput source="foregroundColor" type="color" sx={{ minWidth: 160 }} />
                    </Row>
                    <BackgroundInput />
                    <TextInput source="note" multiline minRows={2} fullWidth validate={maxLength(1000)} />
                </Box>
                <Box sx={{ minWidth: 0 }}>
                    <LivePreview />
                </Box>
            </Box>
        </SimpleForm>
    );
}

/** A saved template: its previews are drawn again (the option cache and the detail page as for any option source). */
function useSaved(verb: 'created' | 'updated') {
    const queryClient = useQueryClient();
    return useOptionSourceSaved('stampTemplates', verb, () => {
        queryClient.invalidateQueries({ queryKey: ['stamp-templates', 'preview'] });
    });
}

export function StampTemplateCreate() {
    const mutationOptions = useSaved('created');
    return (
        <Create mutationOptions={mutationOptions}>
            <TemplateForm creating />
        </Create>
    );
}

export function StampTemplateEdit() {
    const mutationOptions = useSaved('updated');
    return (
        <Edit mutationMode="pessimistic" queryOptions={EDIT_QUERY} mutationOptions={mutationOptions}>
            <TemplateForm />
        </Edit>
    );
}

/** Activate or deactivate, after confirmation; the cached template options are refreshed. */
function StatusButton() {
    const record = useRecordContext();
    const translate = useTranslate();
    const notify = useNotify();
    const refresh = useRefresh();
    const queryClient = useQueryClient();
    const { canAccess } = useCanAccess({ resource: 'stamp-templates', action: 'operate', record });
    const { showError, errorDialog } = useErrorDialog();
    const [open, setOpen] = useState(false);
    const [busy, setBusy] = useState(false);
    if (!record || !canAccess) return null;
    const active = record.status === 'active';
    const confirm = async () => {
        setBusy(true);
        try {
            await call(active ? 'stampTemplateDeactivate' : 'stampTemplateActivate', { params: { id: record.id } });
            invalidateOptions('stampTemplates');
            await queryClient.invalidateQueries({ queryKey: ['stamp-templates', 'preview'] });
            notify(active ? 'xts.catalogue.templates.deactivated' : 'xts.catalogue.templates.activated', { type: 'success' });
            refresh();
        } catch (error) {
            showError(error);
        } finally {
            setBusy(false);
            setOpen(false);
        }
    };
    return (
        <>
            <Button
                label={active ? 'xts.catalogue.templates.deactivate' : 'xts.catalogue.templates.activate'}
                color={active ? 'warning' : 'primary'}
                onClick={() => setOpen(true)}
            >
                {active ? <PauseCircleIcon /> : <PlayCircleIcon />}
            </Button>
            <ConfirmDialog
                open={open}
                loading={busy}
                destructive={active}
                content={translate(active ? 'xts.catalogue.templates.confirm_deactivate' : 'xts.catalogue.templates.confirm_activate', {
                    name: record.name,
                })}
                confirmLabel={translate(active ? 'xts.catalogue.templates.deactivate' : 'xts.catalogue.templates.activate')}
                onConfirm={confirm}
                onClose={() => setOpen(false)}
            />
            {errorDialog}
        </>
    );
}

/** The saved template's preview (print-preview-from-stamp-template). */
function SavedPreview() {
    const record = useRecordContext();
    const translate = useTranslate();
    const { data, isPending, isError, error, refetch } = useQuery({
        queryKey: ['stamp-templates', 'preview', String(record?.id), record?.updatedAt, record?.status],
        queryFn: ({ signal }) => call('stampTemplatePreview', { params: { id: record!.id }, signal }),
        enabled: !!record,
    });
    return (
        <Card variant="outlined">
            <CardContent>
                <Typography variant="h6" component="h2" gutterBottom>
                    {translate('xts.catalogue.templates.preview_title')}
                </Typography>
                {isPending ? (
                    <CircularProgress size={24} aria-label={translate('xts.catalogue.templates.preview_loading')} />
                ) : isError ? (
                    <Alert severity="error" action={<MuiButton onClick={() => refetch()}>{translate('xts.catalogue.templates.retry')}</MuiButton>}>
                        {translate('xts.catalogue.templates.preview_failed')}: {errorText(error, translate)}
                    </Alert>
                ) : (
                    <PreviewImage preview={data} />
                )}
            </CardContent>
        </Card>
    );
}

function TemplateShowContent() {
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
                <StatusField source="status" />
            </Stack>
            {record.status !== 'active' && (
                <Alert severity="warning" sx={{ mt: 2 }}>
                    {translate('xts.catalogue.templates.inactive_warning')}
                </Alert>
            )}
            <Box sx={{ display: 'grid', gap: 3, mt: 1, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(280px, 420px)' } }}>
                <Box sx={{ minWidth: 0 }}>
                    <SimpleShowLayout sx={{ px: 0 }}>
                        <SelectField source="kind" choices={kindChoices} />
                        <SelectField source="shape" choices={shapeChoices} />
                        <FunctionField source="widthMm" label="resources.stamp-templates.fields.size" render={(r: RaRecord) => sizeText(r, translate)} />
                        <SelectField source="qrContent" choices={qrChoices} />
                        <FunctionField
                            source="qrSizeMm"
                            render={(r: RaRecord) => `${String(r.qrSizeMm).replace('.', ',')} mm (${String(r.qrX).replace('.', ',')}; ${String(r.qrY).replace('.', ',')})`}
                        />
                        <FunctionField
                            source="showSerial"
                            render={(r: RaRecord) =>
                                r.showSerial ? `${r.serialPrefix ?? ''}000123 · ${String(r.serialFontPt).replace('.', ',')} pt` : translate('ra.boolean.false')
                            }
                        />
                        <TextField source="headline" emptyText="—" />
                        <FunctionField
                            source="backgroundImage"
                            render={(r: RaRecord) =>
                                r.backgroundImage ? (
                                    <Box
                                        component="img"
                                        src={r.backgroundImage as string}
                                        alt={translate('xts.catalogue.templates.background_alt')}
                                        sx={{ width: 96, height: 64, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider', display: 'block' }}
                                    />
                                ) : (
                                    '—'
                                )
                            }
                        />
                        <TextField source="note" emptyText="—" />
                        <FunctionField source="updatedAt" render={(r: RaRecord) => formatDateTime(r.updatedAt as string)} />
                    </SimpleShowLayout>
                </Box>
                <Box sx={{ minWidth: 0 }}>
                    <SavedPreview />
                </Box>
            </Box>
        </Box>
    );
}

export const StampTemplateShow = () => (
    <Show
        actions={
            <ShowActions>
                <StatusButton />
            </ShowActions>
        }
    >
        <TemplateShowContent />
    </Show>
);
