/*
 * The route table's vocabulary, in a module that imports nothing: the features' declarations
 * (features/kit.ts) name guards, screens, menu sections and icons without importing the table
 * (./kit.ts), which reads the declarations.
 */

/** Who may open a page: anyone, only signed-out visitors, any signed-in user, or a user in a business. */
export type Guard = 'public' | 'anonymous' | 'token' | 'business';

export type ScreenVerb = 'list' | 'create' | 'edit' | 'show';

/** The sidebar's sections, in order (spec section 2); labels are `xts.menu.sections.<name>`. */
export const menuSections = ['overview', 'trace', 'manage'] as const;
export type MenuSection = (typeof menuSections)[number];

/** The icons the sidebar can show, by their @mui/icons-material name (shell/menuIcons.tsx draws each). */
export type MenuIconName =
    | 'Dashboard'
    | 'Inventory2'
    | 'MenuBook'
    | 'Style'
    | 'Print'
    | 'TaskAlt'
    | 'Storefront'
    | 'DeleteForever'
    | 'TravelExplore'
    | 'GppMaybe'
    | 'Category'
    | 'Apartment'
    | 'Handshake'
    | 'Store'
    | 'Grass'
    | 'Agriculture'
    | 'Map'
    | 'Group'
    | 'ForwardToInbox'
    | 'Diversity3'
    | 'Public'
    | 'ManageSearch';

/** How react-admin names one record (reference fields, delete confirmations): a field or a function. */
export type RecordRepresentation = string | ((record: any) => string);
