import { lazyPart } from '../routes/lazyPage';
import { ensureAreaMessages } from '../providers/i18n';

// A first visit to /login downloads the login page only: the shell and the other pages load on use.
/** react-admin's catch-all (an unknown address), shown inside the shell: it arrives with it. */
export const NotFoundPage = lazyPart(() => import('../kit/StatusPages').then((m) => m.NotFoundPage));
export const ShellLayout = lazyPart(() =>
    // The same file holds both: the shell renders once the catch-all has arrived too, so an unknown
    // address never waits on it.
    Promise.all([import('./Layout'), NotFoundPage.preload()]).then(([m]) => m.Layout),
);
export const RecordGate = lazyPart(() => import('../kit/RecordGate').then((m) => m.default));

/**
 * A signed-in visit starts downloading the shell and the pages' messages at boot, beside the
 * session's calls: by the first render they have arrived, and nothing suspends on them.
 */
export function preloadShell() {
    void ShellLayout.preload().catch(() => undefined);
    void RecordGate.preload().catch(() => undefined);
    ensureAreaMessages().catch(() => undefined);
}
