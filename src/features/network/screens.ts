import { featureScreens, lazyPage } from '../../routes/kit';
import network from './feature';

/** The network's pages, each loaded on first use. */
export default [
    featureScreens(network, 'partners', {
        list: lazyPage(() => import('./partners/PartnerList'), 'PartnerList'),
        create: lazyPage(() => import('./partners/PartnerCreate'), 'PartnerCreate'),
        edit: lazyPage(() => import('./partners/PartnerEdit'), 'PartnerEdit'),
        show: lazyPage(() => import('./partners/PartnerShow'), 'PartnerShow'),
    }),
    featureScreens(network, 'shops', {
        list: lazyPage(() => import('./shops/ShopList'), 'ShopList'),
        create: lazyPage(() => import('./shops/ShopCreate'), 'ShopCreate'),
        edit: lazyPage(() => import('./shops/ShopEdit'), 'ShopEdit'),
        show: lazyPage(() => import('./shops/ShopShow'), 'ShopShow'),
    }),
];
