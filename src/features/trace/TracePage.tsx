import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import {
    Alert,
    Box,
    Button,
    Card,
    CardContent,
    CircularProgress,
    Stack,
    TextField,
    Typography,
} from '@mui/material';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import SearchIcon from '@mui/icons-material/Search';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { call, statusOf } from '../../providers/http';
import { errorText } from '../../kit/errors';
import { usePageTitle } from '../../kit/pageTitle';
import { ScanDialog } from '../../kit/scan/ScanDialog';
import { scanOptions, scanRefusalText } from '../../lib/scan/scanText';
import { parseScan, targetText, type ScanResult } from '../../domain/scan';
import { MigratedNotice } from './MigratedNotice';
import { TraceResult } from './TraceResult';
import type { TraceAnswer } from './types';

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
    const field = useRef<HTMLInputElement | null>(null);
    // After each lookup the field's text is selected: the next scan (typed, then Enter) replaces it.
    const [lookups, setLookups] = useState(0);
    useLayoutEffect(() => {
        if (lookups > 0) field.current?.select();
    }, [lookups]);
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
        setLookups((n) => n + 1);
        const scanned = parseScan(clean, scanOptions);
        // A link or GTIN that names no stamp is explained at the field, what was typed staying; other
        // unreadable text goes to the address, where an old code of a migrated company is explained.
        // Neither is sent to the API. Either way the stamp looked up before leaves the page.
        if (!scanned.ok && scanned.reason !== 'unreadable') {
            setRefused(scanRefusalText(scanned, translate));
            setParams({});
            return;
        }
        setRefused(null);
        setParams({ code: clean });
    };
    const submit = (event: FormEvent) => {
        event.preventDefault();
        // The DOM value: a scanner types faster than anything else may re-render.
        search(field.current?.value ?? text);
    };
    const gs1 = read?.ok && read.source === 'digital_link' ? read : null;
    return (
        <Box sx={{ maxWidth: 1100, my: 2 }}>
            <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
                {translate('xts.trace.title')}
            </Typography>
            <Card sx={{ mb: 2 }}>
                <CardContent>
                    <Stack
                        component="form"
                        onSubmit={submit}
                        direction={{ xs: 'column', sm: 'row' }}
                        spacing={1}
                        role="search"
                    >
                        <TextField
                            inputRef={field}
                            label={translate('xts.trace.input')}
                            value={text}
                            onChange={(event) => {
                                setText(event.target.value);
                                setRefused(null);
                            }}
                            error={!!refused}
                            helperText={refused ?? translate('xts.trace.input_hint')}
                            autoComplete="off"
                            slotProps={{
                                htmlInput: {
                                    autoCapitalize: 'characters',
                                    autoCorrect: 'off',
                                    spellCheck: false,
                                    enterKeyHint: 'search',
                                },
                            }}
                            fullWidth
                            size="small"
                        />
                        <Button
                            type="submit"
                            variant="contained"
                            startIcon={<SearchIcon />}
                            disabled={!text.trim()}
                            sx={{ alignSelf: 'flex-start', whiteSpace: 'nowrap' }}
                        >
                            {translate('xts.trace.search')}
                        </Button>
                        <Button
                            variant="outlined"
                            startIcon={<QrCodeScannerIcon />}
                            onClick={() => setScanning(true)}
                            sx={{ alignSelf: 'flex-start', whiteSpace: 'nowrap' }}
                        >
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
                    <Alert
                        severity={statusOf(trace.error) === 404 ? 'warning' : 'error'}
                        action={
                            statusOf(trace.error) === 404 ? undefined : (
                                <Button color="inherit" onClick={() => trace.refetch()}>
                                    {translate('xts.errors.retry')}
                                </Button>
                            )
                        }
                    >
                        {errorText(trace.error, translate)}
                    </Alert>
                    {statusOf(trace.error) === 404 && <MigratedNotice code={code} />}
                </Stack>
            )}
            {trace.data && <TraceResult trace={trace.data} />}
            <ScanDialog
                open={scanning}
                onClose={() => setScanning(false)}
                returnTo={field}
                onCode={(scanned) => {
                    setScanning(false);
                    setText(targetText(scanned));
                    setRefused(null);
                    setParams({ code: targetText(scanned) });
                    setLookups((n) => n + 1);
                    return true;
                }}
            />
        </Box>
    );
}
