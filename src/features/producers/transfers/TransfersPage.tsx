import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import {
    Alert,
    Button,
    CircularProgress,
    GlobalStyles,
    Link,
    Stack,
    TableBody,
    TableCell,
    TableHead,
    TablePagination,
    TableRow,
    Typography,
} from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { useQuery } from '@tanstack/react-query';
import { ResourceContextProvider, useGetMany, useTranslate } from 'react-admin';
import { ResourceEmpty } from '../../../custom/common/listParts';
import { call } from '../../../providers/http';
import { useSession } from '../../../providers/session';
import { usePageTitle } from '../../../custom/layout/pageTitle';
import { ScrollTable } from '../../../custom/common/ScrollTable';
import { DateTextField } from '../../../custom/common/DateInput';
import { formatDateTime } from '../../../custom/common/format';
import type { Producer, Transfer } from '../../../domain/producers';

interface TransferPage {
    items: Transfer[];
    total: number;
}

/** Most entries a printed period holds (the call's largest page). */
const PRINT_LIMIT = 500;

/** The producers of one entry, each a link to their page, with the consent their data left under. */
function ProducerLinks({ transfer, names }: { transfer: Transfer; names: Map<number, string> }) {
    const translate = useTranslate();
    const ids = transfer.producerIds;
    return (
        <>
            {ids.map((id, i) => (
                <span key={id}>
                    {i > 0 && ', '}
                    <Link component={RouterLink} to={`/producer/detail/${id}`}>
                        {names.get(id) ?? `#${id}`}
                    </Link>{' '}
                    ({translate('xts.transfers.consent', { id: transfer.consentIds[i] })})
                </span>
            ))}
        </>
    );
}

/**
 * The register of transfers abroad (owners): every EUDR pack given out and every statement filed,
 * when, by whom, to whom, whose data and under which consent, for a period, a page at a time; printed
 * whole for a period as an annex to the business's transfer impact assessment dossier.
 */
export default function TransfersPage() {
    const translate = useTranslate();
    const session = useSession();
    const [params, setParams] = useSearchParams();
    const from = params.get('from') ?? '';
    const to = params.get('to') ?? '';
    const printing = params.get('print') === '1';
    const [page, setPage] = useState(0);
    const [limit, setLimit] = useState(25);
    usePageTitle(translate('xts.transfers.title'));
    const query = useQuery({
        queryKey: ['transfers', from, to, printing ? 'all' : page, printing ? PRINT_LIMIT : limit],
        retry: false,
        queryFn: ({ signal }) =>
            call<TransferPage>('transferList', {
                query: {
                    ...(from ? { from } : {}),
                    ...(to ? { to } : {}),
                    page: printing ? 1 : page + 1,
                    limit: printing ? PRINT_LIMIT : limit,
                },
                signal,
            }),
    });
    const items = query.data?.items ?? [];
    const ids = [...new Set(items.flatMap((t) => t.producerIds))];
    const producers = useGetMany<Producer>('producers', { ids }, { enabled: ids.length > 0 });
    const names = new Map((producers.data ?? []).map((p) => [p.id, p.name]));
    const setPeriod = (key: 'from' | 'to', value: string) => {
        const next = new URLSearchParams(params);
        if (value) next.set(key, value);
        else next.delete(key);
        setParams(next, { replace: true });
        setPage(0);
    };
    const togglePrint = (on: boolean) => {
        const next = new URLSearchParams(params);
        if (on) next.set('print', '1');
        else next.delete('print');
        setParams(next);
    };
    return (
        <Stack spacing={2} sx={{ my: 2 }}>
            <GlobalStyles
                styles={{
                    '@media print': {
                        'header, nav, .RaSidebar-root, .MuiAppBar-root, .xts-no-print': {
                            display: 'none !important',
                        },
                    },
                }}
            />
            <Typography variant="h5" component="h1">
                {translate('xts.transfers.title')}
            </Typography>
            <Typography color="text.secondary">
                {translate(printing ? 'xts.transfers.annex' : 'xts.transfers.hint', {
                    business: session.current_biz?.biz_name ?? '',
                    from: from || '…',
                    to: to || '…',
                })}
            </Typography>
            <Stack
                direction="row"
                spacing={2}
                useFlexGap
                className="xts-no-print"
                sx={{ flexWrap: 'wrap', alignItems: 'center' }}
            >
                <DateTextField
                    size="small"
                    label={translate('xts.transfers.from')}
                    value={from}
                    onChange={(value) => setPeriod('from', value)}
                />
                <DateTextField
                    size="small"
                    label={translate('xts.transfers.to')}
                    value={to}
                    onChange={(value) => setPeriod('to', value)}
                />
                {printing ? (
                    <>
                        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
                            {translate('xts.transfers.print_now')}
                        </Button>
                        <Button onClick={() => togglePrint(false)}>{translate('xts.transfers.back')}</Button>
                    </>
                ) : (
                    <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => togglePrint(true)}>
                        {translate('xts.transfers.print')}
                    </Button>
                )}
            </Stack>
            {query.isPending && <CircularProgress aria-label={translate('ra.page.loading')} />}
            {query.isError && (
                <Alert
                    severity="error"
                    action={<Button onClick={() => query.refetch()}>{translate('xts.errors.retry')}</Button>}
                >
                    {translate('xts.transfers.load_error')}
                </Alert>
            )}
            {query.isSuccess && items.length === 0 && (from || to) && (
                <Typography color="text.secondary">{translate('xts.transfers.empty')}</Typography>
            )}
            {query.isSuccess && items.length === 0 && !from && !to && (
                // Nothing has left yet: the register fills itself as packs are downloaded and filed.
                <ResourceContextProvider value="transfers">
                    <ResourceEmpty action={<></>} />
                </ResourceContextProvider>
            )}
            {items.length > 0 && (
                <ScrollTable size="small" aria-label={translate('xts.transfers.title')}>
                    <TableHead>
                        <TableRow>
                            {(['at', 'by', 'recipient', 'producers', 'lots'] as const).map((c) => (
                                <TableCell key={c}>{translate(`xts.transfers.fields.${c}`)}</TableCell>
                            ))}
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {items.map((t) => (
                            <TableRow key={t.id}>
                                <TableCell>{formatDateTime(t.at)}</TableCell>
                                <TableCell>{t.by}</TableCell>
                                <TableCell>
                                    {t.recipient}
                                    <Typography variant="body2" color="text.secondary">
                                        {translate(`xts.transfers.kinds.${t.kind}`)}
                                    </Typography>
                                </TableCell>
                                <TableCell>
                                    <ProducerLinks transfer={t} names={names} />
                                </TableCell>
                                <TableCell>{t.lots.map((l) => l.lot).join(', ')}</TableCell>
                            </TableRow>
                        ))}
                    </TableBody>
                </ScrollTable>
            )}
            {!printing && query.isSuccess && query.data.total > 0 && (
                <TablePagination
                    component="div"
                    className="xts-no-print"
                    count={query.data.total}
                    page={page}
                    rowsPerPage={limit}
                    rowsPerPageOptions={[10, 25, 50]}
                    onPageChange={(_, next) => setPage(next)}
                    onRowsPerPageChange={(event) => {
                        setLimit(Number(event.target.value));
                        setPage(0);
                    }}
                    labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
                />
            )}
        </Stack>
    );
}
