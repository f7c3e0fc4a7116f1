/**
 * The features (src/features/<name>/, see kit.ts): adding one is its folder and its name here, then
 * `npm run features`, which writes the registries in ./registry from this list. The list's order is
 * the order their mock seeders run in (the catalogue's diaries name the land's growing locations)
 * and their menu entries are placed in: an entry's `menu.after` names an earlier one.
 */
export const featureFolders = ['network', 'land', 'catalogue', 'stamps', 'team'] as const;
