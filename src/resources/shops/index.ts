import { lazy } from 'react';
import type { ResourceScreens } from '../index';

export default {
    list: lazy(() => import('./ShopList').then((m) => ({ default: m.ShopList }))),
    create: lazy(() => import('./ShopCreate').then((m) => ({ default: m.ShopCreate }))),
    edit: lazy(() => import('./ShopEdit').then((m) => ({ default: m.ShopEdit }))),
    show: lazy(() => import('./ShopShow').then((m) => ({ default: m.ShopShow }))),
    recordRepresentation: 'name',
} satisfies ResourceScreens;
