import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { reactRefresh } from 'eslint-plugin-react-refresh';
import globals from 'globals';

// react-router 7 is one package: react-router-dom only re-exports it. react-admin still imports
// react-router-dom, and package.json declares it at react-router's version: it pins react-router
// exactly, so one version of each installs one react-router. vitest.config.ts makes both names
// reach one build in tests.
const reactRouterDom = {
    name: 'react-router-dom',
    message:
        "Import from 'react-router' (react-router 7's own package; react-router-dom only re-exports it).",
};

/** Dates as Vietnam reads them (src/domain/dates.ts). */
const dateRules = [
    {
        selector:
            'CallExpression[callee.property.name=/^(slice|substring|substr|split)$/][callee.object.callee.property.name=/^(toISOString|toJSON)$/]',
        message:
            'A date cut from toISOString() is the UTC date: use vietnamToday / vietnamDateOf / addDays (src/domain/dates.ts).',
    },
    {
        // The browser's own date field writes the browser's order (mm/dd/yyyy in many).
        selector: "JSXAttribute[name.name='type'][value.value=/^(date|datetime-local|month|week)$/]",
        message:
            'Use DateInput, DateFilter or DateTextField (src/kit/DateInput.tsx): dd/mm/yyyy as the console writes dates.',
    },
];

/**
 * react-admin translates a notification's message itself, with its `messageArgs`. A sentence
 * translated before goes through the translator again: not a key, so polyglot warns "Missing
 * translation" in the console of a development build (npm start, the unit tests) for every such
 * notification, and shows the sentence as it is.
 */
const notifyMessage =
    "Pass notify a message key and its messageArgs: react-admin translates it (never translate('…') first).";
const notifyRules = [
    "CallExpression[callee.name='notify'][arguments.0.type!=/^(Literal|TemplateLiteral|ConditionalExpression)$/]",
    "CallExpression[callee.name='notify'][arguments.0.type='ConditionalExpression'][arguments.0.consequent.type!=/^(Literal|TemplateLiteral)$/]",
    "CallExpression[callee.name='notify'][arguments.0.type='ConditionalExpression'][arguments.0.alternate.type!=/^(Literal|TemplateLiteral)$/]",
].map((selector) => ({ selector, message: notifyMessage }));

/**
 * What a user uploaded is only ever shown as inert data: a picture through <img>, never as a document
 * of the console's own origin (a blob: or data: tab, a frame), where an SVG's script would run. The
 * console's own files (the print file, the lot export) are the named exceptions.
 */
const inertRules = [
    {
        selector: "CallExpression[callee.object.name='URL'][callee.property.name='createObjectURL']",
        message:
            "A blob: URL opens as a document of the console's origin: show user pictures through <img> only (docs/api.md, Pictures).",
    },
    {
        selector: "CallExpression[callee.object.name='window'][callee.property.name='open']",
        message:
            "A new tab of the console's origin can run what it shows: show user pictures through <img> only.",
    },
    {
        selector: 'JSXOpeningElement[name.name=/^(iframe|object|embed)$/]',
        message: 'A frame runs the document it shows: show user pictures through <img> only.',
    },
];

/**
 * No string becomes HTML. A text a person typed or a file carried (a producer's name, a plot's code)
 * written as markup runs as script in whoever looks at it, whatever header the deployment sends.
 * Text reaches the page as React text or text nodes: Leaflet's tooltips, popups and icons take an
 * element from textElement (src/kit/map/mapText.ts), or a function that answers one.
 * The allow-list, each with its reason:
 * - a tile layer's `attribution` may be the deployment's own: `mapTiles.attribution`, read from
 *   VITE_MAP_TILE_ATTRIBUTION in src/kit/map/mapConfig.ts (HTML by Leaflet's convention, set at
 *   build time by whoever deploys the console; never from the API or a user).
 */
const markupMessage = (what) =>
    `${what} writes a string as HTML: give it text (React text, textContent, or textElement from src/kit/map/mapText.ts).`;
const LEAFLET_CONTENT = '/^(bindTooltip|bindPopup|setContent|setTooltipContent|setPopupContent)$/';
const madeByTextElement = (path) =>
    `[${path}.type='CallExpression'][${path}.callee.name='textElement'], [${path}.type='ArrowFunctionExpression'][${path}.body.type='CallExpression'][${path}.body.callee.name='textElement']`;
const markupRules = [
    {
        selector: `CallExpression[callee.property.name=${LEAFLET_CONTENT}]:not(${madeByTextElement('arguments.0')})`,
        message: markupMessage("Leaflet's tooltip, popup or content with anything but textElement"),
    },
    {
        selector: `CallExpression[callee.property.name=/^(divIcon|DivIcon)$/] Property[key.name='html']:not(${madeByTextElement('value')})`,
        message: markupMessage("Leaflet's divIcon `html`"),
    },
    {
        selector: `CallExpression[callee.property.name=/^(addAttribution|setPrefix)$/]`,
        message: markupMessage("Leaflet's attribution control"),
    },
    {
        selector: `:matches(JSXAttribute[name.name='attribution'], Property[key.name='attribution']):not(:has(MemberExpression[object.name='mapTiles'][property.name='attribution'], MemberExpression[property.name='VITE_MAP_TILE_ATTRIBUTION']))`,
        message: markupMessage(
            "A tile layer's attribution other than the deployment's (mapTiles.attribution)",
        ),
    },
    {
        selector: `JSXAttribute[name.name=/^(dangerouslySetInnerHTML|srcDoc|srcdoc)$/]`,
        message: markupMessage('dangerouslySetInnerHTML or srcDoc'),
    },
    {
        selector: `MemberExpression[property.name=/^(innerHTML|outerHTML|insertAdjacentHTML|setHTMLUnsafe|parseHTMLUnsafe|createContextualFragment|srcdoc)$/]`,
        message: markupMessage(
            'innerHTML, outerHTML, insertAdjacentHTML, setHTMLUnsafe or createContextualFragment',
        ),
    },
    {
        selector: `CallExpression[callee.object.name='document'][callee.property.name=/^(write|writeln)$/]`,
        message: markupMessage('document.write'),
    },
];

/**
 * A select opened by a pointer click once took that same click on a busy machine: the field showed
 * an option, its list had closed, and the test waited for an option no longer there. The browser
 * suites open selects from the keyboard (pickOption and openOptions, tests/selects.ts). Refused: a
 * click on getByRole('combobox', …), or on a locator chained straight from it.
 */
const comboboxClick = {
    selector:
        "CallExpression[callee.property.name=/^(click|dblclick)$/] > MemberExpression.callee > CallExpression.object:matches([callee.property.name='getByRole'][arguments.0.value='combobox'], [callee.object.callee.property.name='getByRole'][callee.object.arguments.0.value='combobox'])",
    message:
        'Open a select or combobox from the keyboard, not with a click (on a busy machine the click can pick an option and close the list): use pickOption or openOptions (tests/selects.ts).',
};

/**
 * The modules that keep anything in the browser's storage, each with what it keeps. A new one is a
 * new place something of a person may outlive them: it joins this list with its reason, and a draft
 * goes through draftStore (tests/unit/draftOwners.test.ts checks that drafts go with their person).
 */
const STORAGE_MODULES = {
    'src/kit/draftStore.ts': 'every draft, by person and business',
    'src/shell/signIn/sso.ts': 'the SSO round trip’s state and the page to return to, read once',
    'src/shell/affiliateCode.ts': 'a campaign code from a public link, no person’s data',
    'src/providers/sessionPersist.ts': 'the session, cleared at sign-out',
    'src/providers/sessionStore.ts': 'the session, cleared at sign-out',
    'src/providers/session.ts': 'the session, cleared at sign-out',
    'src/providers/tokenStorage.ts': 'the tokens, cleared at sign-out',
    'src/providers/tokens.ts': 'listens for another tab’s sign-out',
    'src/providers/authProvider.ts': 'clears the list state at sign-out',
    'src/providers/listMemory.ts': 'the lists’ state, by person and business, cleared at sign-out',
    'src/providers/idempotency.ts':
        'the keys of writes left unanswered, in this tab, by person (no data of theirs)',
};
const WEB_STORAGE = ['localStorage', 'sessionStorage', 'indexedDB'];
const storageMessage =
    'Web storage is kept by the modules listed in eslint.config.js (STORAGE_MODULES), each with what it keeps: a draft goes through draftStore (src/kit/draftStore.ts).';

/** What src does not import (react-admin's Loading, DateInput and Datagrid, …), each with why. */
const srcImports = [
    {
        name: 'react-admin',
        importNames: ['Loading'],
        message: 'Use PageLoading (src/kit/PageLoading.tsx): a named spinner, readable text.',
    },
    {
        // Its <input type="date"> writes dates in the browser's order (mm/dd/yyyy).
        name: 'react-admin',
        importNames: ['DateInput'],
        message:
            'Use DateInput or DateFilter (src/kit/DateInput.tsx): dd/mm/yyyy as the console writes dates.',
    },
    {
        // Superseded by DataTable since react-admin 5.8 (columns declared once,
        // column selection and its own row styling).
        name: 'react-admin',
        importNames: ['Datagrid'],
        message:
            'Use DataTable (or FieldTable, src/kit/FieldTable.tsx): react-admin recommends it over Datagrid since 5.8.',
    },
    {
        // One store mechanism in memory; react-admin's store for what persists.
        name: 'react',
        importNames: ['useSyncExternalStore'],
        message:
            "Use memoryStore and useMemoryStore (src/providers/memoryStore.ts), or react-admin's useStore for what must persist.",
    },
    reactRouterDom,
];

/**
 * A table of the console's own pages is a ScrollTable (src/kit/ScrollTable.tsx): on a
 * phone it scrolls in its own box, says so, and keeps its words whole. Lists use react-admin's
 * DataTable (FieldTable), which shows cards on a phone.
 */
const muiTable = [
    {
        name: '@mui/material',
        importNames: ['Table'],
        message:
            'Use ScrollTable (src/kit/ScrollTable.tsx): on a phone it scrolls in its own box and says so.',
    },
    {
        name: '@mui/material/Table',
        message:
            'Use ScrollTable (src/kit/ScrollTable.tsx): on a phone it scrolls in its own box and says so.',
    },
];

export default defineConfig(
    {
        ignores: [
            'dist',
            'dist-*',
            'node_modules',
            'src/mocks/worker/mockServiceWorker.js',
            'test-results',
            'playwright-report',
            '.bench',
        ],
    },
    js.configs.recommended,
    tseslint.configs.recommended,
    // The React Compiler's rules (purity, refs, state set in effects) beside the rules of hooks.
    reactHooks.configs.flat.recommended,
    {
        // Fast Refresh keeps a screen's state through an edit only when its module exports nothing
        // but components (Vite's plugin also copes with constants beside them): hooks, helpers and
        // tables live in modules of their own. Tests and scripts are not hot-reloaded.
        files: ['src/**/*.tsx'],
        extends: [reactRefresh.configs.vite()],
    },
    {
        files: ['**/*.{ts,tsx,js,mjs}'],
        languageOptions: { globals: { ...globals.browser, ...globals.node } },
        rules: {
            '@typescript-eslint/no-explicit-any': 'off',
            '@typescript-eslint/no-unused-vars': [
                'error',
                { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
            ],
        },
    },
    {
        files: ['tests/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs,js}'],
        rules: { 'no-restricted-imports': ['error', { paths: [reactRouterDom] }] },
    },
    {
        // react-admin's Loading has a spinner without a name and its message below contrast; its
        // DateInput shows the browser's date order; its Datagrid gave way to DataTable.
        files: ['src/**/*.{ts,tsx}'],
        ignores: ['src/mocks/**'],
        rules: { 'no-restricted-imports': ['error', { paths: [...srcImports, ...muiTable] }] },
    },
    {
        // The one module that renders MUI's Table.
        files: ['src/kit/ScrollTable.tsx', 'src/kit/ScrollTable.tsx'],
        rules: { 'no-restricted-imports': ['error', { paths: srcImports }] },
    },
    {
        // Dates as the console means them. A business date is Vietnam's calendar date
        // (src/domain/dates.ts): the UTC date of an instant is yesterday's there from 00:00 to 07:00,
        // so a date cut from toISOString() is wrong for seven hours a day. A date field is typed
        // dd/mm/yyyy, never in the browser's own order.
        files: [
            'src/**/*.{ts,tsx}',
            'tests/unit/**/*.{ts,tsx}',
            'tests/contract/**/*.ts',
            'scripts/**/*.{ts,mjs}',
        ],
        ignores: ['src/domain/dates.ts'],
        rules: {
            'no-restricted-syntax': ['error', ...dateRules, ...notifyRules],
        },
    },
    {
        // What ships: no date cut from UTC, no user picture as a document, no string as HTML.
        files: ['src/**/*.{ts,tsx}'],
        ignores: ['src/domain/dates.ts'],
        rules: {
            'no-restricted-syntax': ['error', ...dateRules, ...inertRules, ...notifyRules, ...markupRules],
        },
    },
    {
        // The console's own files open as documents: the print file and its CSV, the lot's EPCIS export,
        // a household's data export.
        files: [
            'src/features/stamps/print/usePrintBuild.ts',
            'src/features/stamps/print/PrintButton.tsx',
            'src/features/lots/lotApi.ts',
            'src/kit/download.ts',
        ],
        rules: { 'no-restricted-syntax': ['error', ...dateRules, ...notifyRules, ...markupRules] },
    },
    {
        // The one place that may cut a date from an instant's UTC text (it says which zone it means).
        files: ['src/domain/dates.ts'],
        rules: { 'no-restricted-syntax': ['error', ...inertRules, ...notifyRules, ...markupRules] },
    },
    {
        // The browser suites open selects from the keyboard.
        files: ['tests/e2e/**/*.ts', 'tests/real-api/**/*.ts'],
        rules: { 'no-restricted-syntax': ['error', comboboxClick] },
    },
    {
        // No source file over 300 lines: a screen, a hook or a handler module that grows past it is
        // doing two things and is split. Blank lines and comments count.
        files: ['src/**/*.{ts,tsx}'],
        rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
    },
    {
        // Data (the mock's seed and reference tables), the words of each language and the files
        // generated from the API contract are as long as what they hold.
        files: [
            'src/mocks/data/**',
            'src/mocks/seed/**',
            'src/features/*/mock/seed.ts',
            'src/providers/i18n/**',
            'src/providers/api-types.ts',
            'src/providers/api-requests.ts',
        ],
        rules: { 'max-lines': 'off' },
    },
    {
        // Nothing personal outlives its person: the browser's storage is written by the listed
        // modules only (the mock backend, which stands for the server, and tests aside).
        files: ['src/**/*.{ts,tsx}'],
        ignores: [
            ...Object.keys(STORAGE_MODULES),
            'src/mocks/**',
            'src/features/*/mock/**',
            'src/features/registry/mock*.ts',
            // The QA panel of a mock build replaces the stored token with an expired one on purpose.
            'src/features/qa/**',
            'src/features/qa/**',
            'src/**/*.test.{ts,tsx}',
        ],
        rules: {
            'no-restricted-globals': [
                'error',
                ...WEB_STORAGE.map((name) => ({ name, message: storageMessage })),
            ],
            'no-restricted-properties': [
                'error',
                ...['window', 'globalThis', 'self'].flatMap((object) =>
                    WEB_STORAGE.map((property) => ({ object, property, message: storageMessage })),
                ),
            ],
        },
    },
    {
        // The mock backend is an API server: it may share the domain, validation and provider
        // modules, never the console's screens (it also runs as a Node HTTP server, scripts/api-server.ts).
        files: ['src/mocks/**/*.{ts,tsx}', 'src/features/*/mock/**/*.ts', 'src/features/registry/mock*.ts'],
        rules: {
            'no-restricted-imports': [
                'error',
                {
                    paths: [reactRouterDom],
                    patterns: [
                        {
                            group: ['**/kit/**', '**/shell/**', '**/screens'],
                            message:
                                "The mock backend imports no screen (src/kit, src/shell, a feature's pages): share through src/domain or the feature's own modules.",
                        },
                    ],
                },
            ],
        },
    },
);
