import { Alert, Box, Button as MuiButton, CircularProgress, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { errorText } from '../../../kit/errors';
import { Section } from './Section';
import { attributesQuery } from './attributesQuery';

/** The custom attributes, read with their own call. */
export function AttributesSection() {
    const record = useRecordContext();
    const translate = useTranslate();
    const { data, isPending, isError, error, refetch } = useQuery({
        ...attributesQuery(record?.id ?? 0),
        enabled: !!record,
    });
    return (
        <Section title="xts.catalogue.products.attributes_title">
            {isPending ? (
                <CircularProgress size={20} aria-label={translate('ra.page.loading')} />
            ) : isError ? (
                <Alert
                    severity="error"
                    action={<MuiButton onClick={() => refetch()}>{translate('xts.errors.retry')}</MuiButton>}
                >
                    {errorText(error, translate)}
                </Alert>
            ) : data.length === 0 ? (
                <Typography color="text.secondary">
                    {translate('xts.catalogue.products.no_attributes')}
                </Typography>
            ) : (
                <Box
                    component="dl"
                    sx={{
                        display: 'grid',
                        gridTemplateColumns: 'minmax(120px, max-content) 1fr',
                        columnGap: 2,
                        rowGap: 0.5,
                        m: 0,
                    }}
                >
                    {data.map((a) => (
                        <Box key={a.name} sx={{ display: 'contents' }}>
                            <Typography component="dt" color="text.secondary">
                                {a.name}
                            </Typography>
                            <Typography component="dd" sx={{ m: 0 }}>
                                {a.value}
                            </Typography>
                        </Box>
                    ))}
                </Box>
            )}
        </Section>
    );
}
