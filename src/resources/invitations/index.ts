import { defineResource, lazyPage } from '../../routes/kit';

/** Invitations sent to join the business (the spec spells the path `invitaion`). */
export default defineResource({
    name: 'invitations',
    recordRepresentation: 'code',
    menu: { section: 'manage', icon: 'ForwardToInbox' },
    screens: {
        list: { path: '/invitaion/list', page: lazyPage(() => import('./InvitationList'), 'InvitationList') },
        show: {
            path: '/invitaion/detail/:id',
            page: lazyPage(() => import('./InvitationShow'), 'InvitationShow'),
        },
    },
});
