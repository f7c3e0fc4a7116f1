import DashboardIcon from '@mui/icons-material/Dashboard';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import StyleIcon from '@mui/icons-material/Style';
import PrintIcon from '@mui/icons-material/Print';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import StorefrontIcon from '@mui/icons-material/Storefront';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import GppMaybeIcon from '@mui/icons-material/GppMaybe';
import CategoryIcon from '@mui/icons-material/Category';
import ApartmentIcon from '@mui/icons-material/Apartment';
import HandshakeIcon from '@mui/icons-material/Handshake';
import StoreIcon from '@mui/icons-material/Store';
import GrassIcon from '@mui/icons-material/Grass';
import AgricultureIcon from '@mui/icons-material/Agriculture';
import MapIcon from '@mui/icons-material/Map';
import GroupIcon from '@mui/icons-material/Group';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import Diversity3Icon from '@mui/icons-material/Diversity3';
import PublicIcon from '@mui/icons-material/Public';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import type { ReactElement } from 'react';
import type { MenuIconName } from '../routes/types';

/**
 * The icons the sidebar can show, by their @mui/icons-material name; a route's `menu.icon` names
 * one (src/routes/kit.ts). They load with the console shell, never with /login.
 */
export const menuIcons = {
    Dashboard: <DashboardIcon />,
    Inventory2: <Inventory2Icon />,
    MenuBook: <MenuBookIcon />,
    Style: <StyleIcon />,
    Print: <PrintIcon />,
    TaskAlt: <TaskAltIcon />,
    Storefront: <StorefrontIcon />,
    DeleteForever: <DeleteForeverIcon />,
    TravelExplore: <TravelExploreIcon />,
    GppMaybe: <GppMaybeIcon />,
    Category: <CategoryIcon />,
    Apartment: <ApartmentIcon />,
    Handshake: <HandshakeIcon />,
    Store: <StoreIcon />,
    Grass: <GrassIcon />,
    Agriculture: <AgricultureIcon />,
    Map: <MapIcon />,
    Group: <GroupIcon />,
    ForwardToInbox: <ForwardToInboxIcon />,
    Diversity3: <Diversity3Icon />,
    Public: <PublicIcon />,
    ManageSearch: <ManageSearchIcon />,
} satisfies Record<MenuIconName, ReactElement>;

export type { MenuIconName };
