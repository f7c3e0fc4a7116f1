import { lazy } from 'react';
import type { ResourceScreens } from '../index';

export default {
    list: lazy(() => import('./ProductList').then((m) => ({ default: m.ProductList }))),
    create: lazy(() => import('./ProductCreate').then((m) => ({ default: m.ProductCreate }))),
    edit: lazy(() => import('./ProductEdit').then((m) => ({ default: m.ProductEdit }))),
    show: lazy(() => import('./ProductShow').then((m) => ({ default: m.ProductShow }))),
    recordRepresentation: 'name',
} satisfies ResourceScreens;
