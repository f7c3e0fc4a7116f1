import { lazy } from 'react';
import type { ResourceScreens } from '../index';

const screens = () => import('./StampTemplateScreens');

export default {
    list: lazy(() => screens().then((m) => ({ default: m.StampTemplateList }))),
    create: lazy(() => screens().then((m) => ({ default: m.StampTemplateCreate }))),
    edit: lazy(() => screens().then((m) => ({ default: m.StampTemplateEdit }))),
    show: lazy(() => screens().then((m) => ({ default: m.StampTemplateShow }))),
    recordRepresentation: 'name',
} satisfies ResourceScreens;
