/** What the stamp template screens share: choices, the preview picture, form rows, the saved hook. */
import { type ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useOptionSourceSaved } from '../../custom/common/savedOption';
import { choicesOf } from '../../custom/common/lists';
import { QR_CONTENTS, STAMP_KINDS, STAMP_SHAPES, TEMPLATE_DEFAULTS } from '../../domain/stampTemplates';

export const kindChoices = choicesOf('stamp-templates', 'kinds', STAMP_KINDS);
export const shapeChoices = choicesOf('stamp-templates', 'shapes', STAMP_SHAPES);
export const qrChoices = choicesOf('stamp-templates', 'qr_contents', QR_CONTENTS);

/** The fields a preview is drawn from (everything but name, note and status). */
export const LAYOUT_KEYS = [...Object.keys(TEMPLATE_DEFAULTS)] as (keyof typeof TEMPLATE_DEFAULTS)[];

export interface StampPreview {
    image: string;
    format: string;
    widthMm: number;
    heightMm: number;
    content: string;
    serial: string;
    printable: boolean;
}

export const sizeText = (r: RaRecord, translate: (k: string, o?: any) => string) =>
    translate('xts.catalogue.templates.mm', {
        width: String(r.widthMm).replace('.', ','),
        height: String(r.heightMm).replace('.', ','),
    });

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
            <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
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

/** A saved template: its previews are drawn again (the option cache and the detail page as for any option source). */
export function useSaved(verb: 'created' | 'updated') {
    const queryClient = useQueryClient();
    return useOptionSourceSaved('stampTemplates', verb, () => {
        queryClient.invalidateQueries({ queryKey: ['stamp-templates', 'preview'] });
    });
}
