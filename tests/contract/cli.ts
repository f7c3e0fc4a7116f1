import { parseArgs } from 'node:util';
import { loadContract } from './contract';
import { formatOutcomes, runScenarios, type Host } from './runner';

/**
 * `npm run test:contract -- --api URL [--access-token T --refresh-token R] [--callback URL]`:
 * the contract scenarios against a server over HTTP, as the owner persona. Prints one line per
 * scenario and answers non-zero when any failed.
 */
export async function main(argv: string[]): Promise<number> {
    const { values } = parseArgs({
        args: argv,
        options: {
            api: { type: 'string' },
            'access-token': { type: 'string' },
            'refresh-token': { type: 'string' },
            callback: { type: 'string' },
            help: { type: 'boolean' },
        },
    });
    if (values.help || !values.api) {
        console.log('Usage: npm run test:contract -- --api URL --access-token T --refresh-token R [--callback URL]');
        console.log("  The tokens are the owner's (a user who owns a business); --callback is the console's");
        console.log('  /sso/callback registered with the server (default: <api>/sso/callback).');
        return values.help ? 0 : 2;
    }
    const api = values.api.replace(/\/+$/, '');
    const access = values['access-token'];
    const refresh = values['refresh-token'];
    if (!access || !refresh) {
        console.error('Give the owner\'s tokens: --access-token and --refresh-token.');
        return 2;
    }
    const host: Host = {
        api,
        callback: values.callback ?? `${api}/sso/callback`,
        // One signed-in persona: scenarios of the others are reported as skipped.
        tokens: async (persona) => (persona === 'owner' ? { accessToken: access, refreshToken: refresh } : null),
        ssoCode: async () => null,
    };
    const contract = await loadContract();
    const outcomes = await runScenarios(contract, host);
    console.log(formatOutcomes(outcomes));
    return outcomes.some((o) => !o.passed && !o.skipped) ? 1 : 0;
}
