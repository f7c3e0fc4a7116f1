import { lazy } from 'react';
import type { FrameParts } from '../kit';
import { BusinessSwitcher } from './frame/BusinessSwitcher';
import { InvitationBanner } from './frame/InvitationBanner';

/** What the frame shows of the business on every page: its switcher, the invitations waiting, its dialogs. */
export const frame: FrameParts = {
    sidebarHead: BusinessSwitcher,
    banner: InvitationBanner,
    // The profile menu's dialogs load the first time one is opened: most visits never open them.
    dialogs: [
        {
            opensOn: ['invitations'],
            Dialog: lazy(() =>
                import('./frame/InvitationsDialog').then((module) => ({ default: module.InvitationsDialog })),
            ),
        },
        {
            opensOn: ['owned', 'linked'],
            Dialog: lazy(() =>
                import('./frame/BusinessListDialog').then((module) => ({
                    default: module.BusinessListDialog,
                })),
            ),
        },
    ],
};
