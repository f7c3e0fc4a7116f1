import { lazy } from 'react';
import type { ResourceScreens } from '../index';

export default {
    list: lazy(() => import('./PartnerList').then((m) => ({ default: m.PartnerList }))),
    create: lazy(() => import('./PartnerCreate').then((m) => ({ default: m.PartnerCreate }))),
    edit: lazy(() => import('./PartnerEdit').then((m) => ({ default: m.PartnerEdit }))),
    show: lazy(() => import('./PartnerShow').then((m) => ({ default: m.PartnerShow }))),
    recordRepresentation: 'name',
} satisfies ResourceScreens;
