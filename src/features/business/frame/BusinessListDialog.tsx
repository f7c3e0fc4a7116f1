import { useState } from 'react';
import {
    Chip,
    IconButton,
    ListItem,
    Tooltip,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    List,
    ListItemAvatar,
    ListItemButton,
    ListItemText,
    Typography,
    Button,
} from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import LogoutIcon from '@mui/icons-material/Logout';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { Role } from '../../../providers/access';
import { call } from '../../../providers/http';
import { loadMe, switchBusiness, useSession } from '../../../providers/session';
import type { ManagedBiz } from '../../../types';
import { ConfirmDialog, ErrorDialog } from '../../../kit/dialogs';
import { useErrorDialog } from '../../../kit/useErrorDialog';
import { BusinessAvatar } from '../../../kit/BusinessAvatar';
import { closeModal, useOpenModal } from '../../../shell/modals';

/**
 * The owned / linked business lists of the profile menu. Choosing one switches to it; a failure
 * here shows 'Đổi chủ thể không thành công' (spec section 4). Each row can also be made the
 * business opened at sign-in (star), or left after confirmation.
 */
export function BusinessListDialog() {
    const translate = useTranslate();
    const modal = useOpenModal();
    const notify = useNotify();
    const navigate = useNavigate();
    const { me, managed_bizs, current_biz } = useSession();
    const { showError, errorDialog } = useErrorDialog();
    const [failed, setFailed] = useState(false);
    const [switching, setSwitching] = useState<string | number | null>(null);
    const [busy, setBusy] = useState(false);
    const [leaving, setLeaving] = useState<ManagedBiz | null>(null);
    const defaultId = me?.default_biz_id;
    const isCurrent = (id: string | number) => String(id) === String(current_biz?.biz_id);
    const owned = modal === 'owned';
    const open = modal === 'owned' || modal === 'linked';
    // Owned: role owner; linked: every other role (spec section 6).
    const rows = managed_bizs.filter((biz) => (owned ? biz.role === Role.owner : biz.role !== Role.owner));

    const choose = async (id: string | number) => {
        if (String(id) === String(current_biz?.biz_id)) {
            closeModal();
            return;
        }
        setSwitching(id);
        try {
            await switchBusiness(id);
        } catch {
            setSwitching(null);
            setFailed(true);
        }
    };

    const makeDefault = async (biz: ManagedBiz) => {
        setBusy(true);
        try {
            await call('setDefaultBusiness', { body: { bizId: biz.id } });
            await loadMe();
            notify('xts.account.membership.default_set', {
                type: 'success',
                messageArgs: { name: biz.name },
            });
        } catch (error) {
            showError(error);
        } finally {
            setBusy(false);
        }
    };

    // After leaving the current business: open another one, or land in the no-business area.
    const leave = async () => {
        if (!leaving) return;
        setBusy(true);
        try {
            await call('leaveBusiness', { params: { id: leaving.id } });
            const wasCurrent = isCurrent(leaving.id);
            const rest = managed_bizs.filter((b) => String(b.id) !== String(leaving.id));
            setLeaving(null);
            notify('xts.account.membership.left', { type: 'info', messageArgs: { name: leaving.name } });
            if (wasCurrent && rest.length) {
                const next = rest.find((b) => String(b.id) === String(defaultId)) ?? rest[0];
                await switchBusiness(next.id);
                return;
            }
            await loadMe();
            if (wasCurrent) {
                closeModal();
                navigate('/no-biz');
            }
        } catch (error) {
            setLeaving(null);
            showError(error);
        } finally {
            setBusy(false);
        }
    };

    return (
        <>
            <Dialog
                open={open}
                onClose={closeModal}
                aria-labelledby="xts-bizlist-title"
                maxWidth="xs"
                fullWidth
            >
                <DialogTitle id="xts-bizlist-title">
                    {translate(owned ? 'xts.business.owned_title' : 'xts.business.linked_title')}
                </DialogTitle>
                <DialogContent dividers>
                    {rows.length === 0 ? (
                        <Typography color="text.secondary">
                            {translate(owned ? 'xts.business.empty_owned' : 'xts.business.empty_linked')}
                        </Typography>
                    ) : (
                        <List>
                            {rows.map((biz) => {
                                const isDefault = String(biz.id) === String(defaultId);
                                return (
                                    <ListItem
                                        key={biz.id}
                                        disablePadding
                                        secondaryAction={
                                            <>
                                                <Tooltip
                                                    title={translate(
                                                        isDefault
                                                            ? 'xts.account.membership.is_default'
                                                            : 'xts.account.membership.set_default',
                                                    )}
                                                >
                                                    <span>
                                                        <IconButton
                                                            aria-label={translate(
                                                                'xts.account.membership.set_default_of',
                                                                { name: biz.name },
                                                            )}
                                                            aria-pressed={isDefault}
                                                            disabled={busy || isDefault}
                                                            onClick={() => makeDefault(biz)}
                                                        >
                                                            {isDefault ? (
                                                                <StarIcon color="warning" />
                                                            ) : (
                                                                <StarBorderIcon />
                                                            )}
                                                        </IconButton>
                                                    </span>
                                                </Tooltip>
                                                <Tooltip title={translate('xts.account.membership.leave')}>
                                                    <span>
                                                        <IconButton
                                                            edge="end"
                                                            aria-label={translate(
                                                                'xts.account.membership.leave_of',
                                                                { name: biz.name },
                                                            )}
                                                            disabled={busy}
                                                            onClick={() => setLeaving(biz)}
                                                        >
                                                            <LogoutIcon />
                                                        </IconButton>
                                                    </span>
                                                </Tooltip>
                                            </>
                                        }
                                        sx={{ '& .MuiListItemButton-root': { pr: 12 } }}
                                    >
                                        <ListItemButton
                                            onClick={() => choose(biz.id)}
                                            disabled={switching !== null}
                                            selected={isCurrent(biz.id)}
                                        >
                                            <ListItemAvatar>
                                                <BusinessAvatar name={biz.name} logo={biz.logo} />
                                            </ListItemAvatar>
                                            <ListItemText
                                                primary={biz.name}
                                                secondary={translate(`xts.roles.${biz.role}`)}
                                            />
                                            {isDefault && (
                                                <Chip
                                                    size="small"
                                                    variant="outlined"
                                                    label={translate('xts.account.membership.default')}
                                                    sx={{ mr: 1 }}
                                                />
                                            )}
                                            {isCurrent(biz.id) && (
                                                <Chip
                                                    size="small"
                                                    color="primary"
                                                    label={translate('xts.business.current')}
                                                />
                                            )}
                                        </ListItemButton>
                                    </ListItem>
                                );
                            })}
                        </List>
                    )}
                </DialogContent>
                <DialogActions>
                    <Button onClick={closeModal}>{translate('xts.dialog.close')}</Button>
                </DialogActions>
            </Dialog>
            <ErrorDialog
                open={failed}
                messages="xts.business.switch_failed"
                onClose={() => setFailed(false)}
            />
            <ConfirmDialog
                open={!!leaving}
                destructive
                loading={busy}
                content={
                    leaving
                        ? translate(
                              isCurrent(leaving.id)
                                  ? 'xts.account.membership.confirm_leave_current'
                                  : 'xts.account.membership.confirm_leave',
                              { name: leaving.name },
                          )
                        : ''
                }
                confirmLabel={translate('xts.account.membership.leave')}
                onConfirm={leave}
                onClose={() => setLeaving(null)}
            />
            {errorDialog}
        </>
    );
}
