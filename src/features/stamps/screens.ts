import { featurePages, featureScreens, lazyPage } from '../../routes/kit';
import stamps from './feature';

declare const __XTS_MOCK__: boolean;
/**
 * Mock mode (a build-time constant: a build for a real API host has no mock page). Written in each
 * module that needs it, as in features/qa/screens.ts: imported from a shared module, the constant is
 * no longer folded and the mock's pages stay in a real build (`npm run check:real-build` finds them).
 */
const mock = typeof __XTS_MOCK__ === 'boolean' && __XTS_MOCK__;

/** The stamp operations' pages and the suspicious stamps' list, each loaded on first use. */
export default [
    featureScreens(stamps, 'stamp-generations', {
        list: lazyPage(() => import('./stamp-generations/GenerationList'), 'GenerationList'),
        create: lazyPage(() => import('./stamp-generations/GenerationCreate'), 'GenerationCreate'),
        show: lazyPage(() => import('./stamp-generations/GenerationShow'), 'GenerationShow'),
    }),
    featureScreens(stamps, 'stamp-activations', {
        list: lazyPage(() => import('./stamp-activations/ActivationList'), 'ActivationList'),
        create: lazyPage(() => import('./stamp-activations/ActivationCreate'), 'ActivationCreate'),
        show: lazyPage(() => import('./stamp-activations/ActivationShow'), 'ActivationShow'),
    }),
    featureScreens(stamps, 'stamp-retails', {
        list: lazyPage(() => import('./stamp-retails/RetailList'), 'RetailList'),
        create: lazyPage(() => import('./stamp-retails/RetailCreate'), 'RetailCreate'),
        show: lazyPage(() => import('./stamp-retails/RetailShow'), 'RetailShow'),
    }),
    featureScreens(stamps, 'stamp-destructions', {
        list: lazyPage(() => import('./stamp-destructions/DestructionList'), 'DestructionList'),
        create: lazyPage(() => import('./stamp-destructions/DestructionCreate'), 'DestructionCreate'),
        show: lazyPage(() => import('./stamp-destructions/DestructionShow'), 'DestructionShow'),
    }),
    featureScreens(stamps, 'suspicious-stamps', {
        list: lazyPage(() => import('./suspicious-stamps/SuspiciousList')),
    }),
    // The mock backend's print file: the address its print batches' files are served at.
    ...(mock
        ? [
              featurePages(stamps, [
                  {
                      path: '/mock-print/:id',
                      guard: 'public',
                      title: 'xts.stamps.print.page',
                      page: lazyPage(() => import('./print/PrintFilePage')),
                  },
              ]),
          ]
        : []),
];
