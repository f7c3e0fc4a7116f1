import { lazy } from 'react';
import type { ResourceScreens } from '../index';

const screens = () => import('./LocationScreens');

export default {
    list: lazy(() => screens().then((m) => ({ default: m.LocationList }))),
    create: lazy(() => screens().then((m) => ({ default: m.LocationCreate }))),
    edit: lazy(() => screens().then((m) => ({ default: m.LocationEdit }))),
    show: lazy(() => screens().then((m) => ({ default: m.LocationShow }))),
    recordRepresentation: 'name',
} satisfies ResourceScreens;
