import { Link as RouterLink } from 'react-router';
import { Alert, Box, Button, CircularProgress, Link, Paper, Stack, Typography } from '@mui/material';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { can } from '../../providers/access';
import { currentRole, useSession } from '../../providers/session';
import { errorText } from '../../kit/errors';
import { formatDateTime } from '../../kit/format';
import { RetryAlert } from '../../kit/RetryAlert';
import { pathTo } from '../../routes/screenPaths';
import { serverLacksCall } from '../../providers/serverLacks';
import type { Statement } from '../../domain/statements';
import type { LotKey } from '../lots/lotApi';
import { fetchDiff, fetchLotStatements } from './statementApi';
import { amendPathOf, createPathFor, diffPathOf } from './statementPaths';
import { StateChip } from './StateChip';
import { amendable } from './statementRules';

/** The states whose declared pack is in force (the EU holds it, or it was filed elsewhere). */
const DECLARED = new Set(['submitted', 'available', 'rejected', 'recorded']);

/**
 * A declared pack that no longer matches the lot's plots: said, with the differences one link away,
 * and the two ways out: amend the statement (while the EU allows) or prepare a new one.
 */
function ChangedNotice({ statement, lot, owner }: { statement: Statement; lot: LotKey; owner: boolean }) {
    const translate = useTranslate();
    const diff = useQuery({
        queryKey: ['statement-diff', statement.id, statement.updatedAt],
        retry: false,
        queryFn: ({ signal }) => fetchDiff(statement.id, signal),
    });
    const data = diff.data;
    const count = data ? data.plots.length + data.added.length + data.removed.length : 0;
    if (!count) return null;
    return (
        <Alert
            severity="warning"
            data-testid="declared-changed"
            action={
                <Button color="inherit" component={RouterLink} to={diffPathOf(statement.id)}>
                    {translate('xts.statements.on_lot.see_diff')}
                </Button>
            }
        >
            {translate('xts.statements.on_lot.changed', {
                reference: statement.internalReference,
                smart_count: count,
            })}
            {owner && (
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
                    {amendable(statement) && (
                        <Button
                            size="small"
                            variant="outlined"
                            component={RouterLink}
                            to={amendPathOf(statement.id)}
                        >
                            {translate('xts.statements.on_lot.offer_amend', {
                                until: formatDateTime(statement.amendableUntil),
                            })}
                        </Button>
                    )}
                    <Button size="small" variant="outlined" component={RouterLink} to={createPathFor([lot])}>
                        {translate('xts.statements.on_lot.offer_new')}
                    </Button>
                </Stack>
            )}
        </Alert>
    );
}

/** "Tờ khai EUDR của lô" on a lot's page: its statements, their states, and what changed since declared. */
export default function LotStatements({ lot }: { lot: LotKey }) {
    const translate = useTranslate();
    const role = currentRole(useSession());
    const canCreate = can(role, 'statements', 'create');
    const owner = can(role, 'statements', 'operate');
    const list = useQuery({
        queryKey: ['lot-statements', String(lot.productId), lot.lot],
        retry: false,
        queryFn: ({ signal }) => fetchLotStatements(lot, signal),
    });
    const title = translate('xts.statements.on_lot.title');
    // A server without statements: the lot page stays as it was.
    if (list.isError && serverLacksCall(list.error)) return null;
    return (
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={title}>
            <Stack spacing={1}>
                <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography variant="h6" component="h2">
                        {title}
                    </Typography>
                    <Box sx={{ flexGrow: 1 }} />
                    {canCreate && (
                        <Button
                            variant="outlined"
                            startIcon={<NoteAddIcon />}
                            component={RouterLink}
                            to={createPathFor([lot])}
                        >
                            {translate('xts.statements.on_lot.create')}
                        </Button>
                    )}
                </Stack>
                {list.isPending && <CircularProgress aria-label={translate('ra.page.loading')} />}
                {list.isError && (
                    <RetryAlert
                        onRetry={list.refetch}
                        busy={list.isFetching}
                        error={list.error}
                        resource="statements"
                    >
                        {translate('xts.statements.on_lot.load_failed', {
                            message: errorText(list.error, translate),
                        })}
                    </RetryAlert>
                )}
                {list.data && !list.data.length && (
                    <Typography color="text.secondary">{translate('xts.statements.on_lot.none')}</Typography>
                )}
                {list.data?.map((statement) => (
                    <Stack key={statement.id} spacing={1}>
                        <Stack
                            direction="row"
                            spacing={1}
                            useFlexGap
                            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                        >
                            <Link
                                component={RouterLink}
                                to={pathTo('statements', 'show', { id: statement.id })}
                            >
                                {translate('xts.statements.open', { reference: statement.internalReference })}
                            </Link>
                            <StateChip state={statement.state} />
                            {statement.referenceNumber && (
                                <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
                                    {statement.referenceNumber}
                                </Typography>
                            )}
                        </Stack>
                        {statement.snapshot && DECLARED.has(statement.state) && (
                            <ChangedNotice statement={statement} lot={lot} owner={owner} />
                        )}
                    </Stack>
                ))}
            </Stack>
        </Paper>
    );
}
