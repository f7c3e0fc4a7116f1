import { useId, useState } from 'react';
import { Box, ButtonBase, Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';

/**
 * A user's picture as a thumbnail that opens full size inside the page. A picture from a user is
 * only ever an `<img>`: never a link a tab opens, where an SVG sent as a picture would be a document
 * of the console's own origin and run its script.
 */
export function ImageViewer({
    src,
    alt,
    width = 96,
    height = 72,
}: {
    src: string;
    alt: string;
    width?: number;
    height?: number;
}) {
    const translate = useTranslate();
    const [open, setOpen] = useState(false);
    const titleId = useId();
    return (
        <>
            <ButtonBase
                onClick={() => setOpen(true)}
                aria-label={translate('xts.media.open', { name: alt })}
                sx={{ borderRadius: 1 }}
            >
                <Box
                    component="img"
                    src={src}
                    alt={alt}
                    sx={{ width, height, objectFit: 'cover', borderRadius: 1 }}
                />
            </ButtonBase>
            <Dialog open={open} onClose={() => setOpen(false)} maxWidth="lg" aria-labelledby={titleId}>
                <DialogTitle id={titleId} variant="subtitle1" component="h2" sx={{ pr: 7 }}>
                    {alt}
                </DialogTitle>
                <IconButton
                    onClick={() => setOpen(false)}
                    aria-label={translate('xts.media.close')}
                    sx={{ position: 'absolute', top: 8, right: 8, bgcolor: 'background.paper' }}
                >
                    <CloseIcon />
                </IconButton>
                <DialogContent sx={{ p: 1 }}>
                    <Box
                        component="img"
                        src={src}
                        alt={alt}
                        sx={{ display: 'block', maxWidth: '100%', maxHeight: '85vh', objectFit: 'contain' }}
                    />
                </DialogContent>
            </Dialog>
        </>
    );
}
