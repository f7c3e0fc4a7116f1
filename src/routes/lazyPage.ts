import { lazy, type ComponentType, type FunctionComponent, type LazyExoticComponent } from 'react';
import { loadPart } from '../providers/reloadSignals';

/*
 * Pages and parts loaded on first use. A module of its own, apart from the route table's kit
 * (./kit.ts): the first visit to /login needs these, not the resources' and features' helpers.
 */

/** A page component, loaded on first use (`lazyPage`) so that a visit does not pay for the other pages. */
export type Page = LazyExoticComponent<ComponentType> | FunctionComponent;

/**
 * The component `name` (default: the default export) of a module, loaded on first render:
 * `lazyPage(() => import('./ProductScreens'), 'ProductList')`. A misspelt name fails the type check.
 */
export function lazyPage<K extends string = 'default'>(
    load: () => Promise<{ [key in NoInfer<K>]: ComponentType }>,
    name: K = 'default' as K,
): Page {
    return lazyPart(() => load().then((module) => module[name]));
}

/**
 * A component loaded on first render, whose download `preload` can start earlier. Once its code
 * has arrived it renders at once: React reads a thenable that answers synchronously without
 * suspending, so no fallback shows and React's reveal throttle (300 ms per nested part) is not paid.
 */
export function lazyPart<P extends object>(
    load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<unknown> } {
    type Module = { default: ComponentType<P> };
    let loading: Promise<Module> | null = null;
    let loaded: Module | null = null;
    const start = () =>
        (loading ??= loadPart(load).then(
            (component) => (loaded = { default: component }),
            (error: unknown) => {
                // A failed download is tried again by the next render or preload that asks.
                loading = null;
                throw error;
            },
        ));
    const arrived = (module: Module) => ({ then: (resolve: (value: Module) => void) => resolve(module) });
    return Object.assign(
        lazy(() => (loaded ? (arrived(loaded) as Promise<Module>) : start())),
        {
            preload: start,
        },
    );
}

/** Starts downloading a page loaded on first use (`lazyPage`), before it renders. */
export function preloadPage(page: Page) {
    const { preload } = page as { preload?: () => Promise<unknown> };
    preload?.().catch(() => undefined);
}
