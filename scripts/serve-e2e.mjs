#!/usr/bin/env node
// Serves the production build for the end-to-end tests, building it first when it is missing.
import { existsSync } from 'node:fs';
import { spawn, execSync } from 'node:child_process';

const port = process.env.E2E_PORT || '4173';
const outDir = process.env.XTS_OUT_DIR || 'dist';

if (!existsSync(`${outDir}/index.html`)) {
    execSync('npx vite build', { stdio: 'inherit', env: { ...process.env, VITE_API_HOST: '' } });
}
const child = spawn(
    'npx',
    ['vite', 'preview', '--host', '127.0.0.1', '--port', port, '--strictPort', '--outDir', outDir],
    {
        stdio: 'inherit',
    },
);
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
