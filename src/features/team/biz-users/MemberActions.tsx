import { useState } from 'react';
import { Box, Button, FormControl, InputLabel, MenuItem, Select, Stack } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { useNotify, useRecordContext, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { call } from '../../../providers/http';
import { useSession } from '../../../providers/session';
import { ConfirmDialog } from '../../../kit/dialogs';
import { useErrorDialog } from '../../../kit/useErrorDialog';
import { ROLES } from './roles';

type Pending = { kind: 'lock' | 'unlock' } | { kind: 'role'; role: number } | null;

/**
 * Lock, unlock and role change, each confirmed first. Not offered on yourself; the mock also
 * refuses to lock or demote the last owner.
 */
export function MemberActions() {
    const record = useRecordContext<RaRecord>();
    const translate = useTranslate();
    const notify = useNotify();
    const refresh = useRefresh();
    const { me } = useSession();
    const { showError, errorDialog } = useErrorDialog();
    const [pending, setPending] = useState<Pending>(null);
    const [role, setRole] = useState<number | ''>('');
    const [busy, setBusy] = useState(false);
    if (!record) return null;
    const self = String(record.id) === String(me?.id);

    const run = async () => {
        if (!pending) return;
        setBusy(true);
        try {
            if (pending.kind === 'role') {
                await call('bizUserChangeRole', { body: { userId: record.id, role: pending.role } });
                notify('resources.biz-users.role_done', { type: 'success' });
            } else {
                await call(pending.kind === 'lock' ? 'bizUserLock' : 'bizUserUnlock', {
                    params: { id: record.id },
                });
                notify(
                    pending.kind === 'lock'
                        ? 'resources.biz-users.locked_done'
                        : 'resources.biz-users.unlocked_done',
                    {
                        type: 'success',
                    },
                );
            }
            setPending(null);
            setRole('');
            refresh();
        } catch (error) {
            setPending(null);
            showError(error);
        } finally {
            setBusy(false);
        }
    };

    const content =
        pending?.kind === 'role'
            ? translate('resources.biz-users.confirm_role', {
                  name: record.name,
                  role: translate(`xts.roles.${pending.role}`),
              })
            : pending
              ? translate(`resources.biz-users.confirm_${pending.kind}`, { name: record.name })
              : '';

    if (self) {
        return (
            <Box sx={{ color: 'text.secondary', px: 2, py: 1 }}>
                {translate('resources.biz-users.self_hint')}
            </Box>
        );
    }
    return (
        <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ px: 2, py: 1, alignItems: { sm: 'center' } }}
        >
            {record.status === 'locked' ? (
                <Button
                    variant="outlined"
                    startIcon={<LockOpenIcon />}
                    onClick={() => setPending({ kind: 'unlock' })}
                >
                    {translate('resources.biz-users.unlock')}
                </Button>
            ) : (
                <Button
                    variant="outlined"
                    color="error"
                    startIcon={<LockIcon />}
                    onClick={() => setPending({ kind: 'lock' })}
                >
                    {translate('resources.biz-users.lock')}
                </Button>
            )}
            <FormControl size="small" sx={{ width: { xs: '100%', sm: 240 } }}>
                <InputLabel id="new-role">{translate('resources.biz-users.new_role')}</InputLabel>
                <Select
                    labelId="new-role"
                    label={translate('resources.biz-users.new_role')}
                    value={role}
                    onChange={(e) => setRole(Number(e.target.value))}
                >
                    {ROLES.filter((r) => r !== record.role).map((r) => (
                        <MenuItem key={r} value={r}>
                            {translate(`xts.roles.${r}`)}
                        </MenuItem>
                    ))}
                </Select>
            </FormControl>
            <Button
                variant="contained"
                startIcon={<ManageAccountsIcon />}
                disabled={role === ''}
                onClick={() => role !== '' && setPending({ kind: 'role', role })}
            >
                {translate('resources.biz-users.change_role')}
            </Button>
            <ConfirmDialog
                open={!!pending}
                loading={busy}
                destructive={pending?.kind === 'lock'}
                content={content}
                confirmLabel={translate(
                    pending?.kind === 'role'
                        ? 'resources.biz-users.change_role'
                        : `resources.biz-users.${pending?.kind ?? 'lock'}`,
                )}
                onConfirm={run}
                onClose={() => setPending(null)}
            />
            {errorDialog}
        </Stack>
    );
}
