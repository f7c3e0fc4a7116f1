import { fillPath } from '../paths';
import type { ResourceName } from '../features/resourceNames';
import type { ScreenVerb } from './kit';
import { featurePaths } from '../features/tables';

/**
 * The path pattern of each resource screen, in a module that imports no page: links are built from
 * here, never from the route table (src/routes/index.ts), which loads every page. The route table's
 * own paths are checked against this list (tests/unit/routes.test.ts).
 */
export const screenPaths = {
    // The features' own resources (src/features/<name>/feature.ts).
    ...featurePaths,
} as const satisfies Partial<Record<ResourceName, Partial<Record<ScreenVerb, string>>>>;

/** Every resource with screens, by name, and the verbs of its screens. */
export type ScreenResource = keyof typeof screenPaths;
export type ScreenOf<R extends ScreenResource> = keyof (typeof screenPaths)[R] & ScreenVerb;

/** The path pattern of each resource screen, for a resource known only at run time. */
export const resourcePaths: Partial<Record<ResourceName, Partial<Record<ScreenVerb, string>>>> = screenPaths;

/** The resources that have a screen of this verb. */
export type WithScreen<V extends ScreenVerb> = {
    [R in ScreenResource]: V extends ScreenOf<R> ? R : never;
}[ScreenResource];

/**
 * The path of a resource screen, with its parameters filled in. A resource without that screen
 * fails the type check; where the resource is only known at run time, `screenPath` says whether
 * the screen exists.
 */
export function pathTo<R extends ScreenResource>(
    resource: R,
    verb: ScreenOf<R>,
    params: Record<string, string | number> = {},
): string {
    const path = screenPath(resource, verb, params);
    if (!path) throw new Error(`No ${verb} screen for ${resource}`);
    return path;
}

/** The path of a screen of a resource known only at run time, or undefined when it has none. */
export function screenPath(
    resource: string | undefined,
    verb: ScreenVerb,
    params: Record<string, string | number> = {},
): string | undefined {
    const pattern = resource ? resourcePaths[resource as ResourceName]?.[verb] : undefined;
    return pattern ? fillPath(pattern, params, 'empty') : undefined;
}
