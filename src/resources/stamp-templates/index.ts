import { defineResource, lazyPage } from '../../routes/kit';

const screens = () => import('./StampTemplateScreens');

/** Stamp templates: how a batch of stamps looks and what it shows. */
export default defineResource({
    name: 'stamp-templates',
    recordRepresentation: 'name',
    menu: { section: 'trace', icon: 'Style' },
    screens: {
        list: { path: '/stamp-template/list', page: lazyPage(screens, 'StampTemplateList') },
        create: { path: '/stamp-template/add', page: lazyPage(screens, 'StampTemplateCreate') },
        edit: { path: '/stamp-template/edit/:id', page: lazyPage(screens, 'StampTemplateEdit') },
        show: { path: '/stamp-template/detail/:id', page: lazyPage(screens, 'StampTemplateShow') },
    },
});
