import { useEffect } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { usePageTitle } from '../../kit/pageTitle';
import { RetryAlert } from '../../kit/RetryAlert';
import { errorText } from '../../kit/errors';
import { pathTo } from '../../routes/screenPaths';
import type { Statement } from '../../domain/statements';
import { StateChip } from './StateChip';
import { History, Rejection, StatementFacts, StatementNumbers } from './StatementFacts';
import { DiffPanel, SnapshotPanel } from './SnapshotPanel';
import { StatementActions } from './StatementActions';

/** How often a submitted statement is read again until the EU system's answer is in. */
const WAIT_MS = 2_000;

/**
 * One statement: its state and what that means, the EU's numbers, what may be done with it, why it
 * was rejected (plot by plot), its facts, the pack as declared and what changed since, its history.
 */
export function StatementShow() {
    const translate = useTranslate();
    const { id } = useParams();
    const { hash } = useLocation();
    const query = useGetOne<Statement>(
        'statements',
        { id: Number(id) },
        {
            enabled: !!id,
            refetchInterval: (q) => (q.state.data?.state === 'submitted' ? WAIT_MS : false),
        },
    );
    const statement = query.data;
    usePageTitle(
        statement ? translate('xts.statements.heading', { reference: statement.internalReference }) : null,
    );
    const ready = !!statement;
    // The lot page's "see the differences" lands on them once the page is drawn.
    useEffect(() => {
        if (ready && hash === '#diff') document.getElementById('diff')?.scrollIntoView();
    }, [ready, hash]);
    if (query.isPending) return <CircularProgress aria-label={translate('ra.page.loading')} sx={{ m: 2 }} />;
    if (!statement)
        return (
            <RetryAlert
                onRetry={query.refetch}
                busy={query.isFetching}
                error={query.error}
                resource="statements"
            >
                {translate('xts.statements.errors.load_failed', {
                    message: errorText(query.error, translate),
                })}
            </RetryAlert>
        );
    return (
        <Stack spacing={2} sx={{ maxWidth: 1100, my: 2 }}>
            <Button component={RouterLink} to={pathTo('statements', 'list')} sx={{ alignSelf: 'flex-start' }}>
                {translate('xts.statements.back')}
            </Button>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="h5" component="h1">
                    {translate('xts.statements.heading', { reference: statement.internalReference })}
                </Typography>
                <StateChip state={statement.state} size="medium" />
                {statement.state === 'submitted' && (
                    <CircularProgress size={20} aria-label={translate('xts.statements.states.submitted')} />
                )}
            </Stack>
            <Alert
                role="status"
                severity={
                    statement.state === 'rejected'
                        ? 'error'
                        : statement.state === 'available'
                          ? 'success'
                          : 'info'
                }
            >
                {translate(`xts.statements.state_means.${statement.state}`)}
            </Alert>
            <StatementActions statement={statement} onChanged={query.refetch} />
            <Rejection statement={statement} />
            <StatementNumbers statement={statement} />
            <StatementFacts statement={statement} />
            <SnapshotPanel statement={statement} />
            <DiffPanel statement={statement} />
            <History statement={statement} />
        </Stack>
    );
}
