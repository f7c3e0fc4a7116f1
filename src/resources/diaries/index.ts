import { lazy } from 'react';
import type { ResourceScreens } from '../index';

export default {
    list: lazy(() => import('./DiaryList').then((m) => ({ default: m.DiaryList }))),
    create: lazy(() => import('./DiaryCreate').then((m) => ({ default: m.DiaryCreate }))),
    edit: lazy(() => import('./DiaryEdit').then((m) => ({ default: m.DiaryEdit }))),
    show: lazy(() => import('./DiaryShow').then((m) => ({ default: m.DiaryShow }))),
    recordRepresentation: 'name',
} satisfies ResourceScreens;
