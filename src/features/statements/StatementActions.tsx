import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
    Alert,
    AlertTitle,
    Button,
    CircularProgress,
    Link,
    List,
    ListItem,
    Stack,
    TextField,
    Typography,
} from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import EditIcon from '@mui/icons-material/Edit';
import UndoIcon from '@mui/icons-material/Undo';
import AddIcon from '@mui/icons-material/Add';
import { useNotify, useTranslate } from 'react-admin';
import { can } from '../../providers/access';
import { currentRole, useSession } from '../../providers/session';
import { statusOf } from '../../providers/http';
import { ConfirmDialog } from '../../kit/dialogs';
import { formatDateTime } from '../../kit/format';
import { pathTo } from '../../routes/screenPaths';
import { AMEND_WINDOW_HOURS, type Statement } from '../../domain/statements';
import { amendable } from './statementRules';
import { gapsOf, retryAfterOf, submitStatement, withdrawStatement, writeErrorText } from './statementApi';
import { amendPathOf, createPathFor } from './statementPaths';

/** A failed write said in words; a pack that has gaps lists them, each plot linked to its page. */
function WriteProblem({ error }: { error: unknown }) {
    const translate = useTranslate();
    const gaps = gapsOf(error);
    return (
        <Alert severity="error" role="alert">
            {gaps.length > 0 && <AlertTitle>{translate('xts.statements.actions.gaps')}</AlertTitle>}
            {gaps.length > 0 ? (
                <List dense disablePadding>
                    {gaps.map((gap, index) => (
                        <ListItem
                            key={index}
                            disableGutters
                            sx={{ display: 'list-item', ml: 2, listStyle: 'disc' }}
                        >
                            {gap.plotCode
                                ? `${translate('xts.statements.rejection.plot', { code: gap.plotCode })}: `
                                : ''}
                            {translate(`xts.geo.missing.${gap.code}`, { _: gap.code })}{' '}
                            {gap.plotId != null && gap.plotCode && (
                                <Link component={RouterLink} to={pathTo('plots', 'show', { id: gap.plotId })}>
                                    {translate('xts.statements.rejection.open_plot', { code: gap.plotCode })}
                                </Link>
                            )}
                        </ListItem>
                    ))}
                </List>
            ) : (
                writeErrorText(error, translate)
            )}
        </Alert>
    );
}

/** Seconds left before the EU system takes another try (a 429's Retry-After), counting down. */
function useWait(until: number) {
    const [now, setNow] = useState(() => Date.now());
    useEffect(() => {
        if (until <= Date.now()) return;
        const timer = setInterval(() => {
            setNow(Date.now());
            if (Date.now() >= until) clearInterval(timer);
        }, 1000);
        return () => clearInterval(timer);
    }, [until]);
    return Math.max(0, Math.ceil((until - now) / 1000));
}

/**
 * What may be done with the statement, by role and state: the owner submits, amends within the
 * window (saying until when) and withdraws (confirmed, with a reason); a user edits a draft or a
 * rejected one; an observer reads. What is not offered says why.
 */
export function StatementActions({
    statement,
    onChanged,
}: {
    statement: Statement;
    onChanged: () => unknown;
}) {
    const translate = useTranslate();
    const notify = useNotify();
    const role = currentRole(useSession());
    const owner = can(role, 'statements', 'operate');
    const editor = can(role, 'statements', 'edit');
    const [busy, setBusy] = useState<'submit' | 'withdraw' | null>(null);
    const [error, setError] = useState<unknown>(null);
    const [confirm, setConfirm] = useState<'submit' | 'withdraw' | null>(null);
    const [reason, setReason] = useState('');
    const [waitUntil, setWaitUntil] = useState(0);
    const wait = useWait(waitUntil);
    const words = (key: string, options?: Record<string, unknown>) =>
        translate(`xts.statements.actions.${key}`, options);
    const reference = statement.internalReference;
    const { state } = statement;
    const canAmend = amendable(statement);
    const windowOpen = canAmend && state === 'available';

    const run = async (what: 'submit' | 'withdraw') => {
        setBusy(what);
        setError(null);
        try {
            if (what === 'submit') await submitStatement(statement.id);
            else await withdrawStatement(statement.id, reason.trim());
            notify(`xts.statements.actions.${what === 'submit' ? 'submitted' : 'withdrawn'}`, {
                type: 'success',
            });
            setConfirm(null);
            setReason('');
            await onChanged();
        } catch (failure) {
            setConfirm(null);
            setError(failure);
            if (statusOf(failure) === 429) setWaitUntil(Date.now() + (retryAfterOf(failure) ?? 0) * 1000);
        } finally {
            setBusy(null);
        }
    };

    if (!editor) return <Alert severity="info">{words('read_only')}</Alert>;
    const buttons = [];
    if (owner && (state === 'draft' || state === 'rejected'))
        buttons.push(
            <Button
                key="submit"
                variant="contained"
                startIcon={
                    busy === 'submit' ? (
                        <CircularProgress size={16} color="inherit" aria-hidden />
                    ) : (
                        <SendIcon />
                    )
                }
                disabled={!!busy || wait > 0}
                onClick={() => setConfirm('submit')}
            >
                {busy === 'submit'
                    ? words('submitting')
                    : wait > 0
                      ? words('submit_in', { seconds: wait })
                      : words('submit')}
            </Button>,
        );
    if (state === 'draft' || state === 'rejected')
        buttons.push(
            <Button
                key="edit"
                variant="outlined"
                startIcon={<EditIcon />}
                component={RouterLink}
                to={pathTo('statements', 'edit', { id: statement.id })}
            >
                {words('edit')}
            </Button>,
        );
    if (owner && canAmend)
        buttons.push(
            <Button
                key="amend"
                variant="outlined"
                startIcon={<EditIcon />}
                component={RouterLink}
                to={amendPathOf(statement.id)}
            >
                {words('amend')}
            </Button>,
        );
    if (owner && windowOpen)
        buttons.push(
            <Button
                key="withdraw"
                variant="outlined"
                color="error"
                startIcon={<UndoIcon />}
                disabled={!!busy}
                onClick={() => setConfirm('withdraw')}
            >
                {words('withdraw')}
            </Button>,
        );
    const closed = owner && state === 'available' && !canAmend;
    if (closed || state === 'withdrawn')
        buttons.push(
            <Button
                key="new"
                variant="outlined"
                startIcon={<AddIcon />}
                component={RouterLink}
                to={createPathFor(statement.lots)}
            >
                {words('new_statement')}
            </Button>,
        );
    return (
        <Stack spacing={1}>
            {buttons.length > 0 && (
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                    {buttons}
                </Stack>
            )}
            {owner && canAmend && statement.amendableUntil && (
                <Typography variant="body2">
                    {words('amend_until', { until: formatDateTime(statement.amendableUntil) })}
                </Typography>
            )}
            {closed && <Alert severity="info">{words('amend_closed', { hours: AMEND_WINDOW_HOURS })}</Alert>}
            {state === 'submitted' && <Alert severity="info">{words('waiting')}</Alert>}
            {!owner && ['draft', 'rejected', 'available'].includes(state) && (
                <Alert severity="info">{words('owner_only')}</Alert>
            )}
            {error != null && <WriteProblem error={error} />}
            <ConfirmDialog
                open={confirm === 'submit'}
                content={words('submit_confirm', { reference })}
                confirmLabel={translate('xts.statements.actions.submit')}
                loading={busy === 'submit'}
                onConfirm={() => void run('submit')}
                onClose={() => setConfirm(null)}
            />
            <ConfirmDialog
                open={confirm === 'withdraw'}
                title={words('withdraw_title', { reference })}
                destructive
                content={
                    <Stack spacing={2}>
                        <span>{words('withdraw_text')}</span>
                        <TextField
                            label={words('withdraw_reason')}
                            value={reason}
                            onChange={(event) => setReason(event.target.value)}
                            multiline
                            minRows={2}
                            required
                            slotProps={{ htmlInput: { maxLength: 500 } }}
                        />
                    </Stack>
                }
                confirmLabel={translate('xts.statements.actions.withdraw')}
                confirmDisabled={!reason.trim()}
                loading={busy === 'withdraw'}
                onConfirm={() => void run('withdraw')}
                onClose={() => setConfirm(null)}
            />
        </Stack>
    );
}
