import { defineResource, lazyPage } from '../../routes/kit';

const screens = () => import('./InvitationScreens');

/** Invitations sent to join the business (the spec spells the path `invitaion`). */
export default defineResource({
    name: 'invitations',
    recordRepresentation: 'code',
    menu: { section: 'manage', icon: 'ForwardToInbox' },
    screens: {
        list: { path: '/invitaion/list', page: lazyPage(screens, 'InvitationList') },
        show: { path: '/invitaion/detail/:id', page: lazyPage(screens, 'InvitationShow') },
    },
});
