import { defineResource, lazyPage } from '../../routes/kit';

const screens = () => import('./DestructionScreens');

/** Stamp destructions: stamps taken out of use for good. */
export default defineResource({
    name: 'stamp-destructions',
    recordRepresentation: (record: { id: number }) => `#${record.id}`,
    menu: { section: 'trace', icon: 'DeleteForever' },
    screens: {
        list: { path: '/stamp-destroy/list', page: lazyPage(screens, 'DestructionList') },
        create: { path: '/stamp-destroy/add', page: lazyPage(screens, 'DestructionCreate') },
        show: { path: '/stamp-destroy/detail/:id', page: lazyPage(screens, 'DestructionShow') },
    },
});
