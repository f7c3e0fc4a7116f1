import { memo, type MouseEvent, type ReactElement } from 'react';
import { ListItemIcon, MenuItem, Tooltip, Typography, styled } from '@mui/material';
import { useNavigate } from 'react-router';
import { MenuItemLinkClasses } from 'react-admin';

/**
 * One entry of the sidebar. react-admin's Menu.Item reads the location itself (to know whether it
 * is the page shown), so every entry rendered again on every navigation, a list's paging and
 * sorting included. This one is told whether it is active by the menu, which reads the location
 * once: a navigation renders again only the entries whose state changes. It keeps Menu.Item's
 * classes (RaMenuItemLink-*) and looks, a real link (a new tab on Ctrl/middle click), the tooltip
 * of a closed sidebar, and closes a phone's sidebar once chosen. Pointed at or focused, it starts
 * downloading its page, so that a first visit finds the page's code there and shows it at once.
 */
export const MenuLink = memo(function MenuLink({
    to,
    text,
    icon,
    active,
    sidebarOpen,
    onChosen,
    onWarm,
}: {
    to: string;
    text: string;
    icon: ReactElement;
    active: boolean;
    sidebarOpen: boolean;
    onChosen?: () => void;
    /** The user is about to choose it (pointer over it, focus, press): its page may start downloading. */
    onWarm?: () => void;
}) {
    // A data router's navigate does not depend on the location: it does not render this again.
    const navigate = useNavigate();
    const follow = (event: MouseEvent<HTMLAnchorElement>) => {
        onChosen?.();
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        navigate(to);
    };
    const item = (
        <Item
            component="a"
            href={to}
            onClick={follow}
            onPointerEnter={onWarm}
            onPointerDown={onWarm}
            onFocus={onWarm}
            className={active ? `${classes.root} ${classes.active}` : classes.root}
            aria-current={active ? 'page' : undefined}
            // Tab goes through the entries one by one, as in react-admin.
            tabIndex={0}
        >
            <ListItemIcon className={classes.icon}>{icon}</ListItemIcon>
            <Typography variant="inherit" noWrap sx={{ flexGrow: 1 }}>
                {text}
            </Typography>
        </Item>
    );
    return sidebarOpen ? (
        item
    ) : (
        <Tooltip title={text} placement="right">
            {item}
        </Tooltip>
    );
});

/** react-admin's own class names for an entry, so that themes and tests that style them still apply. */
const classes = MenuItemLinkClasses;

const Item = styled(MenuItem)(({ theme }) => ({
    color: (theme.vars || theme).palette.text.secondary,
    [`& .${classes.icon}`]: {
        color: (theme.vars || theme).palette.text.secondary,
        minWidth: theme.spacing(5),
    },
    [`&.${classes.active}`]: { color: (theme.vars || theme).palette.text.primary },
})) as typeof MenuItem;
