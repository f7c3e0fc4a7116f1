import type { Action, Grant } from '../providers/roles';
import type { CallName, ResourceEndpoints } from '../providers/callTypes';
import type { FeatureResource } from './kit';
import { declarations } from './registry/declarations';

/*
 * What the features' declarations add to the console's tables, put together once: the role table
 * (providers/access.ts), the endpoint table (providers/endpoints.ts), the screens' paths
 * (routes/screenPaths.ts) and `ResourceName` (features/resourceNames.ts) each take their part here.
 */

type Declared = (typeof declarations)[number];

/** The name of every resource a feature declares. */
export type FeatureResourceName = Declared extends infer F
    ? F extends { resources: infer R }
        ? keyof R & string
        : never
    : never;

/** The declaration of the feature resource `N`. */
type FeatureResourceOf<N extends FeatureResourceName> =
    Extract<Declared, { resources: Record<N, unknown> }> extends { resources: infer R }
        ? R extends Record<N, infer Resource>
            ? Resource
            : never
        : never;

/** The screens' paths of every resource a feature declares, with their literal types. */
export type FeaturePaths = {
    [
        R in FeatureResourceName as FeatureResourceOf<R> extends { paths: object } ? R : never
    ]: FeatureResourceOf<R> extends {
        paths: infer P;
    }
        ? P
        : never;
};

const resources = (): [FeatureResourceName, FeatureResource][] =>
    declarations.flatMap((feature) => Object.entries(feature.resources)) as [
        FeatureResourceName,
        FeatureResource,
    ][];

/** Each feature resource's grant (the role table's entries). */
export const featureGrants = Object.fromEntries(
    resources().map(([name, resource]) => [name, resource.grant]),
) as Record<FeatureResourceName, Grant>;

/** The calls behind each feature resource's CRUD verbs (the endpoint table's `resources`). */
export const featureCrud = Object.fromEntries(
    resources().flatMap(([name, resource]) => (resource.crud ? [[name, resource.crud]] : [])),
) as Partial<Record<FeatureResourceName, ResourceEndpoints>>;

/** The screens' paths of each feature resource. */
export const featurePaths = Object.fromEntries(
    resources().flatMap(([name, resource]) => (resource.paths ? [[name, resource.paths]] : [])),
) as FeaturePaths;

/** The permission each feature call needs. */
export const featureCalls = Object.assign({}, ...declarations.map((feature) => feature.calls)) as Partial<
    Record<CallName, readonly [FeatureResourceName, Action]>
>;
