import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import {
    Alert,
    Button,
    CircularProgress,
    Link,
    Stack,
    TableBody,
    TableCell,
    TableHead,
    TablePagination,
    TableRow,
    Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { call } from '../../../providers/http';
import { usePageTitle } from '../../../kit/pageTitle';
import { ScrollTable } from '../../../kit/ScrollTable';
import { DateTextField } from '../../../kit/DateInput';
import { formatDateTime } from '../../../kit/format';
import { pathTo } from '../../../routes/screenPaths';
import type { AccessEntry } from './rightsApi';
import { ProducerFilter } from './ProducerFilter';

interface AccessPage {
    items: AccessEntry[];
    total: number;
}

/** Names shown of an entry's producers before "and N more" (a CSV export names the whole list). */
const SHOWN = 3;

function Producers({ entry }: { entry: AccessEntry }) {
    const translate = useTranslate();
    const rest = entry.producers.length - SHOWN;
    return (
        <>
            {entry.producers.slice(0, SHOWN).map((p, i) => (
                <span key={p.id}>
                    {i > 0 && ', '}
                    <Link component={RouterLink} to={pathTo('producers', 'show', { id: p.id })}>
                        {p.name}
                    </Link>
                </span>
            ))}
            {rest > 0 && ` ${translate('xts.access.more', { smart_count: rest })}`}
        </>
    );
}

/**
 * "Nhật ký truy cập dữ liệu cá nhân" (owners): who viewed a household's page or exported personal
 * data, with which role and when, newest first, a page at a time; for one household and a period.
 */
export default function AccessLogPage() {
    const translate = useTranslate();
    const [params, setParams] = useSearchParams();
    const from = params.get('from') ?? '';
    const to = params.get('to') ?? '';
    const producerId = Number(params.get('producerId')) || null;
    const [page, setPage] = useState(0);
    const [limit, setLimit] = useState(25);
    usePageTitle(translate('xts.access.title'));
    const query = useQuery({
        queryKey: ['producer-access', producerId, from, to, page, limit],
        retry: false,
        queryFn: ({ signal }) =>
            call<AccessPage>('producerAccessLog', {
                query: {
                    ...(producerId ? { producerId } : {}),
                    ...(from ? { from } : {}),
                    ...(to ? { to } : {}),
                    page: page + 1,
                    limit,
                },
                signal,
            }),
    });
    const set = (key: 'from' | 'to' | 'producerId', value: string) => {
        const next = new URLSearchParams(params);
        if (value) next.set(key, value);
        else next.delete(key);
        setParams(next, { replace: true });
        setPage(0);
    };
    const items = query.data?.items ?? [];
    const known = items.flatMap((e) => e.producers).find((p) => p.id === producerId);
    return (
        <Stack spacing={2} sx={{ my: 2 }}>
            <Typography variant="h5" component="h1">
                {translate('xts.access.title')}
            </Typography>
            <Typography color="text.secondary">{translate('xts.access.hint')}</Typography>
            <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
                <ProducerFilter
                    value={producerId}
                    knownName={known?.name}
                    onChange={(id) => set('producerId', id ? String(id) : '')}
                />
                <DateTextField
                    size="small"
                    label={translate('xts.access.from')}
                    value={from}
                    onChange={(value) => set('from', value)}
                />
                <DateTextField
                    size="small"
                    label={translate('xts.access.to')}
                    value={to}
                    onChange={(value) => set('to', value)}
                />
            </Stack>
            {query.isPending && <CircularProgress aria-label={translate('ra.page.loading')} />}
            {query.isError && (
                <Alert
                    severity="error"
                    action={<Button onClick={() => query.refetch()}>{translate('xts.errors.retry')}</Button>}
                >
                    {translate('xts.access.load_error')}
                </Alert>
            )}
            {query.isSuccess && items.length === 0 && (
                <Typography color="text.secondary">{translate('xts.access.empty')}</Typography>
            )}
            {items.length > 0 && (
                <ScrollTable size="small" aria-label={translate('xts.access.title')}>
                    <TableHead>
                        <TableRow>
                            {(['at', 'by', 'action', 'producers'] as const).map((c) => (
                                <TableCell key={c}>{translate(`xts.access.fields.${c}`)}</TableCell>
                            ))}
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {items.map((e) => (
                            <TableRow key={e.id}>
                                <TableCell>{formatDateTime(e.at)}</TableCell>
                                <TableCell>
                                    {e.by}
                                    <Typography variant="body2" color="text.secondary">
                                        {translate(`xts.access.roles.${e.role}`)}
                                    </Typography>
                                </TableCell>
                                <TableCell>{translate(`xts.access.actions.${e.action}`)}</TableCell>
                                <TableCell>
                                    <Producers entry={e} />
                                </TableCell>
                            </TableRow>
                        ))}
                    </TableBody>
                </ScrollTable>
            )}
            {query.isSuccess && query.data.total > 0 && (
                <TablePagination
                    component="div"
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
