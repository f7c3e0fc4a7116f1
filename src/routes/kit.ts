import { createElement, useEffect, type ComponentType } from 'react';
import type { Action } from '../providers/access';
import { lazyPart, preloadPage, type Page } from './lazyPage';
import { ensureWords } from '../providers/i18n';
import type { WordGroup } from '../providers/i18n/messages';
import type { Area } from '../providers/session';
import type { ResourceName } from '../features/resourceNames';
import type { Guard, MenuIconName, MenuSection, RecordRepresentation, ScreenVerb } from './types';
import type { Feature } from '../features/kit';

export { menuSections, type Guard, type MenuSection, type ScreenVerb } from './types';

// Pages loaded on first use (./lazyPage.ts), for the route files that declare them.
export { lazyPage, lazyPart, preloadPage, type Page } from './lazyPage';

/**
 * A page that waits for the words of `groups` as it waits for its code: both downloads start
 * together, on first render or when the menu preloads the page, and the page renders once both
 * have arrived.
 */
export function withWords(groups: readonly WordGroup[], page: Page): Page {
    const { preload } = page as { preload?: () => Promise<unknown> };
    // (A lazy component must resolve to a function component: the page itself is a lazy one.)
    const render = () => createElement(page as ComponentType);
    return lazyPart(() => Promise.all([preload?.(), ensureWords(groups)]).then(() => render));
}

/** A feature's page: with its feature's words and those of the features its `wordsFrom` names. */
const withFeatureWords = (feature: Feature, page: Page): Page =>
    withWords([feature.name, ...(feature.wordsFrom ?? [])] as WordGroup[], page);

/** One page of the console: everything the router, the guard, the menu and the breadcrumb need. */
export interface PageRoute {
    /** The spec's path (its spellings kept); `:id` is a record id. */
    path: string;
    guard: Guard;
    /** The component shown at the path. */
    page: Page;
    /** i18n key of the page title (document title and breadcrumb). */
    title?: string;
    /** Role table entry the page needs (business pages); also decides whether its menu entry shows. */
    access?: { resource: ResourceName; action: Action };
    /**
     * Signed-in pages (guard 'token'): the areas whose users may open it; others are sent to the
     * home of their area. Default: users in a business or without one ('console', 'no-biz').
     */
    areas?: readonly Area[];
    /**
     * Its entry in the sidebar, labelled `xts.menu.items.<access resource>`. A feature's entry
     * names the entry it follows (`after`: that entry's resource) or opens its section (`first`);
     * others follow the table's order.
     */
    menu?: { section: MenuSection; icon: MenuIconName; after?: string; first?: boolean };
    /** Resource and verb when the page is a resource screen. */
    screen?: { resource: ResourceName; verb: ScreenVerb };
}

/** The screens of a resource, as a feature's `screens.ts` declares them (`featureScreens`). */
export interface ResourceDefinition {
    name: ResourceName;
    /** How react-admin names one record (reference fields, delete confirmations). */
    recordRepresentation?: RecordRepresentation;
    /** Its list's entry in the sidebar. */
    menu?: PageRoute['menu'];
    screens: Partial<Record<ScreenVerb, { path: string; page: Page }>>;
}

export interface Resource extends ResourceDefinition {
    /** The path pattern of each screen. */
    paths: Partial<Record<ScreenVerb, string>>;
    routes: PageRoute[];
}

/**
 * A resource's screens as routes: business pages, each needing the role table's grant for its verb.
 * Its name and the verbs of its screens stay in its type, so that `pathTo` refuses, at the type
 * check, a screen the resource does not have.
 */
export function defineResource<N extends ResourceName, V extends ScreenVerb>(
    definition: ResourceDefinition & { name: N; screens: Record<V, { path: string; page: Page }> },
): Omit<Resource, 'name' | 'paths'> & { name: N; paths: Record<V, string> } {
    const screens = Object.entries(definition.screens) as [ScreenVerb, { path: string; page: Page }][];
    return {
        ...definition,
        paths: Object.fromEntries(screens.map(([verb, { path }]) => [verb, path])) as Record<V, string>,
        routes: screens.map(([verb, { path, page }]) => ({
            path,
            page,
            guard: 'business',
            access: { resource: definition.name, action: verb },
            screen: { resource: definition.name, verb },
            ...(verb === 'list' && definition.menu ? { menu: definition.menu } : {}),
        })),
    };
}

/**
 * A form's page that, once shown, downloads the record's page in the background: a save leads
 * there, which then renders at once instead of waiting for its code and words (the menu's preload
 * of the form's own page is kept).
 */
function leadingTo(page: Page, next: Page): Page {
    function FormPage() {
        useEffect(() => preloadPage(next), []);
        return createElement(page as ComponentType);
    }
    return Object.assign(FormPage, { preload: (page as { preload?: () => Promise<unknown> }).preload });
}

/**
 * A feature resource's screens (src/features/<name>/screens.ts): the page of each path its
 * declaration names, and its menu entry and record name from the declaration. A page for a screen
 * the declaration lacks, or a screen left without its page, fails the type check.
 */
export function featureScreens<
    F extends Feature,
    N extends keyof F['resources'] & ResourceName,
    V extends keyof NonNullable<F['resources'][N]['paths']> & ScreenVerb,
>(feature: F, name: N, pages: Record<V, Page>) {
    const { paths = {}, menu, recordRepresentation } = feature.resources[name];
    const worded = Object.fromEntries(
        (Object.entries(pages) as [V, Page][]).map(([verb, page]) => [verb, withFeatureWords(feature, page)]),
    ) as Record<V, Page>;
    const show = (worded as Partial<Record<ScreenVerb, Page>>).show;
    const screens = Object.fromEntries(
        (Object.entries(worded) as [V, Page][]).map(([verb, page]) => [
            verb,
            {
                path: paths[verb]!,
                page: show && (verb === 'edit' || verb === 'create') ? leadingTo(page, show) : page,
            },
        ]),
    ) as Record<V, { path: string; page: Page }>;
    return defineResource({ name, menu, recordRepresentation, screens });
}

/**
 * A feature's pages that are not a resource's screens (its `screens.ts`, through `featurePages`):
 * they go into the route table together, where the menu entry of one of them says (`menu.after`,
 * `menu.first`, as a resource's list does), or, when none has an entry, right after the part whose
 * entry `after` names.
 */
export interface PageGroup {
    routes: PageRoute[];
    /** For a group without a menu entry: the resource whose entry's part it follows (else the table's end). */
    after?: ResourceName;
}

/** A page of a feature: its role-table entry is one of the feature's own resources. */
export type FeaturePage<F extends Feature> = Omit<PageRoute, 'access' | 'screen'> & {
    access?: { resource: keyof F['resources'] & ResourceName; action: Action };
};

/**
 * A feature's other pages (src/features/<name>/screens.ts), in the order the route table lists
 * them: a page needing a grant on a resource the feature does not declare fails the type check.
 */
export function featurePages<F extends Feature>(
    feature: F,
    routes: FeaturePage<F>[],
    placement: { after?: ResourceName } = {},
): PageGroup {
    return {
        routes: routes.map((route) => ({ ...route, page: withFeatureWords(feature, route.page) })),
        ...placement,
    };
}
