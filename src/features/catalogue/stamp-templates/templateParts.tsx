/** What the stamp template screens draw alike: the preview picture, form rows and headings. */
import { type ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StampPreview } from './templateOptions';

/** The picture of a preview answer, scaled to fit the card (at most eight pixels per millimetre). */
export function PreviewImage({ preview }: { preview: StampPreview }) {
    const translate = useTranslate();
    const scale = Math.min(8, 340 / Math.max(preview.widthMm, preview.heightMm));
    return (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Box sx={{ p: 2, bgcolor: 'grey.100', borderRadius: 1, maxWidth: '100%', overflow: 'auto' }}>
                <Box
                    component="img"
                    data-testid="stamp-preview"
                    src={preview.image}
                    alt={translate('xts.catalogue.templates.preview_alt', {
                        width: preview.widthMm,
                        height: preview.heightMm,
                    })}
                    sx={{
                        width: preview.widthMm * scale,
                        height: preview.heightMm * scale,
                        display: 'block',
                        boxShadow: 1,
                    }}
                />
            </Box>
            {/* The link wraps where it must only (the global rule), never letter by letter. */}
            <Typography variant="caption" color="text.secondary">
                {translate('xts.catalogue.templates.preview_content', { content: preview.content })}
            </Typography>
            <Typography variant="caption" color="text.secondary">
                {translate('xts.catalogue.templates.preview_sample')}
            </Typography>
        </Stack>
    );
}

export const Row = ({ children }: { children: ReactNode }) => (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
        {children}
    </Stack>
);

export const SubTitle = ({ text }: { text: string }) => {
    const translate = useTranslate();
    return (
        <Typography variant="subtitle1" component="h2" sx={{ mt: 2, mb: 0.5, fontWeight: 600 }}>
            {translate(text)}
        </Typography>
    );
};
