import { inflateSync } from 'node:zlib';
import { test as base, expect, type Page, type Request } from '@playwright/test';
import { loadContract, type Contract, type FormField } from '../contract/contract';
import { getDb } from '../../src/mocks/db';
import { issueTokens } from '../../src/mocks/session';
import type { FaultKind } from '../../src/mocks/faults';
import { endpoint } from '../../src/providers/endpoints';
import type { CallName } from '../../src/providers/callTypes';

export { openOptions, pickOption } from '../selects';

export type Persona = 'owner' | 'user' | 'observer' | 'newcomer' | 'locked';

/** The parts of a multipart body: names, and whether each is a file. */
function formFields(body: Buffer, contentType: string): FormField[] {
    const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
    if (!boundary) return [];
    const fields: FormField[] = [];
    for (const part of body.toString('latin1').split(`--${boundary[1] ?? boundary[2]}`)) {
        const [head, ...rest] = part.split('\r\n\r\n');
        const name = /name="([^"]*)"/i.exec(head ?? '');
        if (!name) continue;
        const file = /filename="/i.test(head);
        const value = Buffer.from(rest.join('\r\n\r\n').replace(/\r\n$/, ''), 'latin1').toString('utf8');
        fields.push({ name: name[1], file, ...(file ? {} : { value }) });
    }
    return fields;
}

/** What is wrong with one request the console sent, against api/openapi.yaml (empty: nothing). */
export function requestViolations(contract: Contract, request: Request): string[] {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return [];
    // A test's own probe of the server (wrong bodies on purpose), not a request of the console.
    if (request.headers()['x-xts-probe']) return [];
    const method = request.method();
    const matched = contract.match(method, url.pathname);
    if (!matched) return [`no operation in the document for ${method} ${url.pathname}`];
    const contentType = request.headers()['content-type'] ?? '';
    const raw = request.postDataBuffer();
    let body: unknown;
    let form: FormField[] | undefined;
    if (raw && contentType.includes('multipart/form-data')) form = formFields(raw, contentType);
    else if (raw && raw.length) {
        try {
            body = JSON.parse(raw.toString('utf8'));
        } catch {
            return [`${matched.name}: the body is not JSON`];
        }
    }
    // Playwright does not hand over every multipart body (one with a file may be streamed): then only the
    // method, path and query are checked.
    const unread = !raw && contentType.includes('multipart/form-data');
    return contract
        .checkRequest(matched.name, { params: matched.params, query: url.searchParams, body, form })
        .filter((problem) => !(unread && problem === 'body: required'))
        .map((problem) => `${matched.name} (${method} ${url.pathname}${url.search}): ${problem}`);
}

/**
 * Every test: each request the console sends to /api/ is held to the API contract (method, path,
 * query, JSON or multipart body); a request the document does not allow fails the test, with what
 * was wrong. Fields the server owns (id, createdAt…), unknown fields and ids sent as strings are
 * all refused by the request schemas.
 */
export const test = base.extend<{ apiContract: void; wordsPresent: void }>({
    apiContract: [
        async ({ context }, use) => {
            const contract = await loadContract();
            const violations: string[] = [];
            context.on('request', (request) => {
                violations.push(...requestViolations(contract, request));
            });
            await use();
            if (violations.length) {
                throw new Error(
                    `The console sent requests api/openapi.yaml does not allow:\n${[...new Set(violations)].map((v) => `  - ${v}`).join('\n')}`,
                );
            }
        },
        { auto: true },
    ],
    /**
     * Every test: no key the console asks for is missing from the words loaded at that moment
     * (polyglot warns on one; a feature's words come with its pages, so a page that shows another
     * feature's words without naming it in `wordsFrom` would show the key).
     */
    wordsPresent: [
        async ({ context }, use) => {
            const missing: string[] = [];
            context.on('console', (message) => {
                if (/Missing translation/i.test(message.text())) missing.push(message.text());
            });
            await use();
            if (missing.length)
                throw new Error(`Words missing on screen:\n${[...new Set(missing)].join('\n')}`);
        },
        { auto: true },
    ],
});

export { expect };

/** Personas that open the dashboard at sign-in. */
const RETURNING: Persona[] = ['owner', 'user', 'observer'];

/** Tokens the mock's SSO exchange would issue to a persona (same seed, same signing key). */
async function tokensFor(persona: Persona) {
    const db = getDb();
    const user = db.users.find((u) => u.persona === persona);
    if (!user) throw new Error(`no persona ${persona}`);
    return issueTokens(db, user.id, db.defaultBiz[user.id] ?? null);
}

export interface SignInOptions {
    /** The page the user lands on (default: the dashboard, for personas in a business). */
    expect?: RegExp;
    /** Where a returning user opens the console (default /dashboard). */
    at?: string;
    /** Go through /login and the emulated SSO round trip even for a returning user. */
    sso?: boolean;
}

/**
 * Signs a demo persona in. Tests whose subject is the sign-in go through /login and the emulated
 * SSO round trip (`sso: true`, and personas that do not land on the dashboard). The others start
 * as a returning user: the tokens that round trip would issue are in the tab before the console
 * opens, so the console restores the session itself, on the page the test starts from (one page
 * load instead of four).
 */
export async function signIn(page: Page, persona: Persona, options: SignInOptions | RegExp = {}) {
    const { expect: landing, at, sso } = options instanceof RegExp ? { expect: options } : options;
    // A tab that already shows the console (a second sign-in in the same test) goes through SSO.
    if (!sso && !landing && RETURNING.includes(persona) && page.url() === 'about:blank') {
        const { accessToken, refreshToken } = await tokensFor(persona);
        // Once per tab: a reload or a sign-out later in the test is not undone.
        await page.addInitScript(
            ([access, refresh]) => {
                if (sessionStorage.getItem('xts_e2e_session')) return;
                sessionStorage.setItem('xts_e2e_session', '1');
                localStorage.setItem('access_token', access);
                localStorage.setItem('refresh_token', refresh);
            },
            [accessToken, refreshToken],
        );
        await page.goto(at ?? '/dashboard');
        if (!at) await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
        await expect(page.getByTestId('header-business-name')).toBeVisible({ timeout: 30_000 });
        return;
    }
    await page.goto('/login');
    await page.getByTestId(`persona-${persona}`).click();
    // Three page loads (login, SSO page, callback): allow for a busy machine.
    await expect(page).toHaveURL(landing ?? /\/dashboard$/, { timeout: 30_000 });
    if (at) await page.goto(at);
}

/** The server's own words in an `envelope` failure (unless a test gives others): the user must read them. */
export const ENVELOPE_MESSAGE = 'Đối tác đang bị khóa bởi quản trị viên';

/** The mock's QA controls (window.__xtsMock), once the page has them: the QA panel's own functions. */
async function controls(page: Page) {
    // The mock answers only once its service worker runs (it starts before the console renders).
    await page.waitForFunction(() => !!window.__xtsMock);
}

/** The QA controls of the mock backend, from a test. */
export const mock = {
    /** count: how many calls fail (default 1; -1 for every call). */
    async fail(
        page: Page,
        call: CallName | '*',
        kind: FaultKind,
        given: { message?: string; count?: number } = {},
    ) {
        await controls(page);
        await page.evaluate(({ call, kind, options }) => window.__xtsMock!.fail(call, kind, options), {
            call,
            kind,
            options: { message: ENVELOPE_MESSAGE, ...given },
        });
    },
    /** Every failure rule removed: calls answer normally again. */
    async clear(page: Page) {
        await controls(page);
        await page.evaluate(() => window.__xtsMock!.clearFaults());
    },
    /** Adds `ms` of latency to every answer of the mock (0 removes it). */
    async latency(page: Page, ms: number) {
        await controls(page);
        await page.evaluate((latencyMs) => window.__xtsMock!.setLatency(latencyMs), ms);
    },
};

/**
 * The requests the page sends for one call of the endpoint table from now on (method and path,
 * path parameters matching any value), to count what reached the server.
 */
export function requestsTo(page: Page, name: CallName) {
    const { method, path } = endpoint(name);
    const pattern = new RegExp(`^${path.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
    const seen: string[] = [];
    page.on('request', (request) => {
        if (request.method() === method && pattern.test(new URL(request.url()).pathname))
            seen.push(request.url());
    });
    return seen;
}

/** A 2 × 2 px PNG, a real picture the browser can decode. */
export const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDK+mmyAAAAABJRU5ErkJggg==',
    'base64',
);

/** Each failure kind of the QA controls, and what the user must read (in Vietnamese). */
export const FAILURES: [kind: FaultKind, message: RegExp][] = [
    ['http500', /Máy chủ đang gặp sự cố/],
    ['http403', /Bạn không có quyền thực hiện thao tác này/],
    ['envelope', new RegExp(ENVELOPE_MESSAGE)],
    ['network', /Không thể kết nối tới máy chủ/],
    ['html', /Máy chủ (đang gặp sự cố|trả về một trang lỗi)/],
    ['badJson', /Dữ liệu máy chủ trả về không đọc được/],
    ['shape', /không đúng định dạng/],
];

/**
 * The browser's "leave this page?" prompts (beforeunload) from now on, each accepted so the page
 * goes on; any other dialog is dismissed, as Playwright does when nobody listens.
 */
export function leavePrompts(page: Page) {
    const seen: string[] = [];
    page.on('dialog', (dialog) => {
        if (dialog.type() !== 'beforeunload') return void dialog.dismiss();
        seen.push(page.url());
        void dialog.accept();
    });
    return seen;
}

/** Registers a business from /biz/create with what the server requires; the console opens it. */
export async function registerBusiness(page: Page, name: string, taxCode: string, phone: string) {
    await page.goto('/biz/create');
    // The saved form is left for the new business's dashboard without a "leave this page?" prompt.
    const prompts = leavePrompts(page);
    await page.getByLabel('Tên chủ thể *').fill(name);
    await page.getByLabel('Mã số thuế *').fill(taxCode);
    await page.getByLabel('Số điện thoại *').fill(phone);
    await page.getByLabel('Tỉnh/Thành phố').fill('Lâm');
    await page.getByRole('option', { name: 'Tỉnh Lâm Đồng' }).click();
    await page.getByLabel('Phường/Xã').fill('Lâm Viên');
    await page.getByRole('option', { name: 'Phường Lâm Viên - Đà Lạt' }).click();
    await page.getByRole('button', { name: 'Đăng ký chủ thể' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('header-business-name')).toHaveText(name);
    expect(prompts).toEqual([]);
}

/** A print file's page contents, inflated (the console deflates them: FlateDecode), as one text. */
export function pdfContents(bytes: Buffer) {
    const pdf = bytes.toString('latin1');
    return [...pdf.matchAll(/\/Filter \/FlateDecode \/Length (\d+) >>\nstream\n/g)]
        .map((match) => {
            const start = match.index + match[0].length;
            return inflateSync(bytes.subarray(start, start + Number(match[1]))).toString('latin1');
        })
        .join('\n');
}
