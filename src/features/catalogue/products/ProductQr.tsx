import { useEffect, useState } from 'react';
import {
    Box,
    Button as MuiButton,
    Card,
    CardContent,
    CircularProgress,
    Link as MuiLink,
    Stack,
    Typography,
} from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import { useNotify, useTranslate } from 'react-admin';
import { openHref } from '../../../kit/openLinks';

/** The QR code of the public page, drawn in the browser (the library is loaded on demand). */
export function ProductQr({ url }: { url: string }) {
    const translate = useTranslate();
    const notify = useNotify();
    const [svg, setSvg] = useState<string | null>(null);
    useEffect(() => {
        let alive = true;
        import('qrcode')
            .then((QRCode) => QRCode.toString(url, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }))
            .then((text) => alive && setSvg(text))
            .catch(() => alive && setSvg(null));
        return () => {
            alive = false;
        };
    }, [url]);
    const src = svg ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` : null;
    return (
        <Card variant="outlined">
            <CardContent>
                <Typography variant="h6" component="h2" gutterBottom>
                    {translate('xts.catalogue.products.qr_title')}
                </Typography>
                <Stack
                    direction={{ xs: 'column', sm: 'row' }}
                    spacing={2}
                    sx={{ alignItems: { sm: 'center' } }}
                >
                    <Box
                        sx={{
                            width: 148,
                            height: 148,
                            display: 'grid',
                            placeItems: 'center',
                            border: 1,
                            borderColor: 'divider',
                            borderRadius: 1,
                            bgcolor: '#fff',
                        }}
                    >
                        {src ? (
                            <Box
                                component="img"
                                src={src}
                                alt={translate('xts.catalogue.products.qr_alt', { url })}
                                sx={{ width: 140, height: 140 }}
                                data-testid="product-qr"
                            />
                        ) : (
                            <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
                        )}
                    </Box>
                    <Stack spacing={1} sx={{ minWidth: 0 }}>
                        <MuiLink href={openHref(url)} target="_blank" rel="noopener">
                            {url}
                        </MuiLink>
                        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                            <MuiButton
                                size="small"
                                startIcon={<ContentCopyIcon />}
                                onClick={() =>
                                    navigator.clipboard
                                        ?.writeText(url)
                                        .then(() =>
                                            notify('xts.catalogue.products.copied', { type: 'success' }),
                                        )
                                        .catch(() => undefined)
                                }
                            >
                                {translate('xts.catalogue.products.copy_link')}
                            </MuiButton>
                            {src && (
                                <MuiButton
                                    size="small"
                                    startIcon={<DownloadIcon />}
                                    href={src}
                                    download={`qr-${url.split('/').pop()}.svg`}
                                >
                                    {translate('xts.catalogue.products.qr_download')}
                                </MuiButton>
                            )}
                        </Stack>
                    </Stack>
                </Stack>
            </CardContent>
        </Card>
    );
}
