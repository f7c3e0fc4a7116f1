import { lazyPart } from '../../routes/kit';
import { ensureAreaMessages } from '../../providers/i18n';

// A first visit to /login downloads the login page only: the shell and the other pages load on use.
export const ShellLayout = lazyPart(() => import('./Layout').then((m) => m.Layout));
export const RecordGate = lazyPart(() => import('../common/RecordGate').then((m) => m.default));

/**
 * A signed-in visit starts downloading the shell and the pages' messages at boot, beside the
 * session's calls: by the first render they have arrived, and nothing suspends on them.
 */
export function preloadShell() {
    void ShellLayout.preload().catch(() => undefined);
    void RecordGate.preload().catch(() => undefined);
    ensureAreaMessages().catch(() => undefined);
}
