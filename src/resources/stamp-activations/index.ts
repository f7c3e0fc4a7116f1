import { lazy } from 'react';
import type { ResourceScreens } from '../index';

export default {
    list: lazy(() => import('./ActivationList').then((m) => ({ default: m.ActivationList }))),
    create: lazy(() => import('./ActivationCreate').then((m) => ({ default: m.ActivationCreate }))),
    show: lazy(() => import('./ActivationShow').then((m) => ({ default: m.ActivationShow }))),
    recordRepresentation: (record: { id: number }) => `#${record.id}`,
} satisfies ResourceScreens;
