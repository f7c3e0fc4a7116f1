import { defineResource, lazyPage } from '../../routes/kit';

/** Stamp templates: how a batch of stamps looks and what it shows. */
export default defineResource({
    name: 'stamp-templates',
    recordRepresentation: 'name',
    menu: { section: 'trace', icon: 'Style' },
    screens: {
        list: {
            path: '/stamp-template/list',
            page: lazyPage(() => import('./StampTemplateList'), 'StampTemplateList'),
        },
        create: {
            path: '/stamp-template/add',
            page: lazyPage(() => import('./StampTemplateCreate'), 'StampTemplateCreate'),
        },
        edit: {
            path: '/stamp-template/edit/:id',
            page: lazyPage(() => import('./StampTemplateEdit'), 'StampTemplateEdit'),
        },
        show: {
            path: '/stamp-template/detail/:id',
            page: lazyPage(() => import('./StampTemplateShow'), 'StampTemplateShow'),
        },
    },
});
