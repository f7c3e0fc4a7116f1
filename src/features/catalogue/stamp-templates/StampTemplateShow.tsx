import { useState } from 'react';
import {
    Alert,
    Box,
    Button as MuiButton,
    Card,
    CardContent,
    CircularProgress,
    Typography,
} from '@mui/material';
import PauseCircleIcon from '@mui/icons-material/PauseCircleOutlined';
import PlayCircleIcon from '@mui/icons-material/PlayCircleOutlined';
import {
    Button,
    FunctionField,
    SelectField,
    Show,
    SimpleShowLayout,
    useCanAccess,
    useNotify,
    useRecordContext,
    useRefresh,
    useTranslate,
    type RaRecord,
} from 'react-admin';
import { TextField } from '../../../kit/text';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../providers/http';
import { invalidateOptions } from '../../../providers/options';
import { ConfirmDialog } from '../../../kit/dialogs';
import { errorText } from '../../../kit/errors';
import { useErrorDialog } from '../../../kit/useErrorDialog';
import { formatDateTime } from '../../../kit/format';
import { usePageTitle } from '../../../kit/pageTitle';
import { StatusField } from '../../../kit/StatusField';
import { ShowActions } from '../../../kit/screenButtons';
import { TitleRow } from '../../../kit/TitleRow';
import { PreviewImage } from './templateParts';
import { kindChoices, shapeChoices, qrChoices, sizeText } from './templateOptions';
import { SAMPLE_SERIAL } from '../../../domain/stampTemplates';

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
            await call(active ? 'stampTemplateDeactivate' : 'stampTemplateActivate', {
                params: { id: record.id },
            });
            invalidateOptions('stampTemplates');
            await queryClient.invalidateQueries({ queryKey: ['stamp-templates', 'preview'] });
            notify(active ? 'xts.catalogue.templates.deactivated' : 'xts.catalogue.templates.activated', {
                type: 'success',
            });
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
                content={translate(
                    active
                        ? 'xts.catalogue.templates.confirm_deactivate'
                        : 'xts.catalogue.templates.confirm_activate',
                    {
                        name: record.name,
                    },
                )}
                confirmLabel={translate(
                    active ? 'xts.catalogue.templates.deactivate' : 'xts.catalogue.templates.activate',
                )}
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
                    <CircularProgress
                        size={24}
                        aria-label={translate('xts.catalogue.templates.preview_loading')}
                    />
                ) : isError ? (
                    <Alert
                        severity="error"
                        action={
                            <MuiButton onClick={() => refetch()}>{translate('xts.errors.retry')}</MuiButton>
                        }
                    >
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
            <TitleRow title={record.name}>
                <StatusField source="status" />
            </TitleRow>
            {record.status !== 'active' && (
                <Alert severity="warning" sx={{ mt: 2 }}>
                    {translate('xts.catalogue.templates.inactive_warning')}
                </Alert>
            )}
            <Box
                sx={{
                    display: 'grid',
                    gap: 3,
                    mt: 1,
                    gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(280px, 420px)' },
                }}
            >
                <Box sx={{ minWidth: 0 }}>
                    <SimpleShowLayout sx={{ px: 0 }}>
                        <SelectField source="kind" choices={kindChoices} />
                        <SelectField source="shape" choices={shapeChoices} />
                        <FunctionField
                            source="widthMm"
                            label="resources.stamp-templates.fields.size"
                            render={(r: RaRecord) => sizeText(r, translate)}
                        />
                        <SelectField source="qrContent" choices={qrChoices} />
                        <FunctionField
                            source="qrSizeMm"
                            render={(r: RaRecord) =>
                                `${String(r.qrSizeMm).replace('.', ',')} mm (${String(r.qrX).replace('.', ',')}; ${String(r.qrY).replace('.', ',')})`
                            }
                        />
                        <FunctionField
                            source="showSerial"
                            render={(r: RaRecord) =>
                                r.showSerial
                                    ? `${r.serialPrefix ?? ''}${SAMPLE_SERIAL} · ${String(r.serialFontPt).replace('.', ',')} pt`
                                    : translate('ra.boolean.false')
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
                                        sx={{
                                            width: 96,
                                            height: 64,
                                            objectFit: 'cover',
                                            borderRadius: 1,
                                            border: 1,
                                            borderColor: 'divider',
                                            display: 'block',
                                        }}
                                    />
                                ) : (
                                    '—'
                                )
                            }
                        />
                        <TextField source="note" emptyText="—" />
                        <FunctionField
                            source="updatedAt"
                            render={(r: RaRecord) => formatDateTime(r.updatedAt as string)}
                        />
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
