#!/usr/bin/env node
// The API contract scenarios against a server over HTTP (tests/contract/cli.ts); see README.
import { resolve } from 'node:path';
import { createServer } from 'vite';

const ROOT = resolve(import.meta.dirname, '..');
const vite = await createServer({
    root: ROOT,
    configFile: false,
    server: { middlewareMode: true, hmr: false },
    appType: 'custom',
    logLevel: 'error',
});
let code;
try {
    const { main } = await vite.ssrLoadModule('/tests/contract/cli.ts');
    code = await main(process.argv.slice(2));
} finally {
    await vite.close();
}
process.exit(code);
