import { lazy } from 'react';
import type { ResourceScreens } from '../index';

const screens = () => import('./RetailScreens');

export default {
    list: lazy(() => screens().then((m) => ({ default: m.RetailList }))),
    create: lazy(() => screens().then((m) => ({ default: m.RetailCreate }))),
    show: lazy(() => screens().then((m) => ({ default: m.RetailShow }))),
    recordRepresentation: (record: { id: number }) => `#${record.id}`,
} satisfies ResourceScreens;
