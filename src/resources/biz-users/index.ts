import { lazy } from 'react';
import type { ResourceScreens } from '../index';

const screens = () => import('./BizUserScreens');

export default {
    list: lazy(() => screens().then((m) => ({ default: m.BizUserList }))),
    edit: lazy(() => screens().then((m) => ({ default: m.BizUserEdit }))),
    show: lazy(() => screens().then((m) => ({ default: m.BizUserShow }))),
    recordRepresentation: 'name',
} satisfies ResourceScreens;
