import { useState } from 'react';
import {
    Chip,
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
import { useTranslate } from 'react-admin';
import { Role } from '../../providers/access';
import { switchBusiness, useSession } from '../../providers/session';
import { ErrorDialog } from '../common/dialogs';
import { BusinessAvatar } from './BusinessAvatar';
import { closeModal, useOpenModal } from './modals';

/**
 * The owned / linked business lists of the profile menu. Choosing one switches to it; a failure
 * here shows 'Đổi chủ thể không thành công' (spec section 4).
 */
export function BusinessListDialog() {
    const translate = useTranslate();
    const modal = useOpenModal();
    const { managed_bizs, current_biz } = useSession();
    const [failed, setFailed] = useState(false);
    const [switching, setSwitching] = useState<string | number | null>(null);
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

    return (
        <>
            <Dialog open={open} onClose={closeModal} aria-labelledby="xts-bizlist-title" maxWidth="xs" fullWidth>
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
                            {rows.map((biz) => (
                                <ListItemButton
                                    key={biz.id}
                                    onClick={() => choose(biz.id)}
                                    disabled={switching !== null}
                                    selected={String(biz.id) === String(current_biz?.biz_id)}
                                >
                                    <ListItemAvatar>
                                        <BusinessAvatar name={biz.name} logo={biz.logo} />
                                    </ListItemAvatar>
                                    <ListItemText primary={biz.name} secondary={translate(`xts.roles.${biz.role}`)} />
                                    {String(biz.id) === String(current_biz?.biz_id) && (
                                        <Chip size="small" color="primary" label={translate('xts.business.current')} />
                                    )}
                                </ListItemButton>
                            ))}
                        </List>
                    )}
                </DialogContent>
                <DialogActions>
                    <Button onClick={closeModal}>{translate('xts.dialog.close')}</Button>
                </DialogActions>
            </Dialog>
            <ErrorDialog open={failed} messages="xts.business.switch_failed" onClose={() => setFailed(false)} />
        </>
    );
}
