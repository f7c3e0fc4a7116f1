import { featurePages, lazyPage } from '../../routes/kit';
import qa from './feature';

declare const __XTS_MOCK__: boolean;

/**
 * Pages of the mock backend (its sign-in pages and its scanner; its print file is the stamps
 * feature's, src/features/stamps/screens.ts), present only in
 * mock mode. The condition is a build-time constant, so a build for a real API host contains none
 * of this code (`npm run check:real-build`); outside a build (end-to-end specs) it is false.
 */
const mock = typeof __XTS_MOCK__ === 'boolean' && __XTS_MOCK__;

export default mock
    ? [
          featurePages(qa, [
              {
                  path: '/mock-sso',
                  guard: 'public',
                  title: 'xts.mock.sso_title',
                  page: lazyPage(() => import('./MockSsoPage')),
              },
              {
                  path: '/mock-zalo',
                  guard: 'public',
                  title: 'xts.mock.zalo_title',
                  page: lazyPage(() => import('./MockZaloPage')),
              },
              { path: '/mock-scan/*', guard: 'public', page: lazyPage(() => import('./MockScanPage')) },
          ]),
      ]
    : [];
