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
import PrintFilePage from '../../src/custom/stamps/PrintFilePage';
import { signInAs } from './helpers';

// The picture's loading and rasterising (a browser canvas) fails as for a picture that is gone or broken.
const { rasteriseBackground } = vi.hoisted(() => ({ rasteriseBackground: vi.fn() }));
vi.mock('../../src/custom/stamps/printBackground', () => ({ rasteriseBackground }));

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
    });
    afterEach(() => {
        cleanup();
        vi.restoreAllMocks();
        rasteriseBackground.mockReset();
    });

    it('builds the file without a background image it cannot load or decode, and says so', async () => {
        rasteriseBackground.mockRejectedValue(
            new DOMException('The source image cannot be decoded.', 'EncodingError'),
        );
        renderPage(await printLink(PICTURE));
        expect(
            await screen.findByText(/Tệp in đã sẵn sàng: 1 trang A4, 3 tem/, {}, { timeout: 10_000 }),
        ).toBeTruthy();
        expect(screen.getByRole('alert').textContent).toContain(FAILED);
        expect(screen.queryByText(PRINTED)).toBeNull();
        expect(rasteriseBackground).toHaveBeenCalledTimes(1);
        expect(rasteriseBackground.mock.calls[0][0]).toBe(PICTURE);
    });

    it('says nothing of a background image when the template has none', async () => {
        renderPage(await printLink(null));
        expect(
            await screen.findByText(/Tệp in đã sẵn sàng: 1 trang A4, 3 tem/, {}, { timeout: 10_000 }),
        ).toBeTruthy();
        expect(screen.queryByText(FAILED)).toBeNull();
        expect(screen.queryByText(PRINTED)).toBeNull();
        expect(rasteriseBackground).not.toHaveBeenCalled();
    });
});
