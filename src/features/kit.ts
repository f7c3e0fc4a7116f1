import type { ComponentType } from 'react';
import type { Action, Grant } from '../providers/roles';
import type { CallName, ResourceEndpoints } from '../providers/callTypes';
import type { MenuIconName, MenuSection, RecordRepresentation, ScreenVerb } from '../routes/types';
import type { featureFolders } from './index';

/** A feature's folder name, as src/features/index.ts lists it. */
export type FeatureFolder = (typeof featureFolders)[number];

/**
 * A feature is one folder, `src/features/<name>/`, holding what belongs to it:
 *
 *   feature.ts   what the rest of the console reads without loading a page: its resources (their
 *                names join `ResourceName`), each with its grant in the role table and, for a
 *                resource with screens, the calls behind its CRUD verbs, the paths of its screens
 *                and its menu entry; the permission each of its calls needs. It imports no component.
 *   screens.ts   its pages, each loaded on first use (the default export, a list): its resources'
 *                screens at the paths of feature.ts (`featureScreens`), and its other pages
 *                (`featurePages`: path, guard, title, a grant on one of its own resources, a menu
 *                entry placed by `after` or `first` as a resource's is), in routes/kit.ts.
 *   vi.ts, en.ts its words in each language (the same keys; the default export), downloaded with
 *                its pages (routes/kit.ts wraps each page so that its code and its words arrive
 *                together); `wordsFrom` names the other features whose words its pages show.
 *   shellWords.ts  what the shell shows of it on every page, in both languages (`ShellWords`): its
 *                sidebar entries' labels, and words that shared code outside its pages says;
 *                the rest of its words stay in vi.ts and en.ts. Absent when there is none.
 *   frame.ts     what it shows in the frame on every page (`FrameParts`): a part at the head of the
 *                sidebar, an app bar button, a banner, dialogs of the frame's menus, a question
 *                before a sign-out. Absent when there is none.
 *   mock/        its part of the mock backend: `handlers.ts` (`export const handlers`, the answers
 *                to its calls) and `seed.ts` (`export const seed`, its collections in the mock's
 *                state and their demo records); either may be absent.
 *   *.test.ts    its tests (a test that calls the API asks for jsdom on its first line and imports
 *                tests/unit/mockServer).
 *   contract.ts  its calls' contract scenarios (tests/contract/kit.ts has their helpers).
 *
 * Its calls are operations of the contract (api/openapi.yaml; `x-own: true` for those beyond the
 * spec), each with its contract scenarios in the folder's contract.ts, which
 * tests/contract/scenarios.ts runs in its order. docs/architecture.md, "Adding a
 * feature", walks through all of it with src/features/network/ as the example.
 *
 * `src/features/index.ts` lists the features, one line each; `npm run features`
 * writes from it the registries the rest of the console reads (src/features/registry/: the
 * declarations, the screens, the words of each language and their loaders, the menu labels, the
 * mock's handlers and seeders), and
 * tests/unit/features.test.ts fails when they are not up to date. Each registry is its own module
 * so that no module imports what imports it: the role and endpoint tables read the declarations,
 * the route table the screens, the messages the words, the mock its handlers and seeders.
 */

/** Its words in one language: a tree of keys (`resources.<resource>…`, `xts.<feature>…`). */
export type Words = Record<string, unknown>;

/**
 * shellWords.ts: the words of the feature that the shell shows on every page (its sidebar entries,
 * `xts.menu.items.<resource>`, and what shared code outside its pages says), by language.
 */
export interface ShellWords {
    vi: Words;
    en: Words;
}

export interface FeatureResource {
    /** Who may do what on it: its entry in the role table (providers/access.ts). */
    grant: Grant;
    /** The calls behind react-admin's verbs on it (the data provider); a verb left out is not supported. */
    crud?: ResourceEndpoints;
    /** The path of each of its screens (links come from here, routes/screenPaths.ts). */
    paths?: Partial<Record<ScreenVerb, string>>;
    /**
     * Its list's entry in the sidebar, labelled `xts.menu.items.<resource>`, placed right after the
     * entry of the resource `after` names (in the same section), or before every other entry of its
     * section with `first`; with neither, at its section's end.
     */
    menu?: { section: MenuSection; icon: MenuIconName; after?: string; first?: true };
    /** How react-admin names one record (reference fields, delete confirmations): a field or a function. */
    recordRepresentation?: RecordRepresentation;
}

export interface Feature {
    /** Its folder's name. */
    name: string;
    /**
     * The resources it adds, by name: each a role-table entry, with screens or not (the dashboard's,
     * the lots', whose pages are `featurePages` granted on it, declare only their `grant`).
     */
    resources: Record<string, FeatureResource>;
    /**
     * The role-table permission each of its business calls needs: one of its own resources and an
     * action. Every call of the feature is listed, CRUD calls included (tests/unit/access.test.ts).
     */
    calls: Partial<Record<CallName, readonly [string, Action]>>;
    /**
     * The other features whose words its pages show (a component of theirs, their resources'
     * fields): they are downloaded with its pages as its own words are.
     */
    wordsFrom?: readonly FeatureFolder[];
}

/** A feature's declaration; its literal types (resource names, screen paths) are kept for the type check. */
export const defineFeature = <const F extends Feature>(feature: F): F => feature;

/**
 * frame.ts: what a feature shows in the frame on every page, beside the shell's own parts: one at
 * the head of the sidebar, a banner above the page, and dialogs the frame's menus open, each on the
 * names of the modals it answers (shell/modals.ts). They load with the frame: a dialog most visits
 * never open is a lazy component.
 */
export interface FrameParts {
    sidebarHead?: ComponentType;
    /** A button in the app bar's toolbar, before the language and refresh buttons. */
    appBarButton?: ComponentType;
    banner?: ComponentType;
    dialogs?: readonly { opensOn: readonly string[]; Dialog: ComponentType }[];
    /**
     * What a sign-out must ask first (work not yet sent): `ask` from the app bar's menu, which knows
     * the page's state; `guard` from any other sign-out (the /logout address, the frame without an
     * account); each calls `proceed` at once when there is nothing to ask, else shows its `Warning`,
     * which every page that signs out renders (`onStay`: where staying leads).
     */
    signOut?: {
        ask: (proceed: () => void) => void;
        guard: (proceed: () => void) => Promise<void>;
        Warning: ComponentType<{ onStay?: () => void }>;
    };
}
