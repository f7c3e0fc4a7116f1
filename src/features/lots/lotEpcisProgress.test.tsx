// @vitest-environment jsdom
import '../../../tests/unit/mockServer';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AdminContext, Notification } from 'react-admin';
import { getResponse, http, HttpResponse } from 'msw';
import { unzipSync } from 'fflate';
import { server } from '../../mocks/node';
import { handlers } from '../../mocks/handlers';
import { ensureAreaMessages, i18nProvider } from '../../providers/i18n';
import LotPage from './LotPage';
import type { LotHistoryAnswer } from './lotEpcisExport';
import { signInAs } from '../../../tests/unit/helpers';

/**
 * The lot page's EPCIS export as a user sees it: the lot's details come from the mock backend (its
 * size changed to what the test needs), the history parts (lotHistory) are answered by the test one
 * at a time.
 */
interface Asked {
    offset: number;
    limit: number;
    signal: AbortSignal;
    answer: (stamps: LotHistoryAnswer['stamps']) => void;
    /** The server refuses the part with this message. */
    fail: (message: string) => void;
}

let requests: Asked[] = [];

/** The mock backend's lot, `total` stamps large; its history parts wait for the test's answers. */
function serveLot(total: number) {
    server.use(
        http.get('*/api/lot/detail', async ({ request }) => {
            const mocked = (await getResponse(handlers, request))!;
            const envelope = (await mocked.json()) as { data: object };
            return HttpResponse.json(
                { ...envelope, data: { ...envelope.data, total } },
                { status: mocked.status },
            );
        }),
        http.get('*/api/lot/history', ({ request }) => {
            const query = new URL(request.url).searchParams;
            return new Promise<Response>((resolve) =>
                requests.push({
                    offset: Number(query.get('offset')),
                    limit: Number(query.get('limit')),
                    signal: request.signal,
                    answer: (stamps) =>
                        resolve(HttpResponse.json({ status: 'success', data: history(stamps) })),
                    // A server too busy for the part (429: the console shows its message).
                    fail: (message) =>
                        resolve(HttpResponse.json({ status: 'error', message }, { status: 429 })),
                }),
            );
        }),
    );
}

const history = (stamps: LotHistoryAnswer['stamps']): LotHistoryAnswer => ({
    bizCode: 'XTS',
    productName: 'Cà phê',
    gtin: null,
    lot: 'CD-2025-01',
    mfgDate: null,
    expDate: null,
    events: [],
    scans: [],
    stamps,
});

/** A downloaded file's bytes (jsdom's Blob has no arrayBuffer()). */
const bytes = (file: Blob) =>
    new Promise<Uint8Array>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
        reader.onerror = () => reject(reader.error);
        reader.readAsArrayBuffer(file);
    });

/** The downloads the page starts (file name and content). */
let downloads: { name: string; file: Blob }[] = [];

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });
beforeAll(async () => {
    await ensureAreaMessages();
});
beforeEach(() => {
    requests = [];
    downloads = [];
    const files = new Map<string, Blob>();
    let next = 0;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => {
        const url = `blob:lot-${next++}`;
        files.set(url, file as Blob);
        return url;
    });
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        downloads.push({ name: this.download, file: files.get(this.getAttribute('href') ?? '')! });
    });
});
afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
});

async function openLot(total: number) {
    await signInAs('owner');
    serveLot(total);
    render(
        <MemoryRouter initialEntries={['/stamp-lot/detail?productId=1&lot=CD-2025-01']}>
            <AdminContext i18nProvider={i18nProvider}>
                <LotPage />
                <Notification />
            </AdminContext>
        </MemoryRouter>,
    );
    return screen.findByText('Xuất EPCIS 2.0', BUTTON);
}

/** Waits for the page to ask for its `n`-th part (1-based count of requests) and returns it. */
async function request(n: number) {
    await waitFor(() => expect(requests.length).toBeGreaterThanOrEqual(n));
    return requests[n - 1];
}

const part = (offset: number, total = 45_000) => ({
    total,
    offset,
    count: Math.min(20_000, total - offset),
});

/**
 * The page's buttons by their words. Role queries compute every button's accessible name, with
 * jsdom's costly computed styles, on each call; a button here is named by its words alone.
 */
const BUTTON = { selector: 'button' };
const button = (name: string) => screen.getByText(name, BUTTON);

const progress = (text: string) => screen.findByRole('progressbar', { name: text });

describe("the lot page's EPCIS export in parts", () => {
    it('shows each part of a lot of three parts, then downloads one zip and says so', async () => {
        fireEvent.click(await openLot(45_000));
        await progress('Đang xuất phần 1/3…');
        expect(screen.getByRole('status').textContent).toBe('Đang xuất phần 1/3…');
        expect(button('Hủy xuất')).toBeTruthy();
        expect(button('Xuất EPCIS 2.0').hasAttribute('disabled')).toBe(true);
        (await request(1)).answer(part(0));
        await progress('Đang xuất phần 2/3…');
        (await request(2)).answer(part(20_000));
        await progress('Đang xuất phần 3/3…');
        expect(downloads).toEqual([]);
        (await request(3)).answer(part(40_000));
        expect(await screen.findByText('Đã tải tệp nén EPCIS gồm 3 phần (0 sự kiện).')).toBeTruthy();
        expect(requests.map((a) => [a.offset, a.limit])).toEqual([
            [0, 20_000],
            [20_000, 20_000],
            [40_000, 20_000],
        ]);
        expect(downloads.map((d) => d.name)).toEqual([
            expect.stringMatching(/^epcis-lo-CD-2025-01-.*\.zip$/),
        ]);
        const files = unzipSync(await bytes(downloads[0].file));
        expect(Object.keys(files)).toHaveLength(3);
        expect(screen.queryByRole('progressbar', { name: /Đang xuất/ })).toBeNull();
        expect(screen.queryByText('Hủy xuất', BUTTON)).toBeNull();
        expect(button('Xuất EPCIS 2.0').hasAttribute('disabled')).toBe(false);
    });

    it('names the part that failed and retries from it, not from the first', async () => {
        fireEvent.click(await openLot(45_000));
        (await request(1)).answer(part(0));
        (await request(2)).fail('Máy chủ đang bận');
        const alert = await screen.findByRole('alert');
        expect(alert.textContent).toContain('Không xuất được phần 2/3: Máy chủ đang bận');
        expect(screen.queryByRole('progressbar', { name: /Đang xuất/ })).toBeNull();
        expect(downloads).toEqual([]);
        fireEvent.click(button('Thử lại từ phần 2'));
        await progress('Đang xuất phần 2/3…');
        (await request(3)).answer(part(20_000));
        (await request(4)).answer(part(40_000));
        expect(await screen.findByText('Đã tải tệp nén EPCIS gồm 3 phần (0 sự kiện).')).toBeTruthy();
        expect(requests.map((a) => a.offset)).toEqual([0, 20_000, 20_000, 40_000]);
        expect(downloads).toHaveLength(1);
        expect(Object.keys(unzipSync(await bytes(downloads[0].file)))).toHaveLength(3);
        expect(screen.queryByText(/Không xuất được phần/)).toBeNull();
    });

    it('stops when cancelled during part 2: nothing downloaded, no further part asked', async () => {
        fireEvent.click(await openLot(45_000));
        (await request(1)).answer(part(0));
        await progress('Đang xuất phần 2/3…');
        const second = await request(2);
        fireEvent.click(button('Hủy xuất'));
        expect(await screen.findByText('Đã hủy xuất EPCIS.')).toBeTruthy();
        expect(second.signal.aborted).toBe(true);
        expect(screen.queryByRole('progressbar', { name: /Đang xuất/ })).toBeNull();
        expect(screen.queryByText('Hủy xuất', BUTTON)).toBeNull();
        // The server answers part 2 all the same: the export must not go on.
        second.answer(part(20_000));
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(requests).toHaveLength(2);
        expect(downloads).toEqual([]);
        expect(screen.queryByRole('progressbar', { name: /Đang xuất/ })).toBeNull();
        expect(screen.queryByText(/Đã tải tệp/)).toBeNull();
    });

    it('exports a lot of one part as one .jsonld file, without a progress box', async () => {
        fireEvent.click(await openLot(650));
        const only = await request(1);
        expect(only.offset).toBe(0);
        expect(screen.queryByRole('progressbar', { name: /Đang xuất/ })).toBeNull();
        expect(screen.queryByText('Hủy xuất', BUTTON)).toBeNull();
        only.answer(part(0, 650));
        expect(await screen.findByText('Đã tải tệp EPCIS (0 sự kiện).')).toBeTruthy();
        expect(requests).toHaveLength(1);
        expect(downloads.map((d) => d.name)).toEqual([
            expect.stringMatching(/^epcis-lo-CD-2025-01-.*\.jsonld$/),
        ]);
        expect(JSON.parse(new TextDecoder().decode(await bytes(downloads[0].file)))).toMatchObject({
            type: 'EPCISDocument',
        });
        expect(screen.queryByRole('progressbar', { name: /Đang xuất/ })).toBeNull();
    });
});
