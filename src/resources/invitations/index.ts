import { lazy } from 'react';
import type { ResourceScreens } from '../index';

export default {
    list: lazy(() => import('./InvitationList').then((m) => ({ default: m.InvitationList }))),
    show: lazy(() => import('./InvitationShow').then((m) => ({ default: m.InvitationShow }))),
    recordRepresentation: 'code',
} satisfies ResourceScreens;
