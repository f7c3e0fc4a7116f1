import { featurePages, lazyPage } from '../../routes/kit';
import producers from './feature';

/**
 * The consent form to print (/producer/consent-form/:id, whoever reads the producer) and the register
 * of transfers abroad (/transfer/list, owners), its sidebar entry after the producers'.
 */
export const consentPages = featurePages(producers, [
    {
        path: '/producer/consent-form/:id',
        guard: 'business',
        title: 'xts.consents.form.page',
        access: { resource: 'producer-consents', action: 'list' },
        page: lazyPage(() => import('./consents/ConsentFormPage')),
    },
    {
        path: '/transfer/list',
        guard: 'business',
        title: 'xts.transfers.title',
        access: { resource: 'transfers', action: 'list' },
        menu: { section: 'trace', icon: 'Public', after: 'producers' },
        page: lazyPage(() => import('./transfers/TransfersPage')),
    },
]);
