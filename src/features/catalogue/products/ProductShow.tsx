import { Box, Chip, Stack, Typography } from '@mui/material';
import {
    FunctionField,
    SelectField,
    Show,
    SimpleShowLayout,
    useCanAccess,
    useRecordContext,
    useTranslate,
    type RaRecord,
} from 'react-admin';
import { TextField } from '../../../kit/text';
import { config } from '../../../config';
import { formatDate } from '../../../kit/format';
import { usePageTitle } from '../../../kit/pageTitle';
import { StatusField } from '../../../kit/StatusField';
import { ShowActions } from '../../../kit/screenButtons';
import { productPublicLink } from '../../../domain/products';
import { categoryChoices } from './choices';
import { AttributesSection } from './ProductAttributes';
import { DiariesSection } from './ProductDiaries';
import { ProductQr } from './ProductQr';
import { PublicPreview } from './PublicPreview';
import { Images } from './ProductImages';
import { IdentifierField } from '../../../kit/Identifier';
import { KeyDataPanel } from '../../../kit/KeyDataPanel';
import type { KeyDataCheck } from '../../../domain/geo/readiness';

function ProductShowContent() {
    const record = useRecordContext();
    const translate = useTranslate();
    const { canAccess: canEdit } = useCanAccess({ resource: 'products', action: 'edit' });
    usePageTitle(record?.name as string | undefined);
    if (!record) return null;
    return (
        <Box
            sx={{
                p: 2,
                display: 'grid',
                gap: 3,
                gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
            }}
        >
            <Box sx={{ minWidth: 0 }}>
                <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography variant="h5" component="h1">
                        {record.name}
                    </Typography>
                    <StatusField source="status" />
                </Stack>
                <SimpleShowLayout sx={{ px: 0 }}>
                    <IdentifierField source="code" />
                    <IdentifierField source="gtin" emptyText="—" />
                    <TextField source="hsCode" label="xts.geo.fields.hsCode" emptyText="—" />
                    <SelectField source="category" choices={categoryChoices} />
                    <TextField source="brand" emptyText="—" />
                    <TextField source="unit" />
                    <TextField source="netContent" emptyText="—" />
                    <FunctionField
                        source="shelfLifeDays"
                        render={(r: RaRecord) =>
                            r.shelfLifeDays
                                ? translate('xts.catalogue.products.days', { smart_count: r.shelfLifeDays })
                                : '—'
                        }
                    />
                    <FunctionField
                        source="certifications"
                        render={(r: RaRecord) =>
                            ((r.certifications as string[]) ?? []).length ? (
                                <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                                    {(r.certifications as string[]).map((c) => (
                                        <Chip
                                            key={c}
                                            size="small"
                                            label={translate(`resources.products.certifications.${c}`, {
                                                _: c,
                                            })}
                                        />
                                    ))}
                                </Stack>
                            ) : (
                                '—'
                            )
                        }
                    />
                    <FunctionField source="images" render={() => <Images />} />
                    <TextField source="description" emptyText="—" sx={{ whiteSpace: 'pre-line' }} />
                    <FunctionField
                        source="updatedAt"
                        render={(r: RaRecord) => formatDate(r.updatedAt as string)}
                    />
                </SimpleShowLayout>
                <AttributesSection />
                <DiariesSection />
            </Box>
            <Stack spacing={2} sx={{ minWidth: 0 }}>
                {record.publicCode ? (
                    <ProductQr url={productPublicLink(config.scannerHost, String(record.publicCode))} />
                ) : null}
                <PublicPreview />
                <KeyDataPanel checks={record.keyData as KeyDataCheck[] | undefined} canEdit={canEdit} />
            </Stack>
        </Box>
    );
}

export const ProductShow = () => (
    <Show actions={<ShowActions />}>
        <ProductShowContent />
    </Show>
);
