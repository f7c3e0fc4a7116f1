import { lazy } from 'react';
import type { ResourceScreens } from '../index';

const screens = () => import('./ShopScreens');

export default {
    list: lazy(() => screens().then((m) => ({ default: m.ShopList }))),
    create: lazy(() => screens().then((m) => ({ default: m.ShopCreate }))),
    edit: lazy(() => screens().then((m) => ({ default: m.ShopEdit }))),
    show: lazy(() => screens().then((m) => ({ default: m.ShopShow }))),
    recordRepresentation: 'name',
} satisfies ResourceScreens;
