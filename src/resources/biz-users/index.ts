import { defineResource, lazyPage } from '../../routes/kit';

const screens = () => import('./BizUserScreens');

/** Members of the business and their roles. */
export default defineResource({
    name: 'biz-users',
    recordRepresentation: 'name',
    menu: { section: 'manage', icon: 'Group' },
    screens: {
        list: { path: '/biz-user', page: lazyPage(screens, 'BizUserList') },
        edit: { path: '/biz-user/edit/:id', page: lazyPage(screens, 'BizUserEdit') },
        show: { path: '/biz-user/detail/:id', page: lazyPage(screens, 'BizUserShow') },
    },
});
