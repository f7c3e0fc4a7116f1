import { lazy } from 'react';
import type { ResourceScreens } from '../index';

export default {
    list: lazy(() => import('./RetailList').then((m) => ({ default: m.RetailList }))),
    create: lazy(() => import('./RetailCreate').then((m) => ({ default: m.RetailCreate }))),
    show: lazy(() => import('./RetailShow').then((m) => ({ default: m.RetailShow }))),
    recordRepresentation: (record: { id: number }) => `#${record.id}`,
} satisfies ResourceScreens;
