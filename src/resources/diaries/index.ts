import { lazy } from 'react';
import type { ResourceScreens } from '../index';

const screens = () => import('./DiaryScreens');

export default {
    list: lazy(() => screens().then((m) => ({ default: m.DiaryList }))),
    create: lazy(() => screens().then((m) => ({ default: m.DiaryCreate }))),
    edit: lazy(() => screens().then((m) => ({ default: m.DiaryEdit }))),
    show: lazy(() => screens().then((m) => ({ default: m.DiaryShow }))),
    recordRepresentation: 'name',
} satisfies ResourceScreens;
