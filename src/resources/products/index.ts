import { lazy } from 'react';
import type { ResourceScreens } from '../index';

const screens = () => import('./ProductScreens');

export default {
    list: lazy(() => screens().then((m) => ({ default: m.ProductList }))),
    create: lazy(() => screens().then((m) => ({ default: m.ProductCreate }))),
    edit: lazy(() => screens().then((m) => ({ default: m.ProductEdit }))),
    show: lazy(() => screens().then((m) => ({ default: m.ProductShow }))),
    recordRepresentation: 'name',
} satisfies ResourceScreens;
