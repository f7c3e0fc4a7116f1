import { lazy } from 'react';
import type { ResourceScreens } from '../index';

const screens = () => import('./ActivationScreens');

export default {
    list: lazy(() => screens().then((m) => ({ default: m.ActivationList }))),
    create: lazy(() => screens().then((m) => ({ default: m.ActivationCreate }))),
    show: lazy(() => screens().then((m) => ({ default: m.ActivationShow }))),
    recordRepresentation: (record: { id: number }) => `#${record.id}`,
} satisfies ResourceScreens;
