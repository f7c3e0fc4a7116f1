/**
 * The shape of src (`npm run check:structure`, part of `npm test`): which folder may import which,
 * and no import cycle. Type-only imports count like any other (`tsPreCompilationDeps`): each type
 * lives in the lowest module that needs it. Lazy imports (`import()`) count too: a page that reads
 * its links from the route table, which loads every page, makes every module it reaches load the
 * whole table.
 *
 * The layers, lowest first: src/domain (the rules of the trade, no console); src/lib (engines
 * without screens: print, scan, map); src/kit (shared parts of screens); src/shell (the frame, the
 * sign-in); src/features/<name> (a feature, reached by the rest only through the tables
 * `npm run features` writes in src/features/registry). src/mocks is the mock backend: the console
 * reaches it only where the mock is started.
 *
 * The features' tables are the one arrow that runs up, on purpose: the role table, the endpoint
 * table, the route table and the words are put together from what each feature declares (its
 * feature.ts, shellWords.ts and words: data, no screen), through src/features/registry and the
 * modules at the root of src/features (kit.ts: the shape of a declaration; tables.ts and
 * resourceNames.ts: what the declarations add up to). Every layer may name a resource
 * (`ResourceName`); none reaches a feature's screens or logic.
 *
 * A rule names folders that may not exist yet: it then matches nothing.
 */

/** A test file beside the code: it may reach the mock backend and any feature. */
const TEST = '\\.test\\.tsx?$';

/** The interface's packages (a screen, a hook, a router). */
const INTERFACE_PACKAGES =
    '(^|/)node_modules/(react|react-dom|react-admin|ra-ui-materialui|@mui/[^/]+|react-router|react-router-dom|@tanstack/react-query)/';

/** The mock backend: src/mocks, each feature's mock/ and the registry's mock tables. */
const MOCK_BACKEND = ['^src/mocks/', '^src/features/[^/]+/mock/', '^src/features/registry/mock'];

/**
 * A rule, and the imports it lets through: each exception names the importing file and what it may
 * import, with why beside it. The importing file stays under the rule for everything else.
 */
function withExceptions(rule, exceptions) {
    const toPathNot = rule.to.pathNot ?? [];
    return [
        {
            ...rule,
            from: { ...rule.from, pathNot: [...(rule.from.pathNot ?? []), ...exceptions.map((e) => e.from)] },
        },
        ...exceptions.map((exception) => ({
            ...rule,
            from: { path: exception.from },
            to: { ...rule.to, pathNot: [...toPathNot, exception.to] },
        })),
    ];
}

export default {
    forbidden: [
        {
            name: 'no-circular',
            severity: 'error',
            comment:
                'A cycle makes the order in which modules run depend on who is imported first, and ties types to the modules above them: move what both need down to the lowest module that needs it.',
            from: { path: '^src/' },
            to: { circular: true },
        },
        ...withExceptions(
            {
                name: 'feature-from-outside',
                severity: 'error',
                comment:
                    "A feature (src/features/<name>) is reached from outside src/features only through the registry's tables, written by `npm run features`.",
                from: {
                    path: '^src/',
                    pathNot: [
                        '^src/features/',
                        // The mock backend's own rule (mock-core-imports-features).
                        '^src/mocks/',
                        TEST,
                        // The entry points put the registry's tables into the app.
                        '^src/(App|main)\\.tsx$',
                    ],
                },
                to: {
                    path: '^src/features/[^/]+/',
                    // The route table, the words, and the mock's handlers and seed read the
                    // registry's tables (registry-from-tables says which).
                    pathNot: ['^src/features/registry/'],
                },
            },
            [
                {
                    // The return from the sign-in asks for the dashboard's figures while the
                    // frame and the route table download.
                    from: '^src/shell/signIn/SsoCallbackPage\\.tsx$',
                    to: '^src/features/dashboard/early\\.ts$',
                },
            ],
        ),
        {
            name: 'registry-from-tables',
            severity: 'error',
            comment:
                "The registry's tables are read by the route table, the words and the mock backend's tables, and the entry points.",
            from: {
                path: '^src/',
                pathNot: [
                    '^src/features/',
                    TEST,
                    '^src/(App|main)\\.tsx$',
                    '^src/routes/',
                    '^src/providers/i18n/',
                    // The frame shows the features' parts of it (their frame.ts).
                    '^src/shell/',
                    '^src/mocks/(handlers|seed)/index\\.ts$',
                ],
            },
            to: { path: '^src/features/registry/' },
        },
        ...withExceptions(
            {
                name: 'mock-core-imports-features',
                severity: 'error',
                comment:
                    "The mock backend's core (src/mocks) reaches the features' mocks through the registry only.",
                from: { path: '^src/mocks/' },
                to: { path: '^src/features/[^/]+/', pathNot: ['^src/features/registry/'] },
            },
            [
                {
                    // A stored database of an older shape moves its plots' producers to the
                    // producers' own table when it is opened.
                    from: '^src/mocks/schema\\.ts$',
                    to: '^src/features/producers/mock/migration\\.ts$',
                },
                {
                    // A plot answers its producer as the producers' mock holds them: names,
                    // and identity numbers and phones shown only with the right.
                    from: '^src/mocks/plots/(plots|origins)\\.ts$',
                    to: '^src/features/producers/mock/(model|consentStore)\\.ts$',
                },
            ],
        ),
        {
            name: 'domain-stays-down',
            severity: 'error',
            comment:
                'src/domain holds the rules of the trade and imports nothing of the console but itself: the console, the mock backend and the tests all build on it.',
            from: { path: '^src/domain/' },
            to: {
                path: '^src/',
                pathNot: [
                    '^src/domain/',
                    // The API's own types, generated from the contract (npm run api:types): the
                    // contract is below everything.
                    '^src/providers/api-types\\.ts$',
                ],
            },
        },
        {
            name: 'print-without-screens',
            severity: 'error',
            comment:
                'The print engine runs in a worker and in Node (the print benches, the unit files): it loads no screen, hook or router package.',
            from: { path: '^src/lib/print/' },
            to: { path: INTERFACE_PACKAGES },
        },
        {
            name: 'lib-below-screens',
            severity: 'error',
            comment: 'src/lib holds engines: it imports no shared screen part, frame or feature.',
            from: { path: '^src/lib/' },
            to: { path: '^src/(kit|shell|features|routes)/' },
        },
        {
            name: 'kit-below-shell',
            severity: 'error',
            comment:
                "src/kit holds the parts every screen shares: it imports neither the frame (src/shell) nor a feature (the features' tables aside: see feature-from-outside).",
            from: { path: '^src/kit/' },
            to: { path: ['^src/shell/', '^src/features/[^/]+/'], pathNot: ['^src/features/registry/'] },
        },
        {
            name: 'console-without-mock',
            severity: 'error',
            comment:
                'The console reaches the mock backend only where the mock is started: a real build must not carry it.',
            from: {
                path: '^src/',
                pathNot: [
                    ...MOCK_BACKEND,
                    TEST,
                    // Starts the mock's service worker, in a mock build only (a lazy import).
                    '^src/main\\.tsx$',
                    // The QA panel and the mock's sign-in pages, mounted in a mock build only:
                    // they list the mock's personas and the faults it can inject.
                    '^src/features/qa/',
                ],
            },
            to: { path: '^src/mocks/' },
        },
        {
            name: 'mock-without-screens',
            severity: 'error',
            comment:
                "The mock backend is an API server (it also runs in Node, scripts/api-server.ts): it imports no screen of the console, only the domain, the providers' tables and the features' mock modules.",
            from: { path: MOCK_BACKEND },
            to: {
                path: ['^src/(kit|shell)/', '^src/features/.+[.]tsx$', '^src/features/.+/screens[.]ts$'],
                pathNot: ['^src/features/[^/]+/mock/'],
            },
        },
    ],
    options: {
        // Test files beside the code are tests: they may use the mock backend and any feature.
        exclude: { path: TEST },
        doNotFollow: { path: 'node_modules' },
        includeOnly: { path: ['^src/', '(^|/)node_modules/'] },
        // Every import counts, the types' included (see above).
        tsPreCompilationDeps: true,
        tsConfig: { fileName: 'tsconfig.json' },
        // node_modules may be a link (a worktree sharing one): keep its path as written.
        preserveSymlinks: true,
        enhancedResolveOptions: {
            exportsFields: ['exports'],
            conditionNames: ['import', 'require', 'node', 'default', 'types'],
            mainFields: ['module', 'main', 'types', 'typings'],
        },
        reporterOptions: { text: { highlightFocused: true } },
    },
};
