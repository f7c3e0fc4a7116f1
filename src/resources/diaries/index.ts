import { defineResource, lazyPage } from '../../routes/kit';

/** Production diaries: what was done, where and when, for a product. */
export default defineResource({
    name: 'diaries',
    recordRepresentation: 'name',
    menu: { section: 'trace', icon: 'MenuBook' },
    screens: {
        list: { path: '/diary/list', page: lazyPage(() => import('./DiaryList'), 'DiaryList') },
        create: { path: '/diary/add', page: lazyPage(() => import('./DiaryCreate'), 'DiaryCreate') },
        edit: { path: '/diary/update/:id', page: lazyPage(() => import('./DiaryEdit'), 'DiaryEdit') },
        show: { path: '/diary/detail/:id', page: lazyPage(() => import('./DiaryShow'), 'DiaryShow') },
    },
});
