// @vitest-environment jsdom
import './mockServer';
/**
 * The print page when the template's background image cannot be loaded or decoded: the file is
 * still built, without it, and the page says so instead of differing silently from the preview.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { I18nContextProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { getDb } from '../../src/mocks/db';
import { call } from '../../src/providers/http';
import { allMessages } from '../../src/providers/i18n/all';
import PrintFilePage from '../../src/features/stamps/print/PrintFilePage';
import { signInAs } from './helpers';

/**
 * The page loads the picture with an image element and waits for its `decode()` (printBackground.ts).
 * jsdom (without the canvas package) neither fetches nor decodes pictures and has no `decode()`:
 * each test gives image elements the `decode()` of a browser for which the picture is gone or
 * broken, and puts back what was there after.
 */
const proto = HTMLImageElement.prototype;
const ownDecode = Object.getOwnPropertyDescriptor(proto, 'decode');
const decode = vi.fn(function (this: HTMLImageElement) {
    return Promise.reject(new DOMException('The source image cannot be decoded.', 'EncodingError'));
});

const FAILED =
    'Không tải được ảnh nền của mẫu tem: tệp in không có ảnh nền. Kiểm tra ảnh nền của mẫu tem rồi bấm Tạo lại.';
const PICTURE = 'https://cdn.xacthucso.vn/mau-tem/nen-da-xoa.png';

/** A batch of 3 stamps of the seed's rectangular template (without a headline: no font to fetch). */
async function printLink(backgroundImage: string | null) {
    await signInAs('owner');
    const template = getDb().stampTemplates.find((t) => t.bizId === 1 && t.status === 'active')!;
    Object.assign(template, { shape: 'rectangle', headline: '', backgroundImage });
    const batch = await call<{ id: number }>('generationAdd', {
        body: { templateId: template.id, quantity: 3 },
    });
    const { url } = await call<{ url: string }>('generationPrintUrl', { params: { id: batch.id } });
    const { pathname, search } = new URL(url);
    return `${pathname}${search}`;
}

function renderPage(path: string) {
    const i18n = polyglotI18nProvider(() => allMessages.vi, 'vi');
    return render(
        <I18nContextProvider value={i18n}>
            <MemoryRouter initialEntries={[path]}>
                <Routes>
                    <Route path="/mock-print/:id" element={<PrintFilePage />} />
                </Routes>
            </MemoryRouter>
        </I18nContextProvider>,
    );
}

const PRINTED = 'Ảnh nền của mẫu tem được in trong từng tem, phủ kín tem và theo đúng hình dạng tem.';

describe('the print page and the background image', () => {
    beforeEach(() => {
        // jsdom has no object URLs: the page only hands them to its links.
        vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:tep-in');
        vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
        Object.defineProperty(proto, 'decode', { configurable: true, writable: true, value: decode });
    });
    afterEach(() => {
        cleanup();
        vi.restoreAllMocks();
        decode.mockClear();
        if (ownDecode) Object.defineProperty(proto, 'decode', ownDecode);
        else delete (proto as Partial<HTMLImageElement>).decode;
    });

    it('builds the file without a background image it cannot load or decode, and says so', async () => {
        renderPage(await printLink(PICTURE));
        expect(
            await screen.findByText(/Tệp in đã sẵn sàng: 1 trang A4, 3 tem/, {}, { timeout: 10_000 }),
        ).toBeTruthy();
        expect(screen.getByRole('alert').textContent).toContain(FAILED);
        expect(screen.queryByText(PRINTED)).toBeNull();
        expect(decode).toHaveBeenCalledTimes(1);
        expect((decode.mock.contexts[0] as HTMLImageElement).src).toBe(PICTURE);
    });

    it('says nothing of a background image when the template has none', async () => {
        renderPage(await printLink(null));
        expect(
            await screen.findByText(/Tệp in đã sẵn sàng: 1 trang A4, 3 tem/, {}, { timeout: 10_000 }),
        ).toBeTruthy();
        expect(screen.queryByText(FAILED)).toBeNull();
        expect(screen.queryByText(PRINTED)).toBeNull();
        expect(decode).not.toHaveBeenCalled();
    });
});
