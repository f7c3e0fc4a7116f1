#!/usr/bin/env node
// Serves the production build for the end-to-end tests, building it first when it is missing or
// stale (scripts/lib/mock-build.mjs).
import { spawn } from 'node:child_process';
import { ensureMockBuild } from './lib/mock-build.mjs';

const port = process.env.E2E_PORT || '4173';
const outDir = process.env.XTS_OUT_DIR || 'dist';

ensureMockBuild(outDir);
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
