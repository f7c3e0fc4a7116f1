#!/usr/bin/env node
// A build for a real API host must contain no mock code: builds one into a temporary folder and
// looks for the mock's markers (its storage key, its control endpoints, its service worker).
import { execSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { MOCK_MARKERS as MARKERS } from './mock-markers.mjs';

const out = mkdtempSync(join(tmpdir(), 'xts-real-'));

try {
    execSync('npx vite build --logLevel error --emptyOutDir', {
        stdio: 'inherit',
        env: { ...process.env, VITE_API_HOST: 'https://api.example.invalid', XTS_OUT_DIR: out },
    });
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
    rmSync(out, { recursive: true, force: true });
}
