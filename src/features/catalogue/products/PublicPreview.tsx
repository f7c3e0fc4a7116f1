import { call } from '../../../providers/http';
import {
    Alert,
    Avatar,
    Box,
    Button as MuiButton,
    Card,
    CardContent,
    Chip,
    CircularProgress,
    Divider,
    Stack,
    Typography,
} from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { errorText } from '../../../kit/errors';
import { formatDate } from '../../../kit/format';
import { type ProductAttribute } from '../../../domain/products';

interface PublicProduct {
    code: string;
    url: string;
    name: string;
    gtin: string | null;
    brand: string;
    netContent: string;
    shelfLifeDays: number | null;
    certifications: string[];
    images: string[];
    description: string;
    attributes: ProductAttribute[];
    company: { name: string; logo: string | null; phone: string; address: string } | null;
    diaries: {
        name: string;
        season: string;
        location: string | null;
        activities: { date: string; name: string }[];
    }[];
}

/** What a consumer sees after scanning: the public page, in a phone-sized frame. */
export function PublicPreview() {
    const record = useRecordContext();
    const translate = useTranslate();
    const code = String(record?.publicCode ?? '');
    const active = record?.status === 'active';
    const { data, isPending, isError, error, refetch } = useQuery({
        queryKey: ['public-product', code],
        queryFn: ({ signal }) => call<PublicProduct>('publicProductV2', { params: { code }, signal }),
        enabled: !!code && active,
    });
    return (
        <Card variant="outlined">
            <CardContent>
                <Typography variant="h6" component="h2">
                    {translate('xts.catalogue.products.public_title')}
                </Typography>
                <Typography variant="body2" color="text.secondary" gutterBottom>
                    {translate('xts.catalogue.products.public_hint')}
                </Typography>
                {!active ? (
                    <Alert severity="info">{translate('xts.catalogue.products.public_inactive')}</Alert>
                ) : isPending ? (
                    <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
                ) : isError ? (
                    <Alert
                        severity="error"
                        action={
                            <MuiButton onClick={() => refetch()}>{translate('xts.errors.retry')}</MuiButton>
                        }
                    >
                        {translate('xts.catalogue.products.public_failed')}: {errorText(error, translate)}
                    </Alert>
                ) : (
                    <Box
                        data-testid="public-preview"
                        sx={{
                            maxWidth: 360,
                            mx: 'auto',
                            border: 8,
                            borderColor: 'grey.800',
                            borderRadius: 4,
                            overflow: 'hidden',
                            bgcolor: 'background.paper',
                        }}
                    >
                        {data.images[0] && (
                            <Box
                                component="img"
                                src={data.images[0]}
                                alt=""
                                sx={{ width: '100%', height: 180, objectFit: 'cover', display: 'block' }}
                            />
                        )}
                        <Box sx={{ p: 2 }}>
                            <Typography variant="h6" component="p">
                                {data.name}
                            </Typography>
                            <Typography variant="body2" color="text.secondary">
                                {[data.brand, data.netContent, data.gtin && `GTIN ${data.gtin}`]
                                    .filter(Boolean)
                                    .join(' · ')}
                            </Typography>
                            {data.shelfLifeDays ? (
                                <Typography variant="body2">
                                    {translate('xts.catalogue.products.shelf_life', {
                                        smart_count: data.shelfLifeDays,
                                    })}
                                </Typography>
                            ) : null}
                            {data.certifications.length > 0 && (
                                <Stack
                                    direction="row"
                                    spacing={0.5}
                                    useFlexGap
                                    sx={{ flexWrap: 'wrap', my: 1 }}
                                >
                                    {data.certifications.map((c) => (
                                        <Chip
                                            key={c}
                                            size="small"
                                            color="success"
                                            label={translate(`resources.products.certifications.${c}`, {
                                                _: c,
                                            })}
                                        />
                                    ))}
                                </Stack>
                            )}
                            {data.description && (
                                <Typography variant="body2" sx={{ my: 1 }}>
                                    {data.description}
                                </Typography>
                            )}
                            {data.attributes.map((a) => (
                                <Typography key={a.name} variant="body2">
                                    <strong>{a.name}:</strong> {a.value}
                                </Typography>
                            ))}
                            {data.company && (
                                <>
                                    <Divider sx={{ my: 1.5 }} />
                                    <Typography variant="overline">
                                        {translate('xts.catalogue.products.producer')}
                                    </Typography>
                                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                                        <Avatar
                                            src={data.company.logo ?? undefined}
                                            alt=""
                                            sx={{ width: 32, height: 32 }}
                                        />
                                        <Box>
                                            <Typography variant="body2" sx={{ fontWeight: 600 }}>
                                                {data.company.name}
                                            </Typography>
                                            <Typography variant="caption" color="text.secondary">
                                                {data.company.address}
                                            </Typography>
                                        </Box>
                                    </Stack>
                                </>
                            )}
                            {data.diaries.map((d) => (
                                <Box key={d.name} sx={{ mt: 1.5 }}>
                                    <Typography variant="subtitle2">{d.name}</Typography>
                                    {d.activities.slice(0, 5).map((a, i) => (
                                        <Typography
                                            key={i}
                                            variant="caption"
                                            component="p"
                                            color="text.secondary"
                                        >
                                            {formatDate(a.date)} – {a.name}
                                        </Typography>
                                    ))}
                                </Box>
                            ))}
                        </Box>
                    </Box>
                )}
            </CardContent>
        </Card>
    );
}
