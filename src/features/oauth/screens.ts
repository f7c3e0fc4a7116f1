import { featurePages, lazyPage } from '../../routes/kit';
import oauth from './feature';

/** A partner application asks the user for access (OAuth consent). */
export default [
    featurePages(oauth, [
        {
            path: '/oauth/authorize',
            guard: 'public',
            title: 'xts.pages.oauth',
            page: lazyPage(() => import('./OAuthAuthorizePage')),
        },
    ]),
];
