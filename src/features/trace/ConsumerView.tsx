import { Alert, Avatar, Box, Grid, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDate } from '../../kit/format';
import { formatText } from '../../domain/text';
import { meaningOf, type TraceAnswer } from './types';
import { usePublic } from './usePublic';
import { PreviewCard } from './PreviewCard';
import { StampKeyData } from './StampKeyData';

/** What a consumer sees when scanning the stamp: its public stamp, product and company pages. */
export function ConsumerView({ trace }: { trace: TraceAnswer }) {
    const translate = useTranslate();
    // The console's own knowledge of the stamp (state, recall, flagged scans) decides, by the same rule
    // as the public page: a preview never says "chính hãng" of a stamp the console warns about.
    const meaning = meaningOf(trace);
    const stamp = usePublic('stamp', 'publicStampV2', 'publicStamp', trace.code, { preview: 1 });
    const company = usePublic('company', 'publicCompanyV2', 'publicBiz', trace.biz?.code);
    const product = usePublic(
        'product',
        'publicProductV2',
        'publicProduct',
        trace.product?.publicCode || null,
    );
    return (
        <>
            <Typography variant="h6" component="h2">
                {translate('xts.trace.consumer_view')}
            </Typography>
            <Grid container spacing={2}>
                <Grid size={{ xs: 12, md: 4 }}>
                    <PreviewCard title={translate('xts.trace.consumer_stamp')} state={stamp}>
                        {(data) => (
                            <Stack spacing={0.5}>
                                {data.recall?.warning && (
                                    <Alert severity="error">{formatText(data.recall.warning)}</Alert>
                                )}
                                <Alert severity={meaning.severity} data-testid="consumer-verdict">
                                    {translate(`xts.stamp_meaning.${meaning.meaning}`)}
                                </Alert>
                                {(data.product?.name ?? data.productName) && (
                                    <Typography>
                                        {formatText(data.product?.name ?? data.productName)}
                                    </Typography>
                                )}
                                {data.lot && (
                                    <Typography variant="body2">
                                        {translate('xts.trace.details.lot')}: {formatText(data.lot)}
                                    </Typography>
                                )}
                                {data.expDate && (
                                    <Typography variant="body2">
                                        {translate('xts.trace.details.exp')}: {formatDate(data.expDate)}
                                    </Typography>
                                )}
                                {data.soldAt?.shop && (
                                    <Typography variant="body2">
                                        {translate('xts.trace.details.shop')}: {formatText(data.soldAt.shop)}
                                    </Typography>
                                )}
                                {data.keyData && <StampKeyData data={data.keyData} />}
                            </Stack>
                        )}
                    </PreviewCard>
                </Grid>
                <Grid size={{ xs: 12, md: 4 }}>
                    <PreviewCard title={translate('xts.trace.consumer_product')} state={product}>
                        {(data) => (
                            <Stack spacing={0.5}>
                                <Typography sx={{ fontWeight: 600 }}>{formatText(data.name)}</Typography>
                                {data.gtin && (
                                    <Typography variant="body2">GTIN: {formatText(data.gtin)}</Typography>
                                )}
                                {data.description && (
                                    <Typography variant="body2">{formatText(data.description)}</Typography>
                                )}
                            </Stack>
                        )}
                    </PreviewCard>
                </Grid>
                <Grid size={{ xs: 12, md: 4 }}>
                    <PreviewCard title={translate('xts.trace.consumer_company')} state={company}>
                        {(data) => (
                            <Stack direction="row" spacing={1.5}>
                                {data.logo && <Avatar src={data.logo} alt="" />}
                                <Box>
                                    <Typography sx={{ fontWeight: 600 }}>{formatText(data.name)}</Typography>
                                    <Typography variant="body2">{formatText(data.address)}</Typography>
                                    {data.phone && (
                                        <Typography variant="body2">{formatText(data.phone)}</Typography>
                                    )}
                                </Box>
                            </Stack>
                        )}
                    </PreviewCard>
                </Grid>
            </Grid>
        </>
    );
}
