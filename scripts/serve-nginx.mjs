#!/usr/bin/env node
// Serves the production build with nginx and deploy/nginx.conf, as a deployment would, for the
// deployment test: builds first when the build is missing or stale (mock mode, so the flow can sign
// in; scripts/lib/mock-build.mjs),
// then runs nginx in the foreground with the site file's port and root replaced.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ensureMockBuild } from './lib/mock-build.mjs';

const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
const port = process.env.E2E_NGINX_PORT || '4405';
const outDir = resolve(process.env.XTS_OUT_DIR || 'dist');

// A build for a real API (the real-API suite's same-origin layout, XTS_API_UPSTREAM) is made by its
// suite beforehand: only the mock build is made here.
if (!process.env.XTS_API_UPSTREAM) ensureMockBuild(outDir);

// XTS_TLS_PORT with XTS_TLS_CERT and XTS_TLS_KEY (PEM files): also serve TLS on that loopback port,
// as the site file's commented `listen 443 ssl http2` lines would (the deployment test's own
// certificate).
const tls = process.env.XTS_TLS_PORT
    ? `\n$1listen 127.0.0.1:${process.env.XTS_TLS_PORT} ssl http2;\n$1ssl_certificate ${process.env.XTS_TLS_CERT};\n$1ssl_certificate_key ${process.env.XTS_TLS_KEY};`
    : '';

const site = readFileSync(new URL('../deploy/nginx.conf', import.meta.url), 'utf8');
const patched = site
    .replace(/^(\s*)listen\s+80;.*$/m, `$1listen 127.0.0.1:${port};${tls}`)
    .replace(/^(\s*)root\s+[^;]+;/m, `$1root ${outDir};`)
    // The same-origin /api/ proxy points at the API under test (the real-API suite), else at a closed
    // loopback port: nginx resolves the example host name when it starts, and this machine may not.
    .replace(
        /^(\s*)proxy_pass\s+[^;]+;/m,
        (_line, indent) => `${indent}proxy_pass ${process.env.XTS_API_UPSTREAM || 'http://127.0.0.1:9'};`,
    );
if (
    patched === site ||
    !patched.includes(`listen 127.0.0.1:${port};`) ||
    !patched.includes(`root ${outDir};`)
) {
    console.error(
        'deploy/nginx.conf no longer has the "listen 80;" and "root …;" lines this script replaces.',
    );
    process.exit(1);
}

const work = mkdtempSync(join(tmpdir(), 'xts-nginx-'));
for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(work, dir));
writeFileSync(join(work, 'site.conf'), patched);
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
writeFileSync(
    join(work, 'nginx.conf'),
    `${isRoot ? 'user root;\n' : ''}worker_processes 1;
pid ${work}/nginx.pid;
error_log stderr warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    client_body_temp_path ${work}/body;
    proxy_temp_path ${work}/proxy;
    fastcgi_temp_path ${work}/fastcgi;
    uwsgi_temp_path ${work}/uwsgi;
    scgi_temp_path ${work}/scgi;
    include ${work}/site.conf;
}
`,
);

const child = spawn(
    NGINX,
    ['-e', 'stderr', '-p', work, '-c', join(work, 'nginx.conf'), '-g', 'daemon off;'],
    { stdio: 'inherit' },
);
const stop = () => child.kill('SIGQUIT');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
    rmSync(work, { recursive: true, force: true });
    process.exit(code ?? 0);
});
