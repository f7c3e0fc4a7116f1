#!/usr/bin/env node
// The deployment test serves the production build with Debian's nginx and deploy/nginx.conf.
import { ensureDebianPackage } from './lib/debian-package.mjs';

ensureDebianPackage({
    pkg: 'nginx',
    binary: process.env.NGINX_PATH || '/usr/sbin/nginx',
    envVar: 'NGINX_PATH',
    label: 'nginx',
    // Without recommends: the test runs its own nginx instance, not the system service.
    aptFlags: '--no-install-recommends',
});
