import { Box, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

export function Images() {
    const record = useRecordContext();
    const translate = useTranslate();
    const images = (record?.images as string[] | undefined) ?? [];
    if (!images.length) return <Typography color="text.secondary">—</Typography>;
    return (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {images.map((src, index) => (
                <Box
                    key={index}
                    component="img"
                    src={src}
                    alt={translate('xts.catalogue.images.alt', { index: index + 1 })}
                    sx={{ width: 120, height: 90, objectFit: 'cover', borderRadius: 1 }}
                />
            ))}
        </Stack>
    );
}
