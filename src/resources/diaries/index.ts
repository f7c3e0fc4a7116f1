import { defineResource, lazyPage } from '../../routes/kit';

const screens = () => import('./DiaryScreens');

/** Production diaries: what was done, where and when, for a product. */
export default defineResource({
    name: 'diaries',
    recordRepresentation: 'name',
    menu: { section: 'trace', icon: 'MenuBook' },
    screens: {
        list: { path: '/diary/list', page: lazyPage(screens, 'DiaryList') },
        create: { path: '/diary/add', page: lazyPage(screens, 'DiaryCreate') },
        edit: { path: '/diary/update/:id', page: lazyPage(screens, 'DiaryEdit') },
        show: { path: '/diary/detail/:id', page: lazyPage(screens, 'DiaryShow') },
    },
});
