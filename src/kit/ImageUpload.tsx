import { ImageField, ImageInput, useNotify, useTranslate, type ImageInputProps } from 'react-admin';
import { IMAGE_ACCEPT } from './imageTypes';

export const DEFAULT_MAX_IMAGE_MB = 5;
/** Record field holding an image's file name (react-admin's file inputs fill it). */
const TITLE_FIELD = 'title';

/**
 * An image input with the type and size checked before anything is sent, a preview, and a
 * Vietnamese message when a file is refused.
 */
export function ImageUpload({
    maxSizeMb = DEFAULT_MAX_IMAGE_MB,
    ...props
}: Omit<ImageInputProps, 'children'> & { maxSizeMb?: number }) {
    const notify = useNotify();
    const translate = useTranslate();
    // The drop zone's file input is hidden but still focusable by assistive tools: it gets the field's name.
    const name = typeof props.label === 'string' ? translate(props.label) : undefined;
    return (
        <ImageInput
            accept={IMAGE_ACCEPT}
            maxSize={maxSizeMb * 1024 * 1024}
            options={{
                onDropRejected: (rejections) =>
                    notify('xts.upload.rejected', {
                        type: 'error',
                        messageArgs: { names: rejections.map((r) => r.file.name).join(', '), max: maxSizeMb },
                    }),
            }}
            {...props}
            inputProps={{ 'aria-label': name, ...props.inputProps }}
        >
            <ImageField source="src" title={TITLE_FIELD} />
        </ImageInput>
    );
}
