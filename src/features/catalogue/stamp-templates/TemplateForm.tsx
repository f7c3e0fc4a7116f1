import { useRef, useState } from 'react';
import { Alert, Box, Button as MuiButton, LinearProgress, Stack, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import {
    BooleanInput,
    SelectInput,
    SimpleForm,
    TextInput,
    maxLength,
    required,
    useInput,
    useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { config } from '../../../config';
import { call } from '../../../providers/http';
import { errorText } from '../../../kit/errors';
import { IMAGE_ACCEPT } from '../../../kit/imageTypes';
import { SaveToolbar } from '../../../kit/formParts';
import { FORM_SX } from '../../../kit/formSettings';
import { TEMPLATE_DEFAULTS } from '../../../domain/stampTemplates';
import { MAX_IMAGE_BYTES } from '../../../domain/validation';
import { NumberInput } from '../../../kit/NumberInput';
import { Row, SubTitle } from './templateParts';
import { kindChoices, shapeChoices, qrChoices } from './templateOptions';
import { LivePreview } from './LivePreview';
import { useTemplateValidate } from './templateCheck';

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
            <Typography variant="subtitle2">
                {translate('resources.stamp-templates.fields.backgroundImage')}
            </Typography>
            <Stack
                direction="row"
                spacing={2}
                useFlexGap
                sx={{ alignItems: 'center', flexWrap: 'wrap', my: 1 }}
            >
                {field.value && (
                    <Box
                        component="img"
                        src={field.value}
                        alt={translate('xts.catalogue.templates.background_alt')}
                        sx={{
                            width: 96,
                            height: 64,
                            objectFit: 'cover',
                            borderRadius: 1,
                            border: 1,
                            borderColor: 'divider',
                        }}
                    />
                )}
                <MuiButton component="label" variant="outlined" startIcon={<UploadIcon />} disabled={busy}>
                    {translate('xts.catalogue.templates.upload_background')}
                    <input
                        ref={input}
                        hidden
                        type="file"
                        accept={Object.keys(IMAGE_ACCEPT).join(',')}
                        onChange={(e) => upload(e.target.files?.[0])}
                    />
                </MuiButton>
                {field.value && (
                    <MuiButton
                        startIcon={<DeleteIcon />}
                        onClick={() => field.onChange(null)}
                        disabled={busy}
                    >
                        {translate('xts.catalogue.templates.remove_background')}
                    </MuiButton>
                )}
            </Stack>
            {busy && (
                <Box sx={{ maxWidth: 320 }}>
                    <LinearProgress aria-label={translate('xts.catalogue.templates.uploading')} />
                    <Typography variant="caption">
                        {translate('xts.catalogue.templates.uploading')}
                    </Typography>
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
            {translate(
                qrContent === 'gs1'
                    ? 'xts.catalogue.templates.qr_gs1_hint'
                    : 'xts.catalogue.templates.qr_scanner_hint',
                {
                    host: config.scannerHost,
                },
            )}
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
                <TextInput
                    source="serialPrefix"
                    validate={maxLength(10)}
                    parse={(v: string) => v.toUpperCase()}
                />
            </Row>
        </>
    );
}

export function TemplateForm({ creating = false }: { creating?: boolean }) {
    const translate = useTranslate();
    const validate = useTemplateValidate();
    return (
        <SimpleForm
            warnWhenUnsavedChanges
            toolbar={<SaveToolbar />}
            defaultValues={creating ? TEMPLATE_DEFAULTS : undefined}
            validate={validate}
        >
            <Box
                sx={{
                    display: 'grid',
                    gap: 3,
                    width: '100%',
                    gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(280px, 400px)' },
                }}
            >
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
                        <NumberInput
                            source="widthMm"
                            kind="decimal"
                            min={0}
                            unit="mm"
                            validate={required()}
                        />
                        <NumberInput
                            source="heightMm"
                            kind="decimal"
                            min={0}
                            unit="mm"
                            validate={required()}
                        />
                    </Row>
                    <SubTitle text="xts.catalogue.templates.section_qr" />
                    <SelectInput source="qrContent" choices={qrChoices} validate={required()} fullWidth />
                    <QrHint />
                    <Row>
                        <NumberInput source="qrX" kind="decimal" min={0} unit="mm" validate={required()} />
                        <NumberInput source="qrY" kind="decimal" min={0} unit="mm" validate={required()} />
                        <NumberInput
                            source="qrSizeMm"
                            kind="decimal"
                            min={0}
                            unit="mm"
                            validate={required()}
                        />
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
