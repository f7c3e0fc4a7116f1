import { lazy } from 'react';
import type { ResourceScreens } from '../index';

const screens = () => import('./PartnerScreens');

export default {
    list: lazy(() => screens().then((m) => ({ default: m.PartnerList }))),
    create: lazy(() => screens().then((m) => ({ default: m.PartnerCreate }))),
    edit: lazy(() => screens().then((m) => ({ default: m.PartnerEdit }))),
    show: lazy(() => screens().then((m) => ({ default: m.PartnerShow }))),
    recordRepresentation: 'name',
} satisfies ResourceScreens;
