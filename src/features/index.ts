/**
 * The features (src/features/<name>/, see kit.ts): adding one is its folder and its name here, then
 * `npm run features`, which writes the registries in ./registry from this list. The list's order is
 * the order their pages are placed in the route table in, an entry waiting for the one its
 * `menu.after` names (src/routes/placement.ts); their mock seeders run in the order of what each
 * reads (`after`, src/mocks/seed/index.ts).
 */
export const featureFolders = [
    'account',
    'business',
    'oauth',
    'network',
    'land',
    'producers',
    'catalogue',
    'stamps',
    'team',
    'scans',
    'lots',
    'statements',
    'trace',
    'dashboard',
    'offline',
    'qa',
] as const;
