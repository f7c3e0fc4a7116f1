import { parseArgs } from 'node:util';
import { loadContract } from './contract';
import { formatOutcomes, runScenarios, type Host } from './runner';
import type { Persona } from './scenarios';

/**
 * A persona's SSO code through a server's own SSO page (the reference server's `/sso/authorize`):
 * ask the API for the sign-in URL, read the page's hidden fields, choose the persona as its button
 * does, and take the code from the redirect. Null when the server has no such page.
 */
export async function ssoCodeThroughPage(
    api: string,
    persona: string,
    redirectUri: string,
): Promise<string | null> {
    const state = `contract-${Date.now().toString(36)}`;
    const start = await fetch(
        `${api}/api/auth/sso/get-auth-url?${new URLSearchParams({ redirect_uri: redirectUri, state })}`,
    );
    const url = start.ok ? ((await start.json()) as { data?: { url?: string } }).data?.url : undefined;
    if (!url) return null;
    const page = await fetch(url);
    if (!page.ok) return null;
    const html = await page.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action || !html.includes(`value="${persona}"`)) return null;
    const form = new URLSearchParams({ persona });
    for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) {
        form.set(
            name,
            value
                .replace(/&amp;/g, '&')
                .replace(/&quot;/g, '"')
                .replace(/&lt;/g, '<')
                .replace(/&gt;/g, '>'),
        );
    }
    const chosen = await fetch(new URL(action, url), { method: 'POST', body: form, redirect: 'manual' });
    const back = chosen.headers.get('location');
    return back ? new URL(back).searchParams.get('code') : null;
}

/** A persona's tokens through the SSO page and `POST /api/auth/sso/login`. */
async function signInThroughPage(api: string, persona: string, redirectUri: string) {
    const code = await ssoCodeThroughPage(api, persona, redirectUri);
    if (!code) return null;
    const answer = await fetch(`${api}/api/auth/sso/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ code, redirect_uri: redirectUri }),
    });
    const data = answer.ok
        ? ((await answer.json()) as { data?: { accessToken?: string; refreshToken?: string } }).data
        : undefined;
    return data?.accessToken && data.refreshToken
        ? { accessToken: data.accessToken, refreshToken: data.refreshToken }
        : null;
}

/**
 * `npm run test:contract -- --api URL [--access-token T --refresh-token R] [--callback URL]`:
 * the contract scenarios against a server over HTTP. Without tokens, every persona signs in
 * through the server's own SSO page (the reference server's); with the owner's tokens, the owner's
 * scenarios run and the others are reported as skipped. Prints one line per scenario and answers
 * non-zero when any failed.
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
        console.log(
            'Usage: npm run test:contract -- --api URL [--access-token T --refresh-token R] [--callback URL]',
        );
        console.log(
            "  The tokens are the owner's (a user who owns a business); without them every persona signs in",
        );
        console.log(
            "  through the server's own SSO page. --callback is the console's /sso/callback registered",
        );
        console.log('  with the server (default: <api>/sso/callback).');
        return values.help ? 0 : 2;
    }
    const api = values.api.replace(/\/+$/, '');
    const access = values['access-token'];
    const refresh = values['refresh-token'];
    if (!!access !== !!refresh) {
        console.error(
            "Give both of the owner's tokens (--access-token and --refresh-token), or neither to sign in through the server's SSO page.",
        );
        return 2;
    }
    const callback = values.callback ?? `${api}/sso/callback`;
    const signedIn = new Map<Persona, Promise<{ accessToken: string; refreshToken: string } | null>>();
    const host: Host = access
        ? {
              api,
              callback,
              tokens: async (persona) =>
                  persona === 'owner' ? { accessToken: access, refreshToken: refresh! } : null,
              ssoCode: async () => null,
          }
        : {
              api,
              callback,
              tokens: (persona) => {
                  if (!signedIn.has(persona))
                      signedIn.set(persona, signInThroughPage(api, persona, callback));
                  return signedIn.get(persona)!;
              },
              ssoCode: (persona, redirectUri) => ssoCodeThroughPage(api, persona, redirectUri),
          };
    if (!access && !(await host.tokens('owner'))) {
        console.error(
            `No tokens given, and ${api} has no SSO page the owner can sign in through (is ${callback} registered with it?).`,
        );
        return 2;
    }
    const contract = await loadContract();
    const outcomes = await runScenarios(contract, host);
    console.log(formatOutcomes(outcomes));
    return outcomes.some((o) => !o.passed && !o.skipped) ? 1 : 0;
}
