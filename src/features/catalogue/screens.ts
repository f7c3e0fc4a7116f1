import { featureScreens, lazyPage } from '../../routes/kit';
import catalogue from './feature';

/** The catalogue's pages, each loaded on first use. */
export default [
    featureScreens(catalogue, 'products', {
        list: lazyPage(() => import('./products/ProductList'), 'ProductList'),
        create: lazyPage(() => import('./products/ProductCreate'), 'ProductCreate'),
        edit: lazyPage(() => import('./products/ProductEdit'), 'ProductEdit'),
        show: lazyPage(() => import('./products/ProductShow'), 'ProductShow'),
    }),
    featureScreens(catalogue, 'diaries', {
        list: lazyPage(() => import('./diaries/DiaryList'), 'DiaryList'),
        create: lazyPage(() => import('./diaries/DiaryCreate'), 'DiaryCreate'),
        edit: lazyPage(() => import('./diaries/DiaryEdit'), 'DiaryEdit'),
        show: lazyPage(() => import('./diaries/DiaryShow'), 'DiaryShow'),
    }),
    featureScreens(catalogue, 'diary-activities', {
        create: lazyPage(() => import('./diaries/ActivityCreate'), 'ActivityCreate'),
        edit: lazyPage(() => import('./diaries/ActivityEdit'), 'ActivityEdit'),
    }),
    featureScreens(catalogue, 'stamp-templates', {
        list: lazyPage(() => import('./stamp-templates/StampTemplateList'), 'StampTemplateList'),
        create: lazyPage(() => import('./stamp-templates/StampTemplateCreate'), 'StampTemplateCreate'),
        edit: lazyPage(() => import('./stamp-templates/StampTemplateEdit'), 'StampTemplateEdit'),
        show: lazyPage(() => import('./stamp-templates/StampTemplateShow'), 'StampTemplateShow'),
    }),
];
