import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { raOnDemand } from './scripts/raOnDemand';
import { moduleCacheDir } from './scripts/lib/moduleCache';

// Unit tests run in a zone far from Vietnam (and from UTC), as a browser abroad would: business dates
// must come out in Vietnam time whatever the machine's zone (src/domain/dates.ts).
process.env.TZ = 'America/Los_Angeles';

// The unit files: tests/unit, and each feature's own beside it (src/features/<name>/*.test.ts).
const unitFiles = ['tests/unit', 'src/features'].flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((name) => /\.test\.tsx?$/.test(name))
        .map((name) => ({ path: `${dir}/${name}`, text: readFileSync(`${dir}/${name}`, 'utf8') })),
);
/** Component tests ask for a DOM on their first line; every other unit file runs in plain Node. */
const wantsDom = (text: string) => text.split('\n', 1)[0].includes('@vitest-environment jsdom');
/** Files that replace a module (`vi.mock`) need modules of their own: they run isolated. */
const mocksModules = (text: string) => /\bvi\.(mock|doMock)\(/.test(text);
/** The files that share their worker's modules, with a DOM or without. */
const shared = (dom: boolean) =>
    unitFiles
        .filter((file) => wantsDom(file.text) === dom && !mocksModules(file.text))
        .map((file) => file.path);
/** The files that replace a module, DOM or not (each file's first line still picks its environment). */
const isolated = unitFiles.filter((file) => mocksModules(file.text)).map((file) => file.path);

export default defineConfig({
    plugins: [react(), raOnDemand()],
    // One react-router in tests, as in the browser. Vitest resolves packages with the conditions
    // `node` and `development` only (it drops Vite's `module`), so `react-router` imported by a
    // source file resolved to react-router's CommonJS build, while react-admin's imports of
    // `react-router-dom`, run by Node itself, reach react-router's ESM build (Node's own `module-sync`
    // condition). Two builds hold two router contexts: a Link or useNavigate from one does not see
    // the router made by the other. Resolving with `module-sync`, as Node does, sends every import
    // of either package to the one ESM build: in Vite's `ssr` environment (the Node files) and its
    // `client` one (the jsdom files).
    ssr: { resolve: { conditions: ['module-sync'] } },
    resolve: { conditions: ['module-sync'] },
    define: { __XTS_MOCK__: 'true', __XTS_TIMEOUT_MS__: JSON.stringify({ read: 20_000, write: 60_000 }) },
    test: {
        // Plain Node unless a file asks for a DOM (`// @vitest-environment jsdom` on its first line);
        // a file that talks to the mock backend imports './mockServer', which starts it; its data is
        // reset after each test. Nothing is paid for by a test that does not use it.
        environment: 'node',
        // The source checks get TypeScript from ./tests/unit/typescript.ts, which says why; so does
        // openapi-typescript (api-types.test.ts), which Vite transforms for that, instead of Node
        // importing it and its `import ts from 'typescript'` as they are (about 0.5 s).
        alias: { typescript: `${import.meta.dirname}/tests/unit/typescript.ts` },
        server: { deps: { inline: ['openapi-typescript'] } },
        testTimeout: 20000,
        pool: 'threads',
        setupFiles: ['tests/unit/setup.ts'],
        // Transformed modules are kept on disk between runs: a second run transforms only what
        // changed (scripts/lib/moduleCache.ts says where, and why there).
        experimental: { fsModuleCache: true, fsModuleCachePath: moduleCacheDir(import.meta.dirname) },
        // Every core, and at least two: Vitest's default (one fewer than the cores) leaves one of
        // two idle, and the files wait on the mock server and timers as much as on the processor.
        maxWorkers: Math.max(2, availableParallelism()),
        projects: [
            // Files share each worker's modules, and the jsdom files its page, instead of importing
            // them afresh per file: importing react-admin and MUI again for each component file took
            // the component files from 70 s of processor time to 270 s. tests/unit/setup.ts gives
            // each file and each test a clean start: the mock's data and handlers, the session, web
            // storage and the page's body.
            { extends: true, test: { name: 'node', include: shared(false), isolate: false } },
            { extends: true, test: { name: 'dom', include: shared(true), isolate: false } },
            // Isolated (Vitest's default) for the files that replace a module, if any: none does at
            // present (the API is answered through the mock server, tests/unit/mockServer.ts), and a
            // project without files is left out, as Vitest finds nothing to run in it.
            ...(isolated.length
                ? [{ extends: true as const, test: { name: 'isolated', include: isolated } }]
                : []),
        ],
    },
});
