import { lazy } from 'react';
import type { ResourceScreens } from '../index';

/** Activities of a diary: added and edited on their own pages, listed on the diary's detail page. */
export default {
    create: lazy(() => import('./ActivityCreate').then((m) => ({ default: m.ActivityCreate }))),
    edit: lazy(() => import('./ActivityEdit').then((m) => ({ default: m.ActivityEdit }))),
    recordRepresentation: 'kindName',
} satisfies ResourceScreens;
