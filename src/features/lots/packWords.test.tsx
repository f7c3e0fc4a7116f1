// @vitest-environment jsdom
import '../../../tests/unit/mockServer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import EudrPackPage from './EudrPackPage';
import { download } from './lotApi';
import { signInAs } from '../../../tests/unit/helpers';
import { renderVi } from '../../../tests/unit/renderVi';

vi.mock('./lotApi', async (original) => ({
    ...(await original<typeof import('./lotApi')>()),
    download: vi.fn(),
}));

const plot = (id: number) => ({
    id,
    locationId: 1,
    locationName: 'Vùng Arabica Cầu Đất A',
    code: `CD-T${String(id).padStart(3, '0')}`,
    producerName: `Hộ số ${id}`,
    producerIdNumber: null,
    producerPhone: null,
    crop: 'Cà phê Arabica',
    plantingYear: 2015,
    declaredAreaHa: 2.5,
    geometry: { type: 'Point', coordinates: [108.5123456 + id / 100, 11.9123456] },
    areaHa: null,
    warnings: [],
    status: 'active',
    version: 1,
    createdAt: '2025-01-01T00:00:00Z',
    updatedAt: '2025-01-01T00:00:00Z',
});

const envelope = (data: unknown) => HttpResponse.json({ status: 'success', message: 'OK', data });

function answer() {
    server.use(
        http.get('*/api/lot/origin', () =>
            envelope({
                productId: 1,
                lot: 'LÔ-7',
                harvestFrom: '2025-11-01',
                harvestTo: '2025-12-01',
                plots: [plot(3), plot(4)].map((p) => ({ plotId: p.id, quantityKg: 1250.5, plot: p })),
                ddsReference: null,
                ddsVerification: null,
                totals: { producers: 2, plots: 2, areaHa: 5, quantityKg: 2501 },
                keyData: [],
            }),
        ),
        http.get('*/api/product/detail/:id', () => envelope({ id: 1, name: 'Cà phê nhân', hsCode: '0901' })),
        http.post('*/api/transfer/record', () => envelope({ id: 1 })),
    );
}

/** The summary file the CSV button hands over: its name and text. */
async function summaryDownloaded(button: string) {
    vi.mocked(download).mockClear();
    fireEvent.click(await screen.findByRole('button', { name: button }, { timeout: 10_000 }));
    // The first file of the pack records its transfer abroad first, to the buyer named.
    const recipient = screen.queryByRole('textbox', { name: /Bên nhận/ });
    if (recipient) {
        fireEvent.change(recipient, { target: { value: 'Nhà nhập khẩu Hamburg GmbH' } });
        fireEvent.click(screen.getByRole('button', { name: 'Ghi sổ và tải' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    await waitFor(() => expect(vi.mocked(download).mock.calls).toHaveLength(1));
    const [blob, name] = vi.mocked(download).mock.calls[0];
    // jsdom's Blob has no text(): read it as a browser's FileReader would.
    const text = await new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.readAsText(blob);
    });
    return { name, text };
}

describe("the pack's documents, whatever the console's language", () => {
    afterEach(cleanup);

    it('are English for the importer with the console in Vietnamese, and Vietnamese for the cooperative on request', async () => {
        await signInAs('owner');
        answer();
        renderVi(<EudrPackPage />, '/stamp-lot/eudr?productId=1&lot=L%C3%94-7');
        // The console speaks Vietnamese…
        expect(
            await screen.findByText('Hồ sơ đã sẵn sàng: 1 tệp GeoJSON, 2 thửa.', {}, { timeout: 10_000 }),
        ).toBeTruthy();
        // …the importer's summary is English: its headings, its numbers, its name.
        const table = screen.getByRole('table', { name: "The pack's summary" });
        expect(table.textContent).toContain('Net mass (kg)');
        expect(table.textContent).toContain('2,501');
        expect(table.textContent).not.toContain('Khối lượng tịnh');
        expect(screen.getByTestId('pack-totals').textContent).toMatch(/^Total: 2,501 kg · 2 producers/);
        expect(screen.getByTestId('pack-print-heading').textContent).toContain('EUDR due diligence summary');
        const english = await summaryDownloaded('Tải bảng tóm tắt (CSV)');
        expect(english.name).toBe('eudr-LÔ-7-summary.csv');
        expect(english.text.split('\r\n')[0]).toContain('"Net mass (kg)"');
        expect(english.text).not.toContain('Khối lượng tịnh');

        // The cooperative's own copy.
        fireEvent.click(screen.getByRole('button', { name: 'Tiếng Việt (bản lưu của hợp tác xã)' }));
        await waitFor(() =>
            expect(screen.getByTestId('pack-totals').textContent).toMatch(/^Tổng: 2\.501 kg/),
        );
        expect(screen.getByTestId('pack-print-heading').textContent).toContain(
            'Bản tóm tắt hồ sơ thẩm định EUDR',
        );
        const vietnamese = await summaryDownloaded('Tải bảng tóm tắt (CSV)');
        expect(vietnamese.name).toBe('eudr-LÔ-7-tom-tat.csv');
        expect(vietnamese.text.split('\r\n')[0]).toContain('"Khối lượng tịnh (kg)"');
    });
});
