/**
 * The features (src/features/<name>/, see kit.ts), in menu order: adding one is its folder and
 * its name here, then `npm run features`, which writes the registries in ./registry from this list.
 */
export const featureFolders = ['network', 'land', 'stamps', 'team'] as const;
