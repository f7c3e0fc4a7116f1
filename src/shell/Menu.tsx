import { useCallback } from 'react';
import { Box, ListSubheader, MenuList, useMediaQuery, type Theme } from '@mui/material';
import { useSidebarState, useTranslate } from 'react-admin';
import { matchPath, useLocation } from 'react-router';
import { can } from '../providers/access';
import { useSession, currentRole } from '../providers/session';
import { allRoutes, menuSections } from '../routes';
import { preloadPage } from '../routes/lazyPage';
import { menuIcons } from './menuIcons';
import { frameParts } from '../features/registry/frame';
import { MenuLink } from './MenuLink';

/** The menu's entries, from the route table: the routes that name a menu section, in table order. */
const entries = allRoutes.flatMap((route) =>
    route.menu && route.access
        ? [{ ...route, menu: route.menu, access: route.access, warm: () => preloadPage(route.page) }]
        : [],
);

/** Sidebar: the business switcher, then the sections the role may see (manage: owner only). */
export function Menu() {
    const translate = useTranslate();
    const session = useSession();
    const [open, setOpen] = useSidebarState();
    const role = currentRole(session);
    const { pathname } = useLocation();
    // On a phone the sidebar covers the page: it closes once an entry is chosen.
    const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
    const close = useCallback(() => setOpen(false), [setOpen]);
    return (
        <Box
            component="nav"
            aria-label={translate('xts.menu.main')}
            sx={{ width: open ? 240 : 55, transition: 'width 195ms', overflowX: 'hidden', pb: 2 }}
        >
            {frameParts.map(({ sidebarHead: Head }, index) => Head && <Head key={index} />)}
            {menuSections.map((section) => {
                const visible = entries.filter(
                    (entry) =>
                        entry.menu.section === section &&
                        can(role, entry.access.resource, entry.access.action),
                );
                if (visible.length === 0) return null;
                const labelId = `menu-section-${section}`;
                return (
                    <Box key={section} data-testid={labelId}>
                        {open && (
                            <ListSubheader
                                id={labelId}
                                component="div"
                                sx={{ lineHeight: '32px', mt: 1, bgcolor: 'transparent' }}
                            >
                                {translate(`xts.menu.sections.${section}`)}
                            </ListSubheader>
                        )}
                        <MenuList
                            dense={false}
                            aria-label={translate(`xts.menu.sections.${section}`)}
                            sx={{ py: 0 }}
                        >
                            {visible.map((entry) => (
                                <MenuLink
                                    key={entry.path}
                                    to={entry.path}
                                    text={translate(`xts.menu.items.${entry.access.resource}`)}
                                    icon={menuIcons[entry.menu.icon]}
                                    active={!!matchPath({ path: entry.path, end: false }, pathname)}
                                    sidebarOpen={open}
                                    onChosen={small ? close : undefined}
                                    onWarm={entry.warm}
                                />
                            ))}
                        </MenuList>
                    </Box>
                );
            })}
        </Box>
    );
}
