#!/usr/bin/env node
// A build for a real API host must contain no mock code: looks for the mock's markers (its storage
// key, its control endpoints, its service worker) in the build given as argument (npm test hands it
// the same-origin build the real-API suite has just made and served), or in one it builds into a
// temporary folder when none is given.
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { MOCK_MARKERS as MARKERS } from './mock-markers.mjs';

const given = process.argv[2];
if (given && !existsSync(join(given, 'index.html'))) {
    console.error(`${given} holds no build to check.`);
    process.exit(1);
}
const out = given || mkdtempSync(join(tmpdir(), 'xts-real-'));

try {
    if (!given) {
        execSync('npx vite build --logLevel error --emptyOutDir', {
            stdio: 'inherit',
            env: { ...process.env, VITE_API_HOST: 'https://api.example.invalid', XTS_OUT_DIR: out },
        });
    }
    const files = (dir) =>
        readdirSync(dir).flatMap((name) =>
            statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)],
        );
    const found = [];
    for (const file of files(out)) {
        if (file.endsWith('mockServiceWorker.js')) found.push(`${file}: the mock service worker`);
        if (!/\.(js|html)$/.test(file)) continue;
        const text = readFileSync(file, 'utf8');
        for (const marker of MARKERS) if (text.includes(marker)) found.push(`${file}: "${marker}"`);
    }
    if (found.length) {
        console.error('Mock code found in the build for a real API host:\n' + found.join('\n'));
        process.exit(1);
    }
    console.log(`Real-API build is free of mock code (${files(out).length} files checked).`);
} finally {
    if (!given) rmSync(out, { recursive: true, force: true });
}
