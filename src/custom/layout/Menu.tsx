import type { ReactElement } from 'react';
import { Box, ListSubheader, MenuList } from '@mui/material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import StyleIcon from '@mui/icons-material/Style';
import PrintIcon from '@mui/icons-material/Print';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import StorefrontIcon from '@mui/icons-material/Storefront';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import CategoryIcon from '@mui/icons-material/Category';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import ApartmentIcon from '@mui/icons-material/Apartment';
import HandshakeIcon from '@mui/icons-material/Handshake';
import StoreIcon from '@mui/icons-material/Store';
import GrassIcon from '@mui/icons-material/Grass';
import GroupIcon from '@mui/icons-material/Group';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import { Menu as RaMenu, useSidebarState, useTranslate } from 'react-admin';
import { can, sections } from '../../providers/access';
import { useSession, currentRole } from '../../providers/session';
import { resourcePaths } from '../../routes';
import { BusinessSwitcher } from './BusinessSwitcher';

type SectionKey = keyof typeof sections;
type ItemKey = (typeof sections)[SectionKey][number];

/** Where each menu entry leads, and its icon. Labels are `xts.menu.items.<key>`. */
const items: Record<ItemKey, { to: string; icon: ReactElement }> = {
    dashboard: { to: '/dashboard', icon: <DashboardIcon /> },
    products: { to: resourcePaths.products.list, icon: <Inventory2Icon /> },
    diaries: { to: resourcePaths.diaries.list, icon: <MenuBookIcon /> },
    'stamp-templates': { to: resourcePaths['stamp-templates'].list, icon: <StyleIcon /> },
    'stamp-generations': { to: resourcePaths['stamp-generations'].list, icon: <PrintIcon /> },
    'stamp-activations': { to: resourcePaths['stamp-activations'].list, icon: <TaskAltIcon /> },
    'stamp-retails': { to: resourcePaths['stamp-retails'].list, icon: <StorefrontIcon /> },
    'stamp-destructions': { to: resourcePaths['stamp-destructions'].list, icon: <DeleteForeverIcon /> },
    'stamp-lots': { to: '/stamp-lot/list', icon: <CategoryIcon /> },
    trace: { to: '/trace', icon: <TravelExploreIcon /> },
    business: { to: '/biz', icon: <ApartmentIcon /> },
    partners: { to: resourcePaths.partners.list, icon: <HandshakeIcon /> },
    shops: { to: resourcePaths.shops.list, icon: <StoreIcon /> },
    'biz-locations': { to: resourcePaths['biz-locations'].list, icon: <GrassIcon /> },
    'biz-users': { to: resourcePaths['biz-users'].list, icon: <GroupIcon /> },
    invitations: { to: resourcePaths.invitations.list, icon: <ForwardToInboxIcon /> },
};

/** Sidebar: the business switcher, then the sections the role may see (manage: owner only). */
export function Menu() {
    const translate = useTranslate();
    const session = useSession();
    const [open] = useSidebarState();
    const role = currentRole(session);
    return (
        <Box
            component="nav"
            aria-label={translate('xts.menu.main')}
            sx={{ width: open ? 240 : 55, transition: 'width 195ms', overflowX: 'hidden', pb: 2 }}
        >
            <BusinessSwitcher />
            {(Object.keys(sections) as SectionKey[]).map((section) => {
                const visible = sections[section].filter((key) => can(role, key, key === 'business' ? 'show' : 'list'));
                if (visible.length === 0) return null;
                const labelId = `menu-section-${section}`;
                return (
                    <Box key={section} data-testid={labelId}>
                        {open && (
                            <ListSubheader id={labelId} component="div" sx={{ lineHeight: '32px', mt: 1, bgcolor: 'transparent' }}>
                                {translate(`xts.menu.sections.${section}`)}
                            </ListSubheader>
                        )}
                        <MenuList dense={false} aria-label={translate(`xts.menu.sections.${section}`)} sx={{ py: 0 }}>
                            {visible.map((key) => (
                                <RaMenu.Item
                                    key={key}
                                    to={items[key].to}
                                    primaryText={translate(`xts.menu.items.${key}`)}
                                    leftIcon={items[key].icon}
                                />
                            ))}
                        </MenuList>
                    </Box>
                );
            })}
        </Box>
    );
}
