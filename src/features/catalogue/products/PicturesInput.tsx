import { useRef, useState, type ReactNode } from 'react';
import {
    Alert,
    Box,
    Button,
    FormHelperText,
    IconButton,
    LinearProgress,
    Stack,
    Typography,
} from '@mui/material';
import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import CloseIcon from '@mui/icons-material/Close';
import { useInput, useTranslate } from 'react-admin';
import { IMAGE_ACCEPT } from '../../../kit/imageTypes';

const ACCEPTED_TYPES = Object.keys(IMAGE_ACCEPT);

/** Longest side of a stored picture: records keep small data URLs. */
const MAX_SIDE = 960;

/** A picture file as a small JPEG data URL (downscaled in a canvas), or the file as is when no canvas helps. */
async function shrink(file: File): Promise<string> {
    const original = await new Promise<string>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(reader.error);
        reader.readAsDataURL(file);
    });
    try {
        const image = new Image();
        image.src = original;
        await image.decode();
        const scale = Math.min(1, MAX_SIDE / Math.max(image.naturalWidth, image.naturalHeight));
        const canvas = document.createElement('canvas');
        canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
        canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
        const context = canvas.getContext('2d');
        if (!context) return original;
        context.fillStyle = '#ffffff';
        context.fillRect(0, 0, canvas.width, canvas.height);
        context.drawImage(image, 0, 0, canvas.width, canvas.height);
        const small = canvas.toDataURL('image/jpeg', 0.82);
        return small.length < original.length ? small : original;
    } catch {
        return original;
    }
}

interface PicturesInputProps {
    source: string;
    label: string;
    max: number;
    maxSizeMb?: number;
    helperText?: ReactNode;
}

/**
 * Pictures kept in the record as data URLs: type and size checked before anything is read,
 * progress while they are processed, previews with a remove button.
 */
export function PicturesInput({ source, label, max, maxSizeMb = 5 }: PicturesInputProps) {
    const translate = useTranslate();
    const { field, fieldState } = useInput({ source, defaultValue: [] });
    const pictures: string[] = Array.isArray(field.value) ? field.value : [];
    const [progress, setProgress] = useState<number | null>(null);
    const [problem, setProblem] = useState<string | null>(null);
    const input = useRef<HTMLInputElement>(null);

    const add = async (files: FileList | null) => {
        if (!files?.length) return;
        const list = Array.from(files);
        if (input.current) input.current.value = '';
        const refused = list.filter(
            (f) => !ACCEPTED_TYPES.includes(f.type) || f.size > maxSizeMb * 1024 * 1024,
        );
        if (refused.length) {
            setProblem(
                translate('xts.upload.rejected', {
                    names: refused.map((f) => f.name).join(', '),
                    max: maxSizeMb,
                }),
            );
            return;
        }
        const room = max - pictures.length;
        const taken = list.slice(0, Math.max(room, 0));
        setProblem(
            taken.length < list.length ? translate('xts.catalogue.images.limit', { count: max }) : null,
        );
        if (!taken.length) return;
        setProgress(0);
        const added: string[] = [];
        try {
            for (const [index, file] of taken.entries()) {
                try {
                    added.push(await shrink(file));
                } catch {
                    setProblem(translate('xts.catalogue.images.read_failed', { name: file.name }));
                }
                setProgress(Math.round(((index + 1) / taken.length) * 100));
            }
            field.onChange([...pictures, ...added]);
        } finally {
            setProgress(null);
        }
    };

    const inputId = `pictures-${source}`;
    return (
        <Box sx={{ my: 1, width: '100%' }}>
            <Typography variant="subtitle2" component="label" htmlFor={inputId}>
                {translate(label)}
            </Typography>
            <Stack
                direction="row"
                spacing={1}
                useFlexGap
                sx={{ flexWrap: 'wrap', my: 1, alignItems: 'center' }}
            >
                {pictures.map((src, index) => (
                    <Box key={index} sx={{ position: 'relative' }}>
                        <Box
                            component="img"
                            src={src}
                            alt={translate('xts.catalogue.images.alt', { index: index + 1 })}
                            sx={{
                                width: 112,
                                height: 84,
                                objectFit: 'cover',
                                borderRadius: 1,
                                border: 1,
                                borderColor: 'divider',
                            }}
                        />
                        <IconButton
                            size="small"
                            aria-label={translate('xts.catalogue.images.remove', { index: index + 1 })}
                            onClick={() => field.onChange(pictures.filter((_, i) => i !== index))}
                            sx={{
                                position: 'absolute',
                                top: 2,
                                right: 2,
                                bgcolor: 'background.paper',
                                '&:hover': { bgcolor: 'background.paper' },
                            }}
                        >
                            <CloseIcon fontSize="small" />
                        </IconButton>
                    </Box>
                ))}
                {pictures.length < max && (
                    <Button
                        component="label"
                        variant="outlined"
                        startIcon={<AddPhotoIcon />}
                        disabled={progress !== null}
                    >
                        {translate('xts.catalogue.images.add')}
                        <input
                            ref={input}
                            id={inputId}
                            hidden
                            type="file"
                            multiple
                            accept={ACCEPTED_TYPES.join(',')}
                            onChange={(e) => add(e.target.files)}
                        />
                    </Button>
                )}
            </Stack>
            {progress !== null && (
                <Box sx={{ maxWidth: 320 }}>
                    <LinearProgress
                        variant="determinate"
                        value={progress}
                        aria-label={translate('xts.catalogue.images.reading', { percent: progress })}
                    />
                    <Typography variant="caption">
                        {translate('xts.catalogue.images.reading', { percent: progress })}
                    </Typography>
                </Box>
            )}
            <FormHelperText>
                {translate('xts.catalogue.images.rules', { max: maxSizeMb, count: max })}
            </FormHelperText>
            {fieldState.error?.message && (
                <FormHelperText error>
                    {translate(fieldState.error.message, { _: fieldState.error.message })}
                </FormHelperText>
            )}
            {problem && (
                <Alert severity="error" role="alert" sx={{ mt: 1 }} onClose={() => setProblem(null)}>
                    {problem}
                </Alert>
            )}
        </Box>
    );
}
