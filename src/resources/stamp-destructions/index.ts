import { lazy } from 'react';
import type { ResourceScreens } from '../index';

export default {
    list: lazy(() => import('./DestructionList').then((m) => ({ default: m.DestructionList }))),
    create: lazy(() => import('./DestructionCreate').then((m) => ({ default: m.DestructionCreate }))),
    show: lazy(() => import('./DestructionShow').then((m) => ({ default: m.DestructionShow }))),
    recordRepresentation: (record: { id: number }) => `#${record.id}`,
} satisfies ResourceScreens;
