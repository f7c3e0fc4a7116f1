import { defineResource, lazyPage } from '../../routes/kit';

/** Stamp destructions: stamps taken out of use for good. */
export default defineResource({
    name: 'stamp-destructions',
    recordRepresentation: (record: { id: number }) => `#${record.id}`,
    menu: { section: 'trace', icon: 'DeleteForever' },
    screens: {
        list: {
            path: '/stamp-destroy/list',
            page: lazyPage(() => import('./DestructionList'), 'DestructionList'),
        },
        create: {
            path: '/stamp-destroy/add',
            page: lazyPage(() => import('./DestructionCreate'), 'DestructionCreate'),
        },
        show: {
            path: '/stamp-destroy/detail/:id',
            page: lazyPage(() => import('./DestructionShow'), 'DestructionShow'),
        },
    },
});
