#!/usr/bin/env node
// The deployment test serves the production build with Debian's nginx and deploy/nginx.conf.
// Installs nginx when missing and we are root; otherwise says what to do.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';

if (existsSync(NGINX)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
    console.error(
        `nginx is missing at ${NGINX}. Install it with: sudo apt-get update && sudo apt-get install -y nginx\n` +
            '(or set NGINX_PATH to an nginx binary).',
    );
    process.exit(1);
}
console.log('nginx is missing: installing Debian\'s package "nginx"…');
try {
    // policy-rc.d-less containers would start the service on port 80: the test runs its own instance.
    execSync('apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends nginx', {
        stdio: 'inherit',
    });
} catch {
    console.error('Could not install nginx with apt-get. Install the Debian package "nginx" and run the tests again.');
    process.exit(1);
}
if (!existsSync(NGINX)) {
    console.error(`apt-get finished but ${NGINX} is still missing.`);
    process.exit(1);
}
