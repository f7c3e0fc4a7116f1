import { lazy } from 'react';
import type { ResourceScreens } from '../index';

export default {
    list: lazy(() => import('./BizUserList').then((m) => ({ default: m.BizUserList }))),
    edit: lazy(() => import('./BizUserEdit').then((m) => ({ default: m.BizUserEdit }))),
    show: lazy(() => import('./BizUserShow').then((m) => ({ default: m.BizUserShow }))),
    recordRepresentation: 'name',
} satisfies ResourceScreens;
