import type { ComponentType, ReactElement } from 'react';
import type { ScreenVerb } from '../routes';
import partners from './partners';
import shops from './shops';
import bizLocations from './biz-locations';
import bizUsers from './biz-users';
import invitations from './invitations';

/**
 * The screens of each resource: `resources/<name>/index.ts` default-exports this shape (components
 * loaded lazily) and is listed below. App.tsx mounts each screen at its path from routes.ts.
 */
export type ResourceScreens = Partial<Record<ScreenVerb, ComponentType>> & {
    icon?: ReactElement;
    recordRepresentation?: string | ((record: any) => string);
};

export const resourceScreens: Record<string, ResourceScreens> = {
    partners,
    shops,
    'biz-locations': bizLocations,
    'biz-users': bizUsers,
    invitations,
};
