import { useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams, Link as RouterLink } from 'react-router-dom';
import {
    Alert,
    Avatar,
    Box,
    Button,
    Card,
    CardContent,
    Chip,
    CircularProgress,
    Grid,
    Link,
    Stack,
    TextField,
    Typography,
} from '@mui/material';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import SearchIcon from '@mui/icons-material/Search';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { openHref } from '../common/openLinks';
import type { CallName } from '../../providers/endpoints';
import { call, statusOf } from '../../providers/http';
import { pathTo } from '../../routes';
import { errorText } from '../common/dialogs';
import { useMigratedCompanies } from '../common/migrated';
import { formatDate, formatDateTime, formatNumber } from '../common/format';
import { usePageTitle } from '../layout/PageMeta';
import { ScanDialog } from '../stamps/ScanDialog';
import { scanOptions, scanRefusalText } from '../stamps/scanText';
import { parseScan, targetText, type ScanResult } from '../../domain/scan';
import { formatText } from '../../domain/text';
import TraceLotLinks from '../lots/TraceLotLinks';

interface TraceEvent {
    kind: 'printed' | 'activated' | 'sold' | 'destroyed';
    at: string;
    by: string;
    recordId: number;
    [key: string]: unknown;
}

interface TraceAnswer {
    code: string;
    serialText: string;
    url: string;
    state: string;
    templateName: string;
    product: { id: number; name: string; publicCode: string } | null;
    lot: string | null;
    biz: { code: string; name: string } | null;
    scans: { count: number; lastAt: string | null };
    events: TraceEvent[];
}

const EVENT_RESOURCE = {
    printed: 'stamp-generations',
    activated: 'stamp-activations',
    sold: 'stamp-retails',
    destroyed: 'stamp-destructions',
} as const;

const STATE_COLOR = { generated: 'default', activated: 'info', sold: 'success', destroyed: 'error' } as const;

/** A public page, v2 first; the v1 page when v2 answers not found. `null` when neither has it. */
function usePublic<T = Record<string, unknown>>(key: string, v2: CallName, v1: CallName, code: string | null | undefined, query?: Record<string, unknown>) {
    return useQuery({
        queryKey: ['public', key, code],
        enabled: !!code,
        retry: false,
        queryFn: async ({ signal }) => {
            try {
                return { version: 2, data: await call<T>(v2, { params: { code }, query, signal }) };
            } catch (error) {
                if (statusOf(error) !== 404) throw error;
            }
            try {
                return { version: 1, data: await call<T>(v1, { params: { code }, query, signal }) };
            } catch (error) {
                if (statusOf(error) === 404) return null;
                throw error;
            }
        },
    });
}

function PreviewCard({ title, state, children }: { title: string; state: ReturnType<typeof usePublic>; children: (data: Record<string, any>, version: number) => ReactNode }) {
    const translate = useTranslate();
    return (
        <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
                    {title}
                </Typography>
                {state.isPending && state.fetchStatus !== 'idle' && <CircularProgress size={20} aria-label={translate('ra.page.loading')} />}
                {state.isError && <Alert severity="error">{errorText(state.error, translate)}</Alert>}
                {state.isSuccess && state.data === null && <Typography color="text.secondary">{translate('xts.trace.not_public')}</Typography>}
                {state.isSuccess && state.data && (
                    <>
                        {state.data.version === 1 && (
                            <Chip size="small" label={translate('xts.trace.v1')} sx={{ mb: 1 }} />
                        )}
                        {children(state.data.data as Record<string, any>, state.data.version)}
                    </>
                )}
            </CardContent>
        </Card>
    );
}

function EventDetails({ event }: { event: TraceEvent }) {
    const translate = useTranslate();
    const line = (key: string, value: unknown) =>
        value ? (
            <Typography variant="body2" key={key}>
                {translate(`xts.trace.details.${key}`)}: {String(value)}
            </Typography>
        ) : null;
    switch (event.kind) {
        case 'printed':
            return <>{[line('template', event.templateName), line('range', event.rangeText)]}</>;
        case 'activated':
            return (
                <>
                    {[
                        line('product', event.productName),
                        line('lot', event.lot),
                        line('mfg', event.mfgDate && formatDate(String(event.mfgDate))),
                        line('exp', event.expDate && formatDate(String(event.expDate))),
                        line('location', event.locationName),
                        line('diary', event.diaryName),
                        event.preactivated ? line('preactivated', translate('xts.trace.details.yes')) : null,
                    ]}
                </>
            );
        case 'sold':
            return <>{[line('shop', event.shopName), line('sold_on', formatDate(String(event.soldOn)))]}</>;
        case 'destroyed':
            return <>{[line('reason', translate(`xts.stamps.reasons.${event.reason}`)), line('note', event.note)]}</>;
    }
}

function TraceResult({ trace }: { trace: TraceAnswer }) {
    const translate = useTranslate();
    const stamp = usePublic('stamp', 'publicStampV2', 'publicStamp', trace.code, { preview: 1 });
    const company = usePublic('company', 'publicCompanyV2', 'publicBiz', trace.biz?.code);
    const product = usePublic('product', 'publicProductV2', 'publicProduct', trace.product?.publicCode || null);
    return (
        <Stack spacing={2}>
            <Card>
                <CardContent>
                    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                        <Typography variant="h6" component="h2">
                            {translate('xts.trace.stamp', { serial: trace.serialText })}
                        </Typography>
                        <Chip color={STATE_COLOR[trace.state as keyof typeof STATE_COLOR] ?? 'default'} label={translate(`xts.stamps.states.${trace.state}`)} />
                    </Stack>
                    <Typography sx={{ fontFamily: 'monospace' }}>
                        {translate('xts.stamps.code')}: {trace.code}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                        {translate('xts.trace.scans', { count: formatNumber(trace.scans.count) })}
                    </Typography>
                    <TraceLotLinks trace={trace} />
                    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 2 }}>
                        {translate('xts.trace.timeline')}
                    </Typography>
                    <Box component="ol" aria-label={translate('xts.trace.timeline')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                        {trace.events.map((event) => (
                            <Box
                                component="li"
                                key={event.kind}
                                sx={{ borderLeft: 3, borderColor: event.kind === 'destroyed' ? 'error.main' : 'primary.main', pl: 2, py: 1, my: 1 }}
                            >
                                <Typography sx={{ fontWeight: 600 }}>
                                    {translate(`xts.trace.events.${event.kind}`)}{' '}
                                    <Link component={RouterLink} to={pathTo(EVENT_RESOURCE[event.kind], 'show', { id: event.recordId })}>
                                        #{event.recordId}
                                    </Link>
                                </Typography>
                                <Typography variant="body2" color="text.secondary">
                                    {formatDateTime(event.at)} · {formatText(event.by)}
                                </Typography>
                                <EventDetails event={event} />
                            </Box>
                        ))}
                    </Box>
                </CardContent>
            </Card>
            <Typography variant="h6" component="h2">
                {translate('xts.trace.consumer_view')}
            </Typography>
            <Grid container spacing={2}>
                <Grid size={{ xs: 12, md: 4 }}>
                    <PreviewCard title={translate('xts.trace.consumer_stamp')} state={stamp}>
                        {(data, version) => (
                            <Stack spacing={0.5}>
                                <Alert severity={(version === 2 ? data.genuine : data.valid) ? 'success' : 'warning'}>
                                    {String(version === 2 ? data.verdict : data.message)}
                                </Alert>
                                {(data.product?.name ?? data.productName) && <Typography>{formatText(data.product?.name ?? data.productName)}</Typography>}
                                {data.lot && <Typography variant="body2">{translate('xts.trace.details.lot')}: {formatText(data.lot)}</Typography>}
                                {data.expDate && <Typography variant="body2">{translate('xts.trace.details.exp')}: {formatDate(data.expDate)}</Typography>}
                                {data.soldAt?.shop && <Typography variant="body2">{translate('xts.trace.details.shop')}: {formatText(data.soldAt.shop)}</Typography>}
                            </Stack>
                        )}
                    </PreviewCard>
                </Grid>
                <Grid size={{ xs: 12, md: 4 }}>
                    <PreviewCard title={translate('xts.trace.consumer_product')} state={product}>
                        {(data) => (
                            <Stack spacing={0.5}>
                                <Typography sx={{ fontWeight: 600 }}>{formatText(data.name)}</Typography>
                                {data.gtin && <Typography variant="body2">GTIN: {formatText(data.gtin)}</Typography>}
                                {data.description && <Typography variant="body2">{formatText(data.description)}</Typography>}
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
                                    {data.phone && <Typography variant="body2">{formatText(data.phone)}</Typography>}
                                </Box>
                            </Stack>
                        )}
                    </PreviewCard>
                </Grid>
            </Grid>
        </Stack>
    );
}

/** A code the trace does not know may be an old code of a company that moved here. */
function MigratedNotice({ code }: { code: string }) {
    const translate = useTranslate();
    const companies = useMigratedCompanies();
    const match = (companies.data ?? []).find((company) => code.toUpperCase().startsWith(`${company.oldCode.toUpperCase()}-`));
    const company = usePublic('company', 'publicCompanyV2', 'publicBiz', match?.bizCode);
    if (!match) return null;
    return (
        <Alert severity="info">
            {translate('xts.trace.migrated', {
                code,
                name: match.oldName,
                company: (company.data?.data as { name?: string } | undefined)?.name ?? match.bizCode,
                date: formatDate(match.migratedAt),
            })}{' '}
            <Link href={openHref(match.legacyLookupUrl)} target="_blank" rel="noopener">
                {translate('xts.trace.legacy_lookup')}
            </Link>
        </Alert>
    );
}

/** Trace a stamp by code or serial: its timeline and what a consumer sees when scanning it. */
export default function TracePage() {
    const translate = useTranslate();
    const [params, setParams] = useSearchParams();
    // The address holds what was asked (a code, a serial or a link), read like the field.
    const asked = params.get('code')?.trim() ?? '';
    const read: ScanResult | null = asked ? parseScan(asked, scanOptions) : null;
    const code = read?.ok ? targetText(read) : '';
    const [text, setText] = useState(asked);
    const [refused, setRefused] = useState<string | null>(null);
    const [scanning, setScanning] = useState(false);
    usePageTitle(translate('xts.trace.title'));
    const trace = useQuery({
        queryKey: ['trace', code],
        enabled: !!code,
        retry: false,
        queryFn: ({ signal }) => call<TraceAnswer>('trace', { query: { code }, signal }),
    });
    const search = (value: string) => {
        const clean = value.trim();
        if (!clean) return;
        setText(clean);
        const scanned = parseScan(clean, scanOptions);
        // A link or GTIN that names no stamp is explained at the field, what was typed staying; other
        // unreadable text goes to the address, where an old code of a migrated company is explained.
        // Neither is sent to the API.
        if (!scanned.ok && scanned.reason !== 'unreadable') {
            setRefused(scanRefusalText(scanned, translate));
            return;
        }
        setRefused(null);
        setParams({ code: clean });
    };
    const submit = (event: FormEvent) => {
        event.preventDefault();
        search(text);
    };
    const gs1 = read?.ok && read.source === 'digital_link' ? read : null;
    return (
        <Box sx={{ maxWidth: 1100, my: 2 }}>
            <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
                {translate('xts.trace.title')}
            </Typography>
            <Card sx={{ mb: 2 }}>
                <CardContent>
                    <Stack component="form" onSubmit={submit} direction={{ xs: 'column', sm: 'row' }} spacing={1} role="search">
                        <TextField
                            label={translate('xts.trace.input')}
                            value={text}
                            onChange={(event) => {
                                setText(event.target.value);
                                setRefused(null);
                            }}
                            error={!!refused}
                            helperText={refused ?? translate('xts.trace.input_hint')}
                            autoComplete="off"
                            slotProps={{ htmlInput: { autoCapitalize: 'characters', autoCorrect: 'off', spellCheck: false, enterKeyHint: 'search' } }}
                            fullWidth
                            size="small"
                        />
                        <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={!text.trim()} sx={{ alignSelf: 'flex-start', whiteSpace: 'nowrap' }}>
                            {translate('xts.trace.search')}
                        </Button>
                        <Button variant="outlined" startIcon={<QrCodeScannerIcon />} onClick={() => setScanning(true)} sx={{ alignSelf: 'flex-start', whiteSpace: 'nowrap' }}>
                            {translate('xts.trace.scan')}
                        </Button>
                    </Stack>
                </CardContent>
            </Card>
            {!asked && <Typography color="text.secondary">{translate('xts.trace.empty')}</Typography>}
            {read && !read.ok && (
                <Stack spacing={1}>
                    <Alert severity="warning">{scanRefusalText(read, translate)}</Alert>
                    {read.reason === 'unreadable' && <MigratedNotice code={asked} />}
                </Stack>
            )}
            {gs1?.gtin && (
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    {gs1.lot
                        ? translate('xts.trace.from_gs1_lot', { gtin: gs1.gtin, lot: gs1.lot })
                        : translate('xts.trace.from_gs1', { gtin: gs1.gtin })}
                </Typography>
            )}
            {code && trace.isPending && <CircularProgress aria-label={translate('ra.page.loading')} />}
            {code && trace.isError && (
                <Stack spacing={1}>
                    <Alert severity={statusOf(trace.error) === 404 ? 'warning' : 'error'} action={statusOf(trace.error) === 404 ? undefined : <Button color="inherit" onClick={() => trace.refetch()}>{translate('ra.action.refresh')}</Button>}>
                        {errorText(trace.error, translate)}
                    </Alert>
                    {statusOf(trace.error) === 404 && <MigratedNotice code={code} />}
                </Stack>
            )}
            {trace.data && <TraceResult trace={trace.data} />}
            <ScanDialog
                open={scanning}
                onClose={() => setScanning(false)}
                onCode={(scanned) => {
                    setScanning(false);
                    setText(targetText(scanned));
                    setRefused(null);
                    setParams({ code: targetText(scanned) });
                    return true;
                }}
            />
        </Box>
    );
}
