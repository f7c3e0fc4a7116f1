import { DraftKeeper } from '../../kit/DraftKeeper';
import { useState } from 'react';
import {
    Alert,
    Avatar,
    Box,
    Button,
    Card,
    CardContent,
    CircularProgress,
    IconButton,
    Menu,
    MenuItem,
    Stack,
    Typography,
} from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import CloseIcon from '@mui/icons-material/Close';
import { Form, useNotify, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { call } from '../../providers/http';
import { loadMe } from '../../providers/session';
import { errorText, submitFailure } from '../../kit/errors';
import { useErrorDialog } from '../../kit/useErrorDialog';
import { IMAGE_ACCEPT } from '../../kit/imageTypes';
import { BusinessFields } from './BusinessForm';
import { SaveCancelToolbar } from '../../kit/SaveCancelToolbar';
import { useBusinessPage } from './useBusinessPage';
import { useInvalidateBusiness, useMyBusinesses, type Business } from './useBusiness';
import { MAX_IMAGE_BYTES } from '../../domain/validation';

const ACCEPT = Object.keys(IMAGE_ACCEPT).join(',');

/** Logo and images: upload new ones (checked before sending) or copy those of another business you manage. */
function ImagesEditor({ current }: { current: Business }) {
    const translate = useTranslate();
    const { setValue } = useFormContext();
    const logo = useWatch({ name: 'logo' }) as string | null;
    const images = (useWatch({ name: 'images' }) as string[] | undefined) ?? [];
    const { data: mine } = useMyBusinesses();
    const others = (mine ?? []).filter((b) => b.id !== current.id);
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const [busy, setBusy] = useState(false);
    const [problem, setProblem] = useState<string | null>(null);

    const upload = async (files: FileList | null, target: 'logo' | 'images') => {
        if (!files?.length) return;
        const list = Array.from(files);
        const refused = list.filter(
            (f) => !Object.keys(IMAGE_ACCEPT).includes(f.type) || f.size > MAX_IMAGE_BYTES,
        );
        if (refused.length) {
            setProblem(
                translate('xts.upload.rejected', { names: refused.map((f) => f.name).join(', '), max: 2 }),
            );
            return;
        }
        setBusy(true);
        setProblem(null);
        try {
            const form = new FormData();
            list.forEach((file) => form.append('files', file));
            const { urls } = await call('uploadBizImages', { body: form });
            if (target === 'logo') setValue('logo', urls[0], { shouldDirty: true });
            else setValue('images', [...images, ...urls], { shouldDirty: true });
        } catch (error) {
            setProblem(errorText(error, translate));
        } finally {
            setBusy(false);
        }
    };

    const clone = async (fromBizId: number, resource: 'logo' | 'images') => {
        setAnchor(null);
        setBusy(true);
        setProblem(null);
        try {
            const { urls } = await call('cloneBizResource', { body: { fromBizId, resource } });
            if (resource === 'logo') setValue('logo', urls[0], { shouldDirty: true });
            else setValue('images', [...images, ...urls], { shouldDirty: true });
        } catch (error) {
            setProblem(errorText(error, translate));
        } finally {
            setBusy(false);
        }
    };

    return (
        <Box sx={{ my: 2 }}>
            <Typography variant="subtitle2">{translate('xts.business_pages.fields.logo')}</Typography>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', my: 1 }}>
                <Avatar src={logo ?? undefined} alt="" variant="rounded" sx={{ width: 64, height: 64 }}>
                    {current.name.charAt(0)}
                </Avatar>
                <Button component="label" variant="outlined" startIcon={<UploadIcon />} disabled={busy}>
                    {translate('xts.business_pages.upload_logo')}
                    <input
                        hidden
                        type="file"
                        accept={ACCEPT}
                        onChange={(e) => upload(e.target.files, 'logo')}
                    />
                </Button>
                {others.length > 0 && (
                    <Button
                        startIcon={<ContentCopyIcon />}
                        onClick={(e) => setAnchor(e.currentTarget)}
                        disabled={busy}
                    >
                        {translate('xts.business_pages.clone_from')}
                    </Button>
                )}
                {busy && (
                    <CircularProgress size={24} aria-label={translate('xts.business_pages.uploading')} />
                )}
            </Stack>
            <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
                {others.flatMap((b) => [
                    <MenuItem key={`${b.id}-logo`} onClick={() => clone(b.id, 'logo')}>
                        {translate('xts.business_pages.clone_logo', { name: b.name })}
                    </MenuItem>,
                    <MenuItem key={`${b.id}-images`} onClick={() => clone(b.id, 'images')}>
                        {translate('xts.business_pages.clone_images', { name: b.name })}
                    </MenuItem>,
                ])}
            </Menu>
            <Typography variant="subtitle2" sx={{ mt: 2 }}>
                {translate('xts.business_pages.fields.images')}
            </Typography>
            <Stack
                direction="row"
                spacing={1}
                useFlexGap
                sx={{ flexWrap: 'wrap', my: 1, alignItems: 'center' }}
            >
                {images.map((src, index) => (
                    <Box key={index} sx={{ position: 'relative' }}>
                        <Box
                            component="img"
                            src={src}
                            alt=""
                            sx={{ width: 120, height: 90, objectFit: 'cover', borderRadius: 1 }}
                        />
                        <IconButton
                            size="small"
                            aria-label={translate('xts.business_pages.remove_image')}
                            onClick={() =>
                                setValue(
                                    'images',
                                    images.filter((_, i) => i !== index),
                                    { shouldDirty: true },
                                )
                            }
                            sx={{ position: 'absolute', top: 2, right: 2, bgcolor: 'background.paper' }}
                        >
                            <CloseIcon fontSize="small" />
                        </IconButton>
                    </Box>
                ))}
                <Button component="label" variant="outlined" startIcon={<UploadIcon />} disabled={busy}>
                    {translate('xts.business_pages.upload_images')}
                    <input
                        hidden
                        type="file"
                        multiple
                        accept={ACCEPT}
                        onChange={(e) => upload(e.target.files, 'images')}
                    />
                </Button>
            </Stack>
            {problem && (
                <Alert severity="error" role="alert">
                    {problem}
                </Alert>
            )}
        </Box>
    );
}

/** /biz/update: the owner updates the business (JSON), images uploaded or copied first. */
export default function BusinessUpdatePage() {
    const translate = useTranslate();
    const notify = useNotify();
    const navigate = useNavigate();
    const invalidate = useInvalidateBusiness();
    const { business: data, placeholder } = useBusinessPage();
    const { showError, errorDialog } = useErrorDialog();
    if (placeholder) return placeholder;
    const submit = async (values: Record<string, unknown>) => {
        try {
            const {
                id: _id,
                code: _code,
                role: _role,
                fullAddress: _full,
                createdAt: _created,
                ...body
            } = values;
            await call('businessUpdate', { body });
            await invalidate();
            await loadMe();
            notify('xts.business_pages.saved', { type: 'success' });
            navigate('/biz/detail');
        } catch (failure) {
            return submitFailure(failure, showError);
        }
    };
    return (
        <Card>
            <CardContent>
                <Typography variant="h5" component="h1" gutterBottom>
                    {translate('xts.pages.business_update')}
                </Typography>
                <Form
                    onSubmit={submit}
                    record={{ ...data, images: data.images ?? [] }}
                    warnWhenUnsavedChanges
                >
                    <DraftKeeper />
                    <BusinessFields />
                    <ImagesEditor current={data} />
                    <SaveCancelToolbar cancelTo="/biz/detail" />
                </Form>
                {errorDialog}
            </CardContent>
        </Card>
    );
}
