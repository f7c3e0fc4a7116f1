#!/usr/bin/env node
// The contract suite against the reference server: starts `npm run api` on a port the system
// chooses (loopback), runs `npm run test:contract` against it with every persona signing in through
// the server's own SSO page, and stops the server whatever the outcome.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
// The console origin the server registers `<origin>/sso/callback` for; nothing listens there: the
// suite reads the code from the SSO page's redirect.
const consoleOrigin = 'http://127.0.0.1:4699';

// Its own process group: stopping it stops what npx started (tsx and the server's node), which a
// signal to npx alone left running after the suite.
// With --qa (loopback only): the statements' scenarios set how the EU stand-in answers (/__mock/eu).
const server = spawn(
    'npx',
    ['tsx', 'scripts/api-server.ts', '--port', '0', '--origins', consoleOrigin, '--qa'],
    {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'inherit'],
        detached: true,
    },
);
const stop = () => {
    try {
        process.kill(-server.pid, 'SIGTERM');
    } catch {
        // Already gone.
    }
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

const api = await new Promise((resolveUrl, reject) => {
    let seen = '';
    const timer = setTimeout(
        () => reject(new Error('the reference server did not start within 60 s')),
        60_000,
    );
    server.stdout.on('data', (chunk) => {
        seen += chunk;
        const found = /http:\/\/127\.0\.0\.1:\d+/.exec(seen);
        if (found) {
            clearTimeout(timer);
            resolveUrl(found[0]);
        }
    });
    server.on('exit', (code) => reject(new Error(`the reference server exited with ${code}`)));
});

const suite = spawn(
    'node',
    ['scripts/contract.mjs', '--api', api, '--callback', `${consoleOrigin}/sso/callback`],
    { cwd: ROOT, stdio: 'inherit' },
);
const code = await new Promise((done) => suite.on('exit', (exitCode) => done(exitCode ?? 1)));
stop();
process.exit(code);
