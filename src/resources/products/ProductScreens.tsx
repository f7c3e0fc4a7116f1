import { call } from '../../providers/http';
import { useEffect, useState } from 'react';
import { Alert, Avatar, Box, Button as MuiButton, Card, CardContent, Chip, CircularProgress, Divider, Link as MuiLink, List as MuiList, ListItem, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import {
    ArrayInput,
    CheckboxGroupInput,
    Create,
    Edit,
    FunctionField,
    List,
    Loading,
    SelectField,
    SelectInput,
    Show,
    SimpleForm,
    SimpleFormIterator,
    SimpleShowLayout,
    TextInput,
    maxLength,
    maxValue,
    minValue,
    number,
    required,
    useNotify,
    useRecordContext,
    useTranslate,
    type RaRecord,
} from 'react-admin';
import { TextField } from '../../custom/common/text';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { config } from '../../config';
import { useOptionSourceSaved } from '../../custom/common/savedOption';
import { pathTo } from '../../routes';
import { checkGtin } from '../../validation';
import { errorText } from '../../custom/common/dialogs';
import { openHref } from '../../custom/common/openLinks';
import { formatDate } from '../../custom/common/format';
import { usePageTitle } from '../../custom/layout/PageMeta';
import {
    listFailure,
    FORM_SX,
    PER_PAGE,
    ResourceEmpty,
    ResponsiveGrid,
    SaveToolbar,
    SearchBox,
    StatusField,
    choicesOf,
    statusChoices,
    EDIT_QUERY,
    ListActions,
    ShowActions,
} from '../../custom/common/lists';
import {
    CERTIFICATIONS,
    MAX_PRODUCT_IMAGES,
    MAX_SHELF_LIFE_DAYS,
    PRODUCT_CATEGORIES,
    checkAttributes,
    checkProductCode,
    productPublicLink,
    type ProductAttribute,
} from '../../domain/products';
import { PicturesInput, Section } from './parts';
import { csvExporter, translated } from '../../custom/business/csv';
import { NumberInput } from '../../custom/common/NumberInput';

const categoryChoices = choicesOf('products', 'categories', PRODUCT_CATEGORIES);
const certificationChoices = choicesOf('products', 'certifications', CERTIFICATIONS);

const filters = [
    <SearchBox key="q" source="q" alwaysOn placeholder="resources.products.fields.q" />,
    <SelectInput key="category" source="category" choices={categoryChoices} />,
    <SelectInput key="status" source="status" choices={statusChoices()} />,
];

function Thumbnail({ size = 40 }: { size?: number; label?: string; sortable?: boolean }) {
    const record = useRecordContext();
    const src = (record?.images as string[] | undefined)?.[0];
    return (
        <Avatar variant="rounded" src={src} alt="" sx={{ width: size, height: size, bgcolor: 'grey.200', color: 'text.secondary' }}>
            {String(record?.name ?? '?').charAt(0)}
        </Avatar>
    );
}

const exporter = csvExporter('products', [
    { source: 'code' },
    { source: 'name' },
    { source: 'gtin' },
    translated('category', 'resources.products.categories'),
    { source: 'brand' },
    { source: 'unit' },
    { source: 'netContent' },
    { source: 'shelfLifeDays' },
    {
        source: 'certifications',
        value: (r, translate) => ((r.certifications as string[]) ?? []).map((c) => translate(`resources.products.certifications.${c}`)).join('; '),
    },
    translated('status', 'xts.status'),
]);

export function ProductList() {
    const translate = useTranslate();
    return (
        <List
            {...listFailure}
            filters={filters}
            actions={<ListActions />}
            empty={<ResourceEmpty />}
            perPage={PER_PAGE}
            sort={{ field: 'name', order: 'ASC' }}
            exporter={exporter}
        >
            <ResponsiveGrid
                primaryText={(r) => r.name}
                secondaryText={(r) => [r.code, r.gtin].filter(Boolean).join(' · ')}
                tertiaryText={(r) => translate(`xts.status.${r.status}`)}
            >
                <Thumbnail label="resources.products.fields.images" sortable={false} />
                <TextField source="name" />
                <TextField source="code" />
                <TextField source="gtin" emptyText="—" />
                <SelectField source="category" choices={categoryChoices} />
                <TextField source="unit" />
                <StatusField source="status" />
            </ResponsiveGrid>
        </List>
    );
}

const validateShelfLife = [number(), minValue(1), maxValue(MAX_SHELF_LIFE_DAYS)];

function ProductForm({ record }: { record?: RaRecord }) {
    const translate = useTranslate();
    return (
        <SimpleForm
            warnWhenUnsavedChanges
            toolbar={<SaveToolbar />}
            sx={FORM_SX}
            record={record}
            validate={(values) => {
                const problem = checkAttributes((values.attributes ?? []).filter((a: ProductAttribute | null) => a && (a.name || a.value)));
                return problem ? { attributes: problem } : {};
            }}
        >
            <TextInput source="name" validate={[required(), maxLength(200)]} fullWidth />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
                <TextInput
                    source="code"
                    validate={[required(), checkProductCode]}
                    helperText="xts.catalogue.products.code_hint"
                    parse={(v: string) => v.toUpperCase()}
                />
                <TextInput source="gtin" validate={checkGtin} helperText="xts.catalogue.products.gtin_hint" />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
                <SelectInput source="category" choices={categoryChoices} validate={required()} />
                <TextInput source="brand" validate={maxLength(100)} />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
                <TextInput source="unit" validate={[required(), maxLength(20)]} />
                <TextInput source="netContent" validate={maxLength(50)} />
                <NumberInput source="shelfLifeDays" min={1} max={MAX_SHELF_LIFE_DAYS} unit={translate('xts.numbers.units.days')} validate={validateShelfLife} />
            </Stack>
            <CheckboxGroupInput source="certifications" choices={certificationChoices} defaultValue={[]} />
            <PicturesInput source="images" label="resources.products.fields.images" max={MAX_PRODUCT_IMAGES} />
            <TextInput source="description" multiline minRows={3} fullWidth validate={maxLength(3000)} />
            <ArrayInput source="attributes" helperText={translate('xts.catalogue.products.attributes_hint')}>
                <SimpleFormIterator inline disableReordering>
                    <TextInput source="name" label="xts.catalogue.products.attribute_name" validate={[required(), maxLength(100)]} />
                    <TextInput source="value" label="xts.catalogue.products.attribute_value" validate={[required(), maxLength(300)]} />
                </SimpleFormIterator>
            </ArrayInput>
            <SelectInput source="status" choices={statusChoices()} defaultValue="active" validate={required()} />
        </SimpleForm>
    );
}

export function ProductCreate() {
    const mutationOptions = useOptionSourceSaved('products', 'created');
    return (
        <Create mutationOptions={mutationOptions}>
            <ProductForm />
        </Create>
    );
}

const attributesQuery = (id: string | number) => ({
    queryKey: ['products', 'attributes', String(id)],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
        call('productAttributes', { params: { id }, signal }),
});

/** The edit form waits for the product's attributes (their own call) so they are edited with the rest. */
function ProductEditForm() {
    const record = useRecordContext();
    const translate = useTranslate();
    const attributes = useQuery({ ...attributesQuery(record?.id ?? 0), enabled: !!record });
    if (!record || attributes.isPending) return <Loading />;
    if (attributes.isError)
        return (
            <Alert severity="error" action={<MuiButton onClick={() => attributes.refetch()}>{translate('xts.errors.retry')}</MuiButton>}>
                {translate('xts.catalogue.products.attributes_failed')}: {errorText(attributes.error, translate)}
            </Alert>
        );
    return <ProductForm record={{ ...record, attributes: attributes.data ?? [] }} />;
}

export function ProductEdit() {
    const queryClient = useQueryClient();
    // Its attributes and its public page are read with calls of their own: read again.
    const mutationOptions = useOptionSourceSaved('products', 'updated', (data) => {
        queryClient.invalidateQueries({ queryKey: ['products', 'attributes', String(data.id)] });
        queryClient.invalidateQueries({ queryKey: ['public-product'] });
    });
    return (
        <Edit mutationMode="pessimistic" queryOptions={EDIT_QUERY} mutationOptions={mutationOptions}>
            <ProductEditForm />
        </Edit>
    );
}

/** The custom attributes, read with their own call. */
function AttributesSection() {
    const record = useRecordContext();
    const translate = useTranslate();
    const { data, isPending, isError, error, refetch } = useQuery({ ...attributesQuery(record?.id ?? 0), enabled: !!record });
    return (
        <Section title="xts.catalogue.products.attributes_title">
            {isPending ? (
                <CircularProgress size={20} aria-label={translate('ra.page.loading')} />
            ) : isError ? (
                <Alert severity="error" action={<MuiButton onClick={() => refetch()}>{translate('xts.errors.retry')}</MuiButton>}>
                    {errorText(error, translate)}
                </Alert>
            ) : data.length === 0 ? (
                <Typography color="text.secondary">{translate('xts.catalogue.products.no_attributes')}</Typography>
            ) : (
                <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(120px, max-content) 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
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

interface DiaryOption {
    id: number;
    name: string;
    season?: string;
    status: string;
    startDate: string;
}

/** The production diaries of this product (diary options of a product). */
function DiariesSection() {
    const record = useRecordContext();
    const translate = useTranslate();
    const { data, isPending, isError, error } = useQuery({
        queryKey: ['diaries', 'options', String(record?.id)],
        queryFn: ({ signal }) => call<DiaryOption[]>('diaryOptions', { params: { id: record!.id }, signal }),
        enabled: !!record,
    });
    return (
        <Section title="xts.catalogue.products.diaries_title">
            {isPending ? (
                <CircularProgress size={20} aria-label={translate('ra.page.loading')} />
            ) : isError ? (
                <Alert severity="error">{errorText(error, translate)}</Alert>
            ) : data.length === 0 ? (
                <Typography color="text.secondary">{translate('xts.catalogue.products.no_diaries')}</Typography>
            ) : (
                <MuiList dense disablePadding>
                    {data.map((d) => (
                        <ListItem key={d.id} disablePadding>
                            <ListItemButton component={Link} to={pathTo('diaries', 'show', { id: d.id })}>
                                <ListItemText
                                    primary={d.name}
                                    secondary={`${formatDate(d.startDate)} · ${translate(`resources.diaries.statuses.${d.status}`, { _: d.status })}`}
                                />
                            </ListItemButton>
                        </ListItem>
                    ))}
                </MuiList>
            )}
        </Section>
    );
}

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
    diaries: { name: string; season: string; location: string | null; activities: { date: string; name: string }[] }[];
}

/** The QR code of the public page, drawn in the browser (the library is loaded on demand). */
function ProductQr({ url }: { url: string }) {
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
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
                    <Box sx={{ width: 148, height: 148, display: 'grid', placeItems: 'center', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }}>
                        {src ? (
                            <Box component="img" src={src} alt={translate('xts.catalogue.products.qr_alt', { url })} sx={{ width: 140, height: 140 }} data-testid="product-qr" />
                        ) : (
                            <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
                        )}
                    </Box>
                    <Stack spacing={1} sx={{ minWidth: 0 }}>
                        <MuiLink href={openHref(url)} target="_blank" rel="noopener" sx={{ wordBreak: 'break-all' }}>
                            {url}
                        </MuiLink>
                        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                            <MuiButton
                                size="small"
                                startIcon={<ContentCopyIcon />}
                                onClick={() =>
                                    navigator.clipboard
                                        ?.writeText(url)
                                        .then(() => notify('xts.catalogue.products.copied', { type: 'success' }))
                                        .catch(() => undefined)
                                }
                            >
                                {translate('xts.catalogue.products.copy_link')}
                            </MuiButton>
                            {src && (
                                <MuiButton size="small" startIcon={<DownloadIcon />} href={src} download={`qr-${url.split('/').pop()}.svg`}>
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

/** What a consumer sees after scanning: the public page, in a phone-sized frame. */
function PublicPreview() {
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
                    <Alert severity="error" action={<MuiButton onClick={() => refetch()}>{translate('xts.errors.retry')}</MuiButton>}>
                        {translate('xts.catalogue.products.public_failed')}: {errorText(error, translate)}
                    </Alert>
                ) : (
                    <Box
                        data-testid="public-preview"
                        sx={{ maxWidth: 360, mx: 'auto', border: 8, borderColor: 'grey.800', borderRadius: 4, overflow: 'hidden', bgcolor: 'background.paper' }}
                    >
                        {data.images[0] && <Box component="img" src={data.images[0]} alt="" sx={{ width: '100%', height: 180, objectFit: 'cover', display: 'block' }} />}
                        <Box sx={{ p: 2 }}>
                            <Typography variant="h6" component="p">
                                {data.name}
                            </Typography>
                            <Typography variant="body2" color="text.secondary">
                                {[data.brand, data.netContent, data.gtin && `GTIN ${data.gtin}`].filter(Boolean).join(' · ')}
                            </Typography>
                            {data.shelfLifeDays ? (
                                <Typography variant="body2">{translate('xts.catalogue.products.shelf_life', { smart_count: data.shelfLifeDays })}</Typography>
                            ) : null}
                            {data.certifications.length > 0 && (
                                <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', my: 1 }}>
                                    {data.certifications.map((c) => (
                                        <Chip key={c} size="small" color="success" label={translate(`resources.products.certifications.${c}`, { _: c })} />
                                    ))}
                                </Stack>
                            )}
                            {data.description && <Typography variant="body2" sx={{ my: 1 }}>{data.description}</Typography>}
                            {data.attributes.map((a) => (
                                <Typography key={a.name} variant="body2">
                                    <strong>{a.name}:</strong> {a.value}
                                </Typography>
                            ))}
                            {data.company && (
                                <>
                                    <Divider sx={{ my: 1.5 }} />
                                    <Typography variant="overline">{translate('xts.catalogue.products.producer')}</Typography>
                                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                                        <Avatar src={data.company.logo ?? undefined} alt="" sx={{ width: 32, height: 32 }} />
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
                                        <Typography key={i} variant="caption" component="p" color="text.secondary">
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

function Images() {
    const record = useRecordContext();
    const translate = useTranslate();
    const images = (record?.images as string[] | undefined) ?? [];
    if (!images.length) return <Typography color="text.secondary">—</Typography>;
    return (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {images.map((src, index) => (
                <Box key={index} component="img" src={src} alt={translate('xts.catalogue.images.alt', { index: index + 1 })} sx={{ width: 120, height: 90, objectFit: 'cover', borderRadius: 1 }} />
            ))}
        </Stack>
    );
}

function ProductShowContent() {
    const record = useRecordContext();
    const translate = useTranslate();
    usePageTitle(record?.name as string | undefined);
    if (!record) return null;
    return (
        <Box sx={{ p: 2, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' } }}>
            <Box sx={{ minWidth: 0 }}>
                <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography variant="h5" component="h1">
                        {record.name}
                    </Typography>
                    <StatusField source="status" />
                </Stack>
                <SimpleShowLayout sx={{ px: 0 }}>
                    <TextField source="code" />
                    <TextField source="gtin" emptyText="—" />
                    <SelectField source="category" choices={categoryChoices} />
                    <TextField source="brand" emptyText="—" />
                    <TextField source="unit" />
                    <TextField source="netContent" emptyText="—" />
                    <FunctionField
                        source="shelfLifeDays"
                        render={(r: RaRecord) => (r.shelfLifeDays ? translate('xts.catalogue.products.days', { smart_count: r.shelfLifeDays }) : '—')}
                    />
                    <FunctionField
                        source="certifications"
                        render={(r: RaRecord) =>
                            ((r.certifications as string[]) ?? []).length ? (
                                <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                                    {(r.certifications as string[]).map((c) => (
                                        <Chip key={c} size="small" label={translate(`resources.products.certifications.${c}`, { _: c })} />
                                    ))}
                                </Stack>
                            ) : (
                                '—'
                            )
                        }
                    />
                    <FunctionField source="images" render={() => <Images />} />
                    <TextField source="description" emptyText="—" sx={{ whiteSpace: 'pre-line' }} />
                    <FunctionField source="updatedAt" render={(r: RaRecord) => formatDate(r.updatedAt as string)} />
                </SimpleShowLayout>
                <AttributesSection />
                <DiariesSection />
            </Box>
            <Stack spacing={2} sx={{ minWidth: 0 }}>
                {record.publicCode ? <ProductQr url={productPublicLink(config.scannerHost, String(record.publicCode))} /> : null}
                <PublicPreview />
            </Stack>
        </Box>
    );
}

export const ProductShow = () => (
    <Show actions={<ShowActions />}>
        <ProductShowContent />
    </Show>
);
