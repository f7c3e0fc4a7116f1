#!/usr/bin/env node
// The end-to-end tests drive Debian's Chromium (no test tool may download its own browser).
import { ensureDebianPackage } from './lib/debian-package.mjs';

ensureDebianPackage({
    pkg: 'chromium',
    binary: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    envVar: 'CHROMIUM_PATH',
    label: 'Chromium',
});
