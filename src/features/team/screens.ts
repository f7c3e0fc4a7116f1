import { featureScreens, lazyPage } from '../../routes/kit';
import team from './feature';

/** The team's pages, each loaded on first use. */
export default [
    featureScreens(team, 'biz-users', {
        list: lazyPage(() => import('./biz-users/BizUserList'), 'BizUserList'),
        edit: lazyPage(() => import('./biz-users/BizUserEdit'), 'BizUserEdit'),
        show: lazyPage(() => import('./biz-users/BizUserShow'), 'BizUserShow'),
    }),
    featureScreens(team, 'invitations', {
        list: lazyPage(() => import('./invitations/InvitationList'), 'InvitationList'),
        show: lazyPage(() => import('./invitations/InvitationShow'), 'InvitationShow'),
    }),
];
