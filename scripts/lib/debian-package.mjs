// Installs a Debian package the test scripts need when its binary is missing and we are root;
// otherwise says what to do. Used by ensure-browser.mjs and ensure-nginx.mjs.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

/**
 * @param {{ pkg: string, binary: string, envVar: string, label: string, aptFlags?: string }} need
 */
export function ensureDebianPackage({ pkg, binary, envVar, label, aptFlags = '' }) {
    if (existsSync(binary)) return;
    const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
    if (!isRoot) {
        console.error(
            `${label} is missing at ${binary}. Install it with: sudo apt-get update && sudo apt-get install -y ${pkg}\n` +
                `(or set ${envVar} to a ${label} binary).`,
        );
        process.exit(1);
    }
    console.log(`${label} is missing: installing Debian's package "${pkg}"…`);
    try {
        execSync(`apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y ${aptFlags} ${pkg}`, {
            stdio: 'inherit',
        });
    } catch {
        console.error(
            `Could not install ${label} with apt-get. Install the Debian package "${pkg}" and run the tests again.`,
        );
        process.exit(1);
    }
    if (!existsSync(binary)) {
        console.error(`apt-get finished but ${binary} is still missing.`);
        process.exit(1);
    }
}
