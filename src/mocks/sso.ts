import { http, HttpResponse } from 'msw';
import { getDb, saveDb } from './db';
import type { MockDb } from './state';
import { host } from './host';
import { personas } from './seed/core';
import { vietnameseMessages } from '../providers/i18n/all';

/** The mock's sign-in page's words (the QA feature's, src/features/qa/vi.ts), from the whole Vietnamese tree. */
const mockWords = () =>
    (
        vietnameseMessages as unknown as {
            xts: { mock: { sso_title: string; sso_intro: string; personas: Record<string, string> } };
        }
    ).xts.mock;

/** A code is exchanged within this time, once. */
const CODE_LIFE_MS = 5 * 60_000;

/**
 * Whether `redirectUri` is registered with the SSO: the console's /sso/callback, on the console's
 * own origin in the browser mock, on one of the allowed origins on the reference server.
 */
export function registeredRedirect(redirectUri: string | null, requestUrl: string): URL | null {
    if (!redirectUri) return null;
    let target: URL;
    try {
        target = new URL(redirectUri);
    } catch {
        return null;
    }
    if (target.pathname !== '/sso/callback') return null;
    const allowed = host.serverSso ? host.origins : [new URL(requestUrl).origin];
    return allowed.includes(target.origin) ? target : null;
}

/**
 * The SSO signs a persona in: a single-use code bound to the redirect URI, carrying the identity
 * the SSO vouches for (its directory's phone and e-mail, not the profile the user may edit).
 * Answers the URL to return to, or null for an unknown persona.
 */
export function issueSsoCode(db: MockDb, persona: string, redirectUri: string, state: string): string | null {
    const user = db.users.find((u) => u.persona === persona);
    const identity = db.ssoDirectory[persona];
    if (!user || !identity) return null;
    const code = `sso-${crypto.randomUUID()}`;
    db.ssoCodes = db.ssoCodes.filter((c) => c.exp > Date.now());
    db.ssoCodes.push({
        code,
        userId: user.id,
        redirectUri,
        exp: Date.now() + CODE_LIFE_MS,
        identity: { ...identity },
    });
    saveDb();
    const target = new URL(redirectUri);
    target.searchParams.set('code', code);
    target.searchParams.set('state', state);
    return target.toString();
}

const escapeHtml = (text: string) =>
    text.replace(
        /[&<>"']/g,
        (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
    );

const page = (body: string, status = 200) =>
    new HttpResponse(
        `<!doctype html><html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
            `<title>${escapeHtml(mockWords().sso_title)}</title>` +
            `<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}` +
            `button{display:block;width:100%;margin:.5rem 0;padding:.75rem;font-size:1rem;cursor:pointer}</style></head>` +
            `<body>${body}</body></html>`,
        {
            status,
            headers: {
                'Content-Type': 'text/html; charset=utf-8',
                'Content-Security-Policy':
                    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; frame-ancestors 'none'",
                'Cache-Control': 'no-store',
            },
        },
    );

const refused = () =>
    page(
        `<h1>${escapeHtml(mockWords().sso_title)}</h1><p role="alert">Yêu cầu đăng nhập không hợp lệ: redirect_uri chưa được đăng ký hoặc thiếu state.</p>`,
        400,
    );

/**
 * The reference server's own SSO page: one button per demo persona; choosing one returns to the
 * console's callback with a code and the state it sent. A login_hint signs in without a click.
 */
export const ssoPageHandlers = [
    http.get('*/sso/authorize', ({ request }) => {
        const url = new URL(request.url);
        const redirectUri = url.searchParams.get('redirect_uri');
        const state = url.searchParams.get('state') ?? '';
        if (!registeredRedirect(redirectUri, request.url) || !state) return refused();
        const hint = url.searchParams.get('login_hint');
        if (hint) {
            const back = issueSsoCode(getDb(), hint, redirectUri!, state);
            if (back)
                return new HttpResponse(null, {
                    status: 303,
                    headers: { Location: back, 'Cache-Control': 'no-store' },
                });
        }
        const words = mockWords();
        const buttons = personas
            .map(
                (p) =>
                    `<button type="submit" name="persona" value="${p}">${escapeHtml(words.personas[p])}</button>`,
            )
            .join('');
        return page(
            `<h1>${escapeHtml(words.sso_title)}</h1><p>${escapeHtml(words.sso_intro)}</p>` +
                `<form method="post" action="/sso/authorize">` +
                `<input type="hidden" name="redirect_uri" value="${escapeHtml(redirectUri!)}">` +
                `<input type="hidden" name="state" value="${escapeHtml(state)}">${buttons}</form>`,
        );
    }),
    http.post('*/sso/authorize', async ({ request }) => {
        const form = new URLSearchParams(await request.text());
        const redirectUri = form.get('redirect_uri');
        const state = form.get('state') ?? '';
        if (!registeredRedirect(redirectUri, request.url) || !state) return refused();
        const back = issueSsoCode(getDb(), form.get('persona') ?? '', redirectUri!, state);
        if (!back) return refused();
        return new HttpResponse(null, {
            status: 303,
            headers: { Location: back, 'Cache-Control': 'no-store' },
        });
    }),
];
