import { Box, Divider, ListItemIcon, ListItemText, MenuItem, Typography } from '@mui/material';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import BusinessIcon from '@mui/icons-material/Business';
import LinkIcon from '@mui/icons-material/Link';
import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import MailIcon from '@mui/icons-material/Mail';
import SecurityIcon from '@mui/icons-material/Security';
import BugReportIcon from '@mui/icons-material/BugReport';
import { forwardRef } from 'react';
import {
    AppBar as RaAppBar,
    RefreshIconButton,
    UserMenu,
    useLogout,
    useTranslate,
    useUserMenu,
} from 'react-admin';
import LogoutIcon from '@mui/icons-material/PowerSettingsNew';
import { LocaleSwitcher } from './LocaleSwitcher';
import { Link } from 'react-router';
import { useSession } from '../providers/session';
import { BusinessAvatar } from '../kit/BusinessAvatar';
import { openModal, type LayoutModal } from './modals';
import { frameParts } from '../features/registry/frame';
import { askSignOut } from './signOut';

const LinkItem = forwardRef<HTMLAnchorElement, { to: string; icon: React.ReactNode; label: string }>(
    function LinkItem({ to, icon, label }, ref) {
        const { onClose } = useUserMenu() ?? {};
        return (
            <MenuItem ref={ref} component={Link} to={to} onClick={onClose}>
                <ListItemIcon>{icon}</ListItemIcon>
                <ListItemText>{label}</ListItemText>
            </MenuItem>
        );
    },
);

const ModalItem = forwardRef<HTMLLIElement, { modal: LayoutModal; icon: React.ReactNode; label: string }>(
    function ModalItem({ modal, icon, label }, ref) {
        const { onClose } = useUserMenu() ?? {};
        return (
            <MenuItem
                ref={ref}
                onClick={() => {
                    onClose?.();
                    openModal(modal);
                }}
            >
                <ListItemIcon>{icon}</ListItemIcon>
                <ListItemText>{label}</ListItemText>
            </MenuItem>
        );
    },
);

const LogoutItem = forwardRef<HTMLLIElement>(function LogoutItem(_props, ref) {
    const translate = useTranslate();
    const logout = useLogout();
    const { onClose } = useUserMenu() ?? {};
    return (
        <MenuItem
            ref={ref}
            onClick={() => {
                onClose?.();
                // Work not yet sent (the outbox's items made offline): the person is asked first.
                askSignOut(() => logout({}, '/home'));
            }}
        >
            <ListItemIcon>
                <LogoutIcon />
            </ListItemIcon>
            <ListItemText>{translate('xts.profile_menu.logout')}</ListItemText>
        </MenuItem>
    );
});

/** The profile dropdown of spec section 2. */
function ProfileMenu() {
    const translate = useTranslate();
    return (
        <UserMenu label="xts.profile_menu.open">
            <LinkItem
                to="/profile"
                icon={<AccountCircleIcon />}
                label={translate('xts.profile_menu.profile')}
            />
            <ModalItem modal="owned" icon={<BusinessIcon />} label={translate('xts.profile_menu.owned')} />
            <ModalItem modal="linked" icon={<LinkIcon />} label={translate('xts.profile_menu.linked')} />
            <LinkItem
                to="/biz/create"
                icon={<AddBusinessIcon />}
                label={translate('xts.profile_menu.register_business')}
            />
            <ModalItem
                modal="invitations"
                icon={<MailIcon />}
                label={translate('xts.profile_menu.invitations')}
            />
            <LinkItem
                to="/credential-setting"
                icon={<SecurityIcon />}
                label={translate('xts.profile_menu.security')}
            />
            <LinkItem
                to="/report-issue"
                icon={<BugReportIcon />}
                label={translate('xts.profile_menu.report')}
            />
            <Divider />
            <LogoutItem />
        </UserMenu>
    );
}

/** Header: the current business logo and name (fallback XTS), the outbox, the locale switch and the profile menu. */
export function AppBar() {
    const translate = useTranslate();
    const { current_biz } = useSession();
    const name = current_biz?.biz_name || translate('xts.app.short_title');
    return (
        <RaAppBar
            userMenu={<ProfileMenu />}
            color="primary"
            toolbar={
                <>
                    {frameParts.map(({ appBarButton: Button }, index) => Button && <Button key={index} />)}
                    <LocaleSwitcher />
                    <RefreshIconButton />
                </>
            }
        >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: 1, minWidth: 0 }}>
                <BusinessAvatar name={name} logo={current_biz?.biz_logo} size={30} />
                <Typography variant="h6" component="span" noWrap data-testid="header-business-name">
                    {name}
                </Typography>
            </Box>
        </RaAppBar>
    );
}
