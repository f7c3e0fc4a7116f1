import type { XtsDataProvider } from './dataProvider';
import { loadPart } from './reloadSignals';

/**
 * The data provider react-admin is given: each method loads the real one (dataProvider.ts) on its
 * first use, so that a first visit to /login does not download it. The shell and the screens
 * import dataProvider.ts themselves, so it has arrived by the time a page reads data.
 */
const load = () => loadPart(() => import('./dataProvider')).then((module) => module.dataProvider);

/** The methods of dataProvider.ts; tests/unit/lazyDataProvider.test.ts keeps this list complete. */
export const METHODS = [
    'getList',
    'getOne',
    'getMany',
    'getManyReference',
    'create',
    'update',
    'updateMany',
    'delete',
    'deleteMany',
    'getActiveOptions',
] as const;

export const dataProvider = Object.fromEntries([
    ['supportAbortSignal', true],
    ...METHODS.map((name) => [
        name,
        (...args: unknown[]) =>
            load().then((provider) => (provider[name] as (...a: unknown[]) => unknown)(...args)),
    ]),
]) as XtsDataProvider;
