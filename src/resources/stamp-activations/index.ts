import { defineResource, lazyPage } from '../../routes/kit';

/** Stamp activations: stamps put into use for a product and lot. */
export default defineResource({
    name: 'stamp-activations',
    recordRepresentation: (record: { id: number }) => `#${record.id}`,
    menu: { section: 'trace', icon: 'TaskAlt' },
    screens: {
        list: {
            path: '/stamp-activation/list',
            page: lazyPage(() => import('./ActivationList'), 'ActivationList'),
        },
        create: {
            path: '/stamp-activation/add',
            page: lazyPage(() => import('./ActivationCreate'), 'ActivationCreate'),
        },
        show: {
            path: '/stamp-activation/detail/:id',
            page: lazyPage(() => import('./ActivationShow'), 'ActivationShow'),
        },
    },
});
