import { defineResource, lazyPage } from '../../routes/kit';

/** Members of the business and their roles. */
export default defineResource({
    name: 'biz-users',
    recordRepresentation: 'name',
    menu: { section: 'manage', icon: 'Group' },
    screens: {
        list: { path: '/biz-user', page: lazyPage(() => import('./BizUserList'), 'BizUserList') },
        edit: { path: '/biz-user/edit/:id', page: lazyPage(() => import('./BizUserEdit'), 'BizUserEdit') },
        show: { path: '/biz-user/detail/:id', page: lazyPage(() => import('./BizUserShow'), 'BizUserShow') },
    },
});
