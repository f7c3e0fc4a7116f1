import { lazy } from 'react';
import type { ResourceScreens } from '../index';

const screens = () => import('./DestructionScreens');

export default {
    list: lazy(() => screens().then((m) => ({ default: m.DestructionList }))),
    create: lazy(() => screens().then((m) => ({ default: m.DestructionCreate }))),
    show: lazy(() => screens().then((m) => ({ default: m.DestructionShow }))),
    recordRepresentation: (record: { id: number }) => `#${record.id}`,
} satisfies ResourceScreens;
