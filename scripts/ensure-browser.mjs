#!/usr/bin/env node
// The end-to-end tests drive Debian's Chromium (no test tool may download its own browser).
// Installs it when missing and we are root; otherwise says what to do.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

if (existsSync(CHROMIUM)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
    console.error(
        `Chromium is missing at ${CHROMIUM}. Install it with: sudo apt-get update && sudo apt-get install -y chromium\n` +
            '(or set CHROMIUM_PATH to a Chromium binary).',
    );
    process.exit(1);
}
console.log('Chromium is missing: installing Debian\'s package "chromium"…');
try {
    execSync('apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium', { stdio: 'inherit' });
} catch {
    console.error('Could not install Chromium with apt-get. Install the Debian package "chromium" and run the tests again.');
    process.exit(1);
}
if (!existsSync(CHROMIUM)) {
    console.error(`apt-get finished but ${CHROMIUM} is still missing.`);
    process.exit(1);
}
