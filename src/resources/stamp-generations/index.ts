import { defineResource, lazyPage } from '../../routes/kit';

/** Stamp generations: batches of stamps printed from a template. */
export default defineResource({
    name: 'stamp-generations',
    recordRepresentation: (record: { id: number }) => `#${record.id}`,
    menu: { section: 'trace', icon: 'Print' },
    screens: {
        list: {
            path: '/stamp-generator/list',
            page: lazyPage(() => import('./GenerationList'), 'GenerationList'),
        },
        create: {
            path: '/stamp-generator/add',
            page: lazyPage(() => import('./GenerationCreate'), 'GenerationCreate'),
        },
        show: {
            path: '/stamp-generator/detail/:id',
            page: lazyPage(() => import('./GenerationShow'), 'GenerationShow'),
        },
    },
});
