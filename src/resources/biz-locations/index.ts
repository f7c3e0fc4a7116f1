import { lazy } from 'react';
import type { ResourceScreens } from '../index';

export default {
    list: lazy(() => import('./LocationList').then((m) => ({ default: m.LocationList }))),
    create: lazy(() => import('./LocationCreate').then((m) => ({ default: m.LocationCreate }))),
    edit: lazy(() => import('./LocationEdit').then((m) => ({ default: m.LocationEdit }))),
    show: lazy(() => import('./LocationShow').then((m) => ({ default: m.LocationShow }))),
    recordRepresentation: 'name',
} satisfies ResourceScreens;
