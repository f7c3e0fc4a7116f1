import { lazy } from 'react';
import type { ResourceScreens } from '../index';

const screens = () => import('./ActivityScreens');

/** Activities of a diary: added and edited on their own pages, listed on the diary's detail page. */
export default {
    create: lazy(() => screens().then((m) => ({ default: m.ActivityCreate }))),
    edit: lazy(() => screens().then((m) => ({ default: m.ActivityEdit }))),
    recordRepresentation: 'kindName',
} satisfies ResourceScreens;
