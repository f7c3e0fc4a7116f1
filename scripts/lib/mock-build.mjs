// The mock-mode production build that `npm run build` makes is the one the end-to-end and deployment
// suites serve. `npm test` builds it once and both suites reuse it; a suite run alone builds it when
// it is missing, when the folder holds a build for a real API host (no mock service worker), or when
// a source of the build changed after it was made.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const INPUTS = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json', 'tsconfig.json'];

function newestMtime(path) {
    if (!existsSync(path)) return 0;
    const stat = statSync(path);
    if (!stat.isDirectory()) return stat.mtimeMs;
    let newest = stat.mtimeMs;
    for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
    return newest;
}

/** Why the build in `outDir` cannot serve the mock suites, or null when it can. */
export function staleReason(outDir) {
    const index = join(outDir, 'index.html');
    if (!existsSync(index)) return 'no build';
    if (!existsSync(join(outDir, 'mockServiceWorker.js'))) return 'a build for a real API host';
    const built = statSync(index).mtimeMs;
    const changed = INPUTS.find((input) => newestMtime(input) > built);
    return changed ? `${changed} changed after the build` : null;
}

/** Builds the mock-mode production build into `outDir` unless the one there is current. */
export function ensureMockBuild(outDir) {
    const reason = staleReason(outDir);
    if (!reason) return;
    console.log(`Building the console into ${outDir} (${reason}).`);
    execSync('npx vite build', {
        stdio: 'inherit',
        env: { ...process.env, VITE_API_HOST: '', XTS_OUT_DIR: outDir },
    });
}
