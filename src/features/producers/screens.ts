import { featureScreens, lazyPage } from '../../routes/kit';
import producers from './feature';
import { consentPages } from './consentScreens';
import { rightsPages } from './rightsScreens';

/** The register's pages and the consents' and transfers', each loaded on first use. */
export default [
    featureScreens(producers, 'producers', {
        list: lazyPage(() => import('./register/ProducerList'), 'ProducerList'),
        create: lazyPage(() => import('./register/ProducerCreate'), 'ProducerCreate'),
        edit: lazyPage(() => import('./register/ProducerEdit'), 'ProducerEdit'),
        show: lazyPage(() => import('./register/ProducerShow'), 'ProducerShow'),
    }),
    consentPages,
    rightsPages,
];
