import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './scripts/precompress';
import { reachedFrom, resetGroups } from './scripts/chunkGroups';
import { raOnDemand } from './scripts/raOnDemand';

// react-admin breaks when two copies of react-router or MUI end up in the bundle.
const dedupe = [
    'react',
    'react-dom',
    'react-router',
    'react-router-dom',
    '@mui/material',
    '@mui/system',
    '@emotion/react',
    '@emotion/styled',
];

const WORKER = 'mockServiceWorker.js';
/** The worker is registered with `updateViaCache: 'all'`: its update checks read this cached copy. */
const WORKER_CACHE = 'max-age=3600';
const workerSource = () => readFileSync(new URL(`./src/mocks/worker/${WORKER}`, import.meta.url), 'utf8');

/** The mock's service worker is served and emitted in mock mode only: a real-API build has none of it. */
function mockWorker(enabled: boolean): Plugin {
    return {
        name: 'xts-mock-worker',
        configureServer(server) {
            if (!enabled) return;
            server.middlewares.use(`/${WORKER}`, (_req, res) => {
                res.setHeader('Content-Type', 'text/javascript');
                res.setHeader('Cache-Control', WORKER_CACHE);
                res.end(workerSource());
            });
        },
        configurePreviewServer(server) {
            server.middlewares.use(`/${WORKER}`, (_req, res, next) => {
                if (!enabled) return next();
                res.setHeader('Content-Type', 'text/javascript');
                res.setHeader('Cache-Control', WORKER_CACHE);
                res.end(workerSource());
            });
        },
        generateBundle() {
            if (enabled) this.emitFile({ type: 'asset', fileName: WORKER, source: workerSource() });
        },
    };
}

/** deploy/nginx.conf's caching of the hashed build output, which never changes under its name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * `vite preview` (the e2e suite, QA) caches the hashed files as the nginx site does: a page load
 * then reads them from the browser's cache instead of asking again for each of some thirty files.
 */
function previewCaching(): Plugin {
    return {
        name: 'xts-preview-caching',
        configurePreviewServer(server) {
            const outDir = resolve(server.config.root, server.config.build.outDir);
            server.middlewares.use('/assets/', (req, res, next) => {
                // Only a file of the build: the fallback page for an unknown name is not cached.
                const file = join(outDir, 'assets', decodeURIComponent((req.url ?? '').split('?')[0]));
                if (!file.startsWith(outDir) || !existsSync(file)) return next();
                const setHeader = res.setHeader.bind(res);
                res.setHeader = (name, value) =>
                    setHeader(name, /^cache-control$/i.test(name) ? IMMUTABLE : value);
                next();
            });
        },
    };
}

/**
 * The installed app's service worker (src/pwa/sw.ts, Workbox through vite-plugin-pwa), in builds for
 * a real API only: the mock build's msw worker owns the scope '/' (docs/offline.md). It precaches
 * the whole build, so that every page opens with no signal; public/manifest.webmanifest is the
 * manifest (a static file: it is the same in every build).
 */
function appWorker(mock: boolean) {
    return VitePWA({
        disable: mock,
        strategies: 'injectManifest',
        srcDir: 'src/pwa',
        filename: 'sw.ts',
        injectRegister: false,
        manifest: false,
        injectManifest: {
            globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,wasm,woff2}'],
            // The camera scanner's decoder (a browser without BarcodeDetector) is the largest file.
            maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        },
    });
}

/** What rolldown tells a chunk group's `name` function (the part scripts/chunkGroups.ts reads). */
type GroupContext = Parameters<ReturnType<typeof reachedFrom>>[1];
/**
 * What every signed-in page needs: the shell around it, the record gate, the data and auth
 * providers and the small helpers every area formats with, one file rather than a dozen small ones.
 */
const shellModules = reachedFrom('shell', [
    'src/shell/Layout.tsx',
    'src/kit/RecordGate.tsx',
    // The route table as react-admin's children (App.tsx loads it for any address but /login).
    'src/routes/routeElements.tsx',
    'src/providers/dataProvider.ts',
    // react-admin's auth provider, loaded on first use (lazyAuthProvider.ts).
    'src/providers/authProvider.ts',
    'src/kit/format.ts',
    'src/kit/errors.ts',
]);
/**
 * The table, list, skeleton, chip and "add" parts that the lists and the dashboard share go with the shell: in
 * list-kit, they would make the dashboard download every list's parts.
 */
const sharedWithLists =
    /node_modules[\\/]@mui[\\/](material[\\/](Table[A-Za-z]*|Skeleton|Chip|List|ListItem|ListItemButton|ListItemText)[\\/]|icons-material[\\/](esm[\\/])?Add\.m?js$)/;

export default defineConfig(({ mode }) => {
    const env = loadEnv(mode, process.cwd(), 'VITE_');
    const apiHost = process.env.VITE_API_HOST ?? env.VITE_API_HOST ?? '';
    // How long a read and a write may take (ms) before the console gives up: a constant of the build.
    const seconds = (name: string, fallback: number) =>
        1000 * (Number(process.env[name] ?? env[name]) || fallback);
    const timeouts = { read: seconds('VITE_READ_TIMEOUT_S', 20), write: seconds('VITE_WRITE_TIMEOUT_S', 60) };
    return {
        plugins: [
            react(),
            raOnDemand(),
            mockWorker(!apiHost),
            precompress(),
            resetGroups(),
            previewCaching(),
            appWorker(!apiHost),
        ],
        // Mock mode is decided at build time so that a build for a real API host drops the mock code.
        define: {
            __XTS_MOCK__: JSON.stringify(!apiHost),
            __XTS_TIMEOUT_MS__: JSON.stringify(timeouts),
            // The API's origin, whose reads the service worker keeps (src/pwa/swReads.ts).
            __XTS_API_ORIGIN__: JSON.stringify(apiHost ? new URL(apiHost).origin : ''),
        },
        resolve: { dedupe },
        build: {
            outDir: process.env.XTS_OUT_DIR || 'dist',
            sourcemap: false,
            // The bench reads the chunks' imports from the manifest (request chains); a deployed
            // build has none, so that the server does not publish the source file names.
            manifest: Boolean(process.env.XTS_MANIFEST),
            chunkSizeWarningLimit: 1500,
            // Everything the entry imports statically goes into one file (rolldown would otherwise
            // split what lazy chunks share with it into a dozen small files that compress worse).
            // Signed-in pages likewise load a few files per area instead of dozens of small shared
            // chunks fetched in chains: `shell` (the frame every signed-in page needs), `list-kit`
            // (what every list needs), the map libraries in a chunk of their own (only the pages
            // showing a map load them); each page stays a lazily loaded chunk of its own.
            // `reachedFrom` (scripts/chunkGroups.ts) takes the project files a group's roots import
            // and leaves the libraries' modules to rolldown, which adds those they use.
            rolldownOptions: {
                output: {
                    codeSplitting: {
                        groups: [
                            { name: 'boot', tags: ['$initial'] },
                            // The map libraries, for the pages that show a map only. Geoman (the drawing
                            // tools) is left with the drawing map: it extends the global `L` as it runs,
                            // which exists only once leafletGlobal.ts has run.
                            {
                                name: 'map-kit',
                                test: /node_modules[\\/](leaflet|react-leaflet|@react-leaflet)[\\/]/,
                            },
                            // Geometry and file readers (area, checks, KML/GPX, shapefiles): the plot
                            // forms and imports, and the mock's own checks.
                            {
                                name: 'geo-kit',
                                test: /node_modules[\\/](@turf|@tmcw|shpjs|proj4|wkt-parser|mgrs|jszip|parsedbf|but-unzip)[\\/]/,
                            },
                            // What every signed-in page needs (shellModules, above).
                            {
                                name: (id: string, ctx: GroupContext) =>
                                    shellModules(id, ctx) ?? (sharedWithLists.test(id) ? 'shell' : null),
                                debugName: 'shell',
                            },
                            // react-admin's selects and their choices, which lists (filters, columns) and
                            // forms share: one file instead of four.
                            {
                                name: 'choice-kit',
                                test: /node_modules[\\/](ra-ui-materialui|ra-core)[\\/].*[\\/](SelectInput|SelectField|useChoices|useChoicesContext|ChoicesContext[A-Za-z]*)\.js$/,
                            },
                            // What every list needs beyond the shell (a page that is no list, such as
                            // the dashboard, does not download it).
                            {
                                debugName: 'list-kit',
                                name: reachedFrom('list-kit', [
                                    'src/kit/ResourceList.tsx',
                                    'src/kit/listParts.tsx',
                                    // The columns and filters most lists show (status, identifiers,
                                    // choices with their selects) and the CSV export.
                                    'src/kit/StatusField.tsx',
                                    'src/kit/Identifier.tsx',
                                    'src/kit/choices.ts',
                                    'src/kit/csv.ts',
                                ]),
                            },
                        ],
                    },
                },
            },
        },
        server: { strictPort: false },
    };
});
