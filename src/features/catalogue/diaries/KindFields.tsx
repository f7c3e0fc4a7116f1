import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { type ActivityKind } from '../../../domain/diaries';
import { KindField } from './KindField';

export function KindFields({ kinds }: { kinds: ActivityKind[] }) {
    const translate = useTranslate();
    const kindId = useWatch({ name: 'kind' });
    const kind = kinds.find((k) => k.id === kindId);
    if (!kind)
        return (
            <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
                {translate('xts.catalogue.diaries.kind_first')}
            </Typography>
        );
    return (
        <Box
            sx={{
                width: '100%',
                display: 'grid',
                gap: 0,
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                columnGap: 2,
            }}
            data-testid="kind-fields"
        >
            {kind.description && (
                <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1', mb: 1 }}>
                    {kind.description}
                </Typography>
            )}
            {kind.fields.map((field) => (
                <KindField key={`${kind.id}-${field.key}`} field={field} />
            ))}
        </Box>
    );
}
