/**
 * How every Playwright run launches Debian's Chromium (no downloaded browser): the e2e suite and
 * the deployment test share it.
 */
export const chromiumLaunch = {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
    ],
};
