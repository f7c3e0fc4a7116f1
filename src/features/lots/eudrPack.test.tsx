// @vitest-environment jsdom
import '../../../tests/unit/mockServer';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import EudrPackPage from './EudrPackPage';
import { checkOrigin } from './originRules';
import { lotsOfPack, packPath } from './packPath';
import { signInAs } from '../../../tests/unit/helpers';
import { HOLED_SQUARE } from '../../../tests/unit/plotFactory';
import { renderVi } from '../../../tests/unit/renderVi';

describe("a lot's origin as typed", () => {
    it('reads quantities the Vietnamese way and checks the period and the plots', () => {
        const ok = checkOrigin(
            {
                harvestFrom: '2025-10-01',
                harvestTo: '2025-12-15',
                rows: [
                    { plotId: '3', quantity: '1.250,5' },
                    { plotId: '4', quantity: '800' },
                ],
            },
            'vi',
        );
        expect(ok.input).toEqual({
            harvestFrom: '2025-10-01',
            harvestTo: '2025-12-15',
            plots: [
                { plotId: 3, quantityKg: 1250.5 },
                { plotId: 4, quantityKg: 800 },
            ],
        });
        const bad = checkOrigin(
            {
                harvestFrom: '2025-12-01',
                harvestTo: '2025-10-01',
                rows: [
                    { plotId: '3', quantity: '0' },
                    { plotId: '3', quantity: '5' },
                ],
            },
            'vi',
        );
        expect(bad.input).toBeNull();
        expect(bad.errors).toEqual({
            harvestTo: 'xts.origin.errors.harvest_order',
            'rows.0.quantity': 'xts.origin.errors.quantity',
            'rows.1.plotId': 'xts.origin.errors.plot_twice',
        });
    });
});

describe('the EUDR pack address', () => {
    it('carries several lots, whatever characters their numbers hold', () => {
        const lots = [
            { productId: '1', lot: 'CD-2025/01 & A' },
            { productId: '2', lot: 'LÔ #2' },
        ];
        const path = packPath(lots);
        expect(lotsOfPack(new URLSearchParams(path.split('?')[1]))).toEqual(lots);
    });
});

describe('the EUDR pack page', () => {
    afterEach(cleanup);

    const plot = (id: number, extra: Record<string, unknown> = {}) => ({
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
        geometry: { type: 'Point', coordinates: [108.5123456, 11.9123456] },
        areaHa: null,
        warnings: [],
        status: 'active',
        createdAt: '2025-01-01T00:00:00Z',
        updatedAt: '2025-01-01T00:00:00Z',
        ...extra,
    });
    const answer = (plots: ReturnType<typeof plot>[], hsCode: string | null) => {
        server.use(
            http.get('*/api/lot/origin', () =>
                HttpResponse.json({
                    status: 'success',
                    message: 'OK',
                    data: {
                        productId: 1,
                        lot: 'LÔ-7',
                        harvestFrom: '2025-11-01',
                        harvestTo: '2025-12-01',
                        plots: plots.map((p) => ({ plotId: p.id, quantityKg: 500, plot: p })),
                        ddsReference: null,
                        ddsVerification: null,
                        totals: { producers: plots.length, plots: plots.length, areaHa: 5, quantityKg: 1000 },
                        keyData: [],
                    },
                }),
            ),
            http.get('*/api/product/detail/:id', () =>
                HttpResponse.json({
                    status: 'success',
                    message: 'OK',
                    data: { id: 1, name: 'Cà phê nhân', hsCode },
                }),
            ),
        );
    };

    it('names each plot that lacks something, with the link that fixes it', async () => {
        await signInAs('owner');
        answer([plot(3), plot(36, { status: 'inactive' }), plot(7, { declaredAreaHa: 5.5 })], '0901');
        renderVi(<EudrPackPage />, '/stamp-lot/eudr?productId=1&lot=L%C3%94-7');
        const missing = await screen.findByTestId('pack-missing');
        expect(missing.textContent).toContain('Chưa tạo được hồ sơ: còn 2 chỗ thiếu');
        expect(missing.textContent).toContain('Thửa CD-T036 (lô LÔ-7)');
        expect(missing.textContent).toContain('Thửa CD-T007 (lô LÔ-7)');
        expect(missing.textContent).not.toContain('CD-T003');
        const links = within(missing).getAllByRole('link', { name: 'Sửa' });
        expect(links.map((link) => link.getAttribute('href'))).toEqual(['/plot/edit/36', '/plot/edit/7']);
    });

    it('lists a plot with a hole as a gap, with the reason and the link that fixes it', async () => {
        await signInAs('owner');
        const closed = (...ring: number[][]) => [...ring, ring[0]];
        const holed = HOLED_SQUARE;
        const needle = {
            type: 'Polygon',
            coordinates: [
                closed(
                    [108.54, 11.9],
                    [108.541, 11.9],
                    [108.541, 11.900441],
                    [108.5455, 11.90045],
                    [108.541, 11.900459],
                    [108.541, 11.901],
                    [108.54, 11.901],
                ),
            ],
        };
        answer(
            [
                plot(3),
                plot(12, { geometry: holed, areaHa: 1.17 }),
                plot(14, { geometry: needle, areaHa: 1.2 }),
            ],
            '0901',
        );
        renderVi(<EudrPackPage />, '/stamp-lot/eudr?productId=1&lot=L%C3%94-7');
        const missing = await screen.findByTestId('pack-missing');
        expect(missing.textContent).toContain('Chưa tạo được hồ sơ: còn một chỗ thiếu');
        expect(missing.textContent).toContain(
            'Thửa CD-T012 (lô LÔ-7): Thửa không đạt quy tắc của Hệ thống thông tin EU (Vùng có lỗ (một đường bao bên trong): Hệ thống thông tin EU không nhận vùng có lỗ; hãy vẽ lại đường bao không có lỗ (vòng 2))',
        );
        const links = within(missing).getAllByRole('link', { name: 'Sửa' });
        expect(links.map((link) => link.getAttribute('href'))).toEqual(['/plot/edit/12']);
        // The needle is taken by the system: a warning of its own, not a gap.
        const warnings = screen.getByTestId('pack-warnings');
        expect(warnings.textContent).toContain(
            'Thửa CD-T014 (lô LÔ-7): Đường bao có gai nhọn: góc tại một điểm nhỏ hơn 1° (vòng 1, điểm 4)',
        );
        expect(missing.textContent).not.toContain('CD-T014');
    });

    it('offers the GeoJSON and the summary when nothing is missing', async () => {
        await signInAs('owner');
        answer([plot(3), plot(4)], '0901');
        renderVi(<EudrPackPage />, '/stamp-lot/eudr?productId=1&lot=L%C3%94-7');
        expect(await screen.findByText('Hồ sơ đã sẵn sàng: 1 tệp GeoJSON, 2 thửa.')).toBeTruthy();
        expect(screen.getByRole('button', { name: /^Tải eudr-.*\.geojson$/ })).toBeTruthy();
        expect(screen.getByRole('button', { name: 'Tải bảng tóm tắt (CSV)' })).toBeTruthy();
    });
});

describe('a map that cannot draw', () => {
    afterEach(cleanup);

    // jsdom has no canvas: Leaflet's canvas renderer throws as it would in a browser without one.
    it('says so in its own box, keeps the rest of the page, and draws again on request', async () => {
        const { LazyPlotMap } = await import('../../kit/map/LazyPlotMap');
        const plot = {
            id: 1,
            code: 'T-01',
            geometry: { type: 'Point' as const, coordinates: [108.05, 12.67] },
        };
        renderVi(
            <>
                <h1>Trang lô</h1>
                <LazyPlotMap plots={[plot]} label="Bản đồ thử" />
            </>,
        );
        // The map's code (Leaflet) is loaded on demand: on a busy machine that takes more than the
        // testing library's usual second.
        const box = await screen.findByRole('region', { name: 'Bản đồ thử' }, { timeout: 15_000 });
        expect(await within(box).findByText(/Không hiển thị được bản đồ/)).toBeTruthy();
        expect(screen.getByRole('heading', { name: 'Trang lô' })).toBeTruthy();
        expect(screen.queryByRole('alert')).toBeNull();
        fireEvent.click(within(box).getByRole('button', { name: 'Thử vẽ lại' }));
        // Still no canvas: the same message, the page still there.
        expect(await screen.findByText(/Không hiển thị được bản đồ/)).toBeTruthy();
        expect(screen.getByRole('heading', { name: 'Trang lô' })).toBeTruthy();
    });
});
