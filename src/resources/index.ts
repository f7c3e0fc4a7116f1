import type { ComponentType, ReactElement } from 'react';
import type { ScreenVerb } from '../routes';
import partners from './partners';
import shops from './shops';
import bizLocations from './biz-locations';
import bizUsers from './biz-users';
import invitations from './invitations';
import products from './products';
import stampTemplates from './stamp-templates';
import diaries from './diaries';
import diaryActivities from './diaries/activities';
import stampGenerations from './stamp-generations';
import stampActivations from './stamp-activations';
import stampRetails from './stamp-retails';
import stampDestructions from './stamp-destructions';
import suspiciousStamps from './suspicious-stamps';

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
    products,
    'stamp-templates': stampTemplates,
    diaries,
    'diary-activities': diaryActivities,
    'stamp-generations': stampGenerations,
    'stamp-activations': stampActivations,
    'stamp-retails': stampRetails,
    'stamp-destructions': stampDestructions,
    'suspicious-stamps': suspiciousStamps,
};
