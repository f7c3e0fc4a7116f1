import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import {
    Alert,
    Button,
    Checkbox,
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
import InventoryIcon from '@mui/icons-material/Inventory';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { visuallyHidden } from '@mui/utils';
import { call } from '../../providers/http';
import { errorText } from '../common/dialogs';
import { formatDate, formatDateTime, formatNumber } from '../common/format';
import { usePageTitle } from '../layout/PageMeta';
import { formatText } from '../../domain/text';
import { isUnsupported, lotPath, type LotKey } from './lotApi';
import { packPath } from './packPath';

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
    // Lots ticked for a shipment's EUDR pack (kept across pages and searches).
    const [ticked, setTicked] = useState<Map<string, LotKey>>(new Map());
    const toggle = (row: LotRow) =>
        setTicked((current) => {
            const next = new Map(current);
            if (next.has(row.id)) next.delete(row.id);
            else next.set(row.id, { productId: row.productId, lot: row.lot });
            return next;
        });
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
            {ticked.size > 0 && (
                <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <Button
                        variant="contained"
                        startIcon={<InventoryIcon />}
                        component={RouterLink}
                        to={packPath([...ticked.values()])}
                    >
                        {translate('xts.pack.shipment_button', { smart_count: ticked.size })}
                    </Button>
                    <Button onClick={() => setTicked(new Map())}>{translate('xts.pack.untick')}</Button>
                </Stack>
            )}
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
                                <TableCell padding="checkbox">
                                    <Typography component="span" sx={visuallyHidden}>
                                        {translate('xts.pack.tick_column')}
                                    </Typography>
                                </TableCell>
                                {['product', 'lot', 'count', 'activations', 'exp', 'last', 'status'].map(
                                    (key) => (
                                        <TableCell key={key}>{col(key)}</TableCell>
                                    ),
                                )}
                            </TableRow>
                        </TableHead>
                        <TableBody>
                            {list.data.items.map((row) => (
                                <TableRow key={row.id} selected={ticked.has(row.id)}>
                                    <TableCell padding="checkbox">
                                        <Checkbox
                                            checked={ticked.has(row.id)}
                                            onChange={() => toggle(row)}
                                            slotProps={{
                                                input: {
                                                    'aria-label': translate('xts.pack.tick', {
                                                        lot: row.lot,
                                                    }),
                                                },
                                            }}
                                        />
                                    </TableCell>
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
