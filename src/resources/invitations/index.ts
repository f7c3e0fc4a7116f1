import { lazy } from 'react';
import type { ResourceScreens } from '../index';

const screens = () => import('./InvitationScreens');

export default {
    list: lazy(() => screens().then((m) => ({ default: m.InvitationList }))),
    show: lazy(() => screens().then((m) => ({ default: m.InvitationShow }))),
    recordRepresentation: 'code',
} satisfies ResourceScreens;
