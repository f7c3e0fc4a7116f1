/**
 * Every resource the console names: its screens (src/routes), the role table
 * (providers/access.ts) and the API calls behind react-admin (providers/endpoints.ts) all take one
 * of these, so a misspelt name fails the type check.
 */
import type { FeatureResourceName } from './tables';

export type ResourceName =
    // The features' own resources (src/features/<name>/feature.ts).
    | FeatureResourceName
    // Read through the data provider only.
    | 'diary-templates'
    | 'businesses'
    | 'provinces';
