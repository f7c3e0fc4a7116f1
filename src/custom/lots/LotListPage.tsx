import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import {
    Alert,
    Button,
    Chip,
    CircularProgress,
    Link,
    Pagination,
    Stack,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableRow,
    TextField,
    Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { call } from '../../providers/http';
import { errorText } from '../common/dialogs';
import { formatDate, formatDateTime, formatNumber } from '../common/format';
import { usePageTitle } from '../layout/PageMeta';
import { formatText } from '../../domain/text';
import { isUnsupported, lotPath } from './lotApi';

interface LotRow {
    id: string;
    productId: number;
    productName: string;
    lot: string;
    expDate: string | null;
    count: number;
    activationCount: number;
    lastActivatedAt: string;
    recalled: boolean;
}

const PER_PAGE = 20;

/** "Lô hàng": every lot of the business, searched by product or lot number, newest first. */
export default function LotListPage() {
    const translate = useTranslate();
    const [params, setParams] = useSearchParams();
    const q = params.get('q') ?? '';
    const page = Math.max(Number(params.get('page')) || 1, 1);
    const [text, setText] = useState(q);
    usePageTitle(translate('xts.lots.title'));
    const list = useQuery({
        queryKey: ['lots', q, page],
        retry: false,
        placeholderData: keepPreviousData,
        queryFn: ({ signal }) =>
            call<{ items: LotRow[]; total: number }>('lotList', {
                query: { q: q || undefined, page, limit: PER_PAGE },
                signal,
            }),
    });
    const submit = (event: FormEvent) => {
        event.preventDefault();
        setParams(text.trim() ? { q: text.trim() } : {});
    };
    const col = (key: string) => translate(`xts.lots.columns.${key}`);
    return (
        <Stack spacing={2} sx={{ maxWidth: 1100, my: 2 }}>
            <Typography variant="h5" component="h1">
                {translate('xts.lots.title')}
            </Typography>
            <Stack component="form" role="search" onSubmit={submit} direction="row" spacing={1}>
                <TextField
                    size="small"
                    fullWidth
                    label={translate('xts.lots.search')}
                    value={text}
                    onChange={(event) => setText(event.target.value)}
                />
                <Button
                    type="submit"
                    variant="contained"
                    startIcon={<SearchIcon />}
                    sx={{ whiteSpace: 'nowrap' }}
                >
                    {translate('ra.action.search')}
                </Button>
            </Stack>
            {list.isPending && <CircularProgress aria-label={translate('ra.page.loading')} />}
            {list.isError &&
                (isUnsupported(list.error, true) ? (
                    <Alert severity="info">{translate('xts.lots.unsupported')}</Alert>
                ) : (
                    <Alert
                        severity="error"
                        action={
                            <Button color="inherit" onClick={() => list.refetch()}>
                                {translate('ra.action.refresh')}
                            </Button>
                        }
                    >
                        {translate('xts.lots.load_failed', { message: errorText(list.error, translate) })}
                    </Alert>
                ))}
            {list.data && list.data.total === 0 && (
                <Typography color="text.secondary">
                    {q ? translate('xts.lots.no_match', { q }) : translate('xts.lots.empty')}
                </Typography>
            )}
            {list.data && list.data.total > 0 && (
                <>
                    <Table size="small" aria-label={translate('xts.lots.title')}>
                        <TableHead>
                            <TableRow>
                                {['product', 'lot', 'count', 'activations', 'exp', 'last', 'status'].map(
                                    (key) => (
                                        <TableCell key={key}>{col(key)}</TableCell>
                                    ),
                                )}
                            </TableRow>
                        </TableHead>
                        <TableBody>
                            {list.data.items.map((row) => (
                                <TableRow key={row.id}>
                                    <TableCell>{formatText(row.productName)}</TableCell>
                                    <TableCell>
                                        <Link component={RouterLink} to={lotPath(row)}>
                                            {formatText(row.lot)}
                                        </Link>
                                    </TableCell>
                                    <TableCell>{formatNumber(row.count)}</TableCell>
                                    <TableCell>{formatNumber(row.activationCount)}</TableCell>
                                    <TableCell>{row.expDate ? formatDate(row.expDate) : '—'}</TableCell>
                                    <TableCell>{formatDateTime(row.lastActivatedAt)}</TableCell>
                                    <TableCell>
                                        <Chip
                                            size="small"
                                            color={row.recalled ? 'error' : 'default'}
                                            label={translate(
                                                `xts.lots.status.${row.recalled ? 'recalled' : 'active'}`,
                                            )}
                                        />
                                    </TableCell>
                                </TableRow>
                            ))}
                        </TableBody>
                    </Table>
                    {list.data.total > PER_PAGE && (
                        <Pagination
                            count={Math.ceil(list.data.total / PER_PAGE)}
                            page={page}
                            onChange={(_, next) => setParams({ ...(q ? { q } : {}), page: String(next) })}
                        />
                    )}
                </>
            )}
        </Stack>
    );
}
