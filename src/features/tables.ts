import type { Action, Grant } from '../providers/roles';
import type { CallName, ResourceEndpoints } from '../providers/endpoints';
import type { ScreenVerb } from '../routes/kit';
import type { FeatureResource } from './kit';
import { declarations } from './registry/declarations';

/*
 * What the features' declarations add to the console's tables, put together once: the role table
 * (providers/access.ts), the endpoint table (providers/endpoints.ts), the screens' paths
 * (routes/screenPaths.ts) and `ResourceName` (domain/resourceNames.ts) each take their part here.
 */

type Declared = (typeof declarations)[number];
type ResourcesOf<F> = F extends { resources: infer R } ? R : never;

/** Each feature's resources as a function's parameter: a union of functions, one per feature. */
type ResourceParameters<F> = F extends unknown ? (resources: ResourcesOf<F>) => void : never;

/**
 * Every resource a feature declares, by name (the features' `resources` put together: the
 * parameter inferred from the union of functions is the intersection of their parameters).
 */
type FeatureResources = ResourceParameters<Declared> extends (resources: infer All) => void ? All : never;

/** The name of every resource a feature declares. */
export type FeatureResourceName = keyof FeatureResources & string;

/** The screens' paths of every resource a feature declares, with their literal types. */
export type FeaturePaths = {
    [
        R in FeatureResourceName as FeatureResources[R] extends { paths: object } ? R : never
    ]: FeatureResources[R] extends {
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
) as FeaturePaths & Partial<Record<FeatureResourceName, Partial<Record<ScreenVerb, string>>>>;

/** The permission each feature call needs. */
export const featureCalls = Object.assign({}, ...declarations.map((feature) => feature.calls)) as Partial<
    Record<CallName, readonly [FeatureResourceName, Action]>
>;
