import { lazy } from 'react';
import type { ResourceScreens } from '../index';

const screens = () => import('./GenerationScreens');

export default {
    list: lazy(() => screens().then((m) => ({ default: m.GenerationList }))),
    create: lazy(() => screens().then((m) => ({ default: m.GenerationCreate }))),
    show: lazy(() => screens().then((m) => ({ default: m.GenerationShow }))),
    recordRepresentation: (record: { id: number }) => `#${record.id}`,
} satisfies ResourceScreens;
