// @vitest-environment jsdom
import './mockServer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { I18nContextProvider } from 'react-admin';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { ThemeProvider, createTheme } from '@mui/material';
import { http, HttpResponse } from 'msw';
import { server } from '../../src/mocks/node';
import { allMessages } from '../../src/providers/i18n/all';
import { WalkPanel } from '../../src/custom/plots/WalkPanel';
import { TypeCoordinates } from '../../src/custom/plots/TypeCoordinates';
import { LocationPlots } from '../../src/custom/plots/LocationPlots';
import EudrPackPage from '../../src/custom/lots/EudrPackPage';
import { checkOrigin } from '../../src/custom/lots/originRules';
import { lotsOfPack, packPath } from '../../src/custom/lots/packPath';
import { signInAs } from './helpers';

function renderVi(node: React.ReactNode, path = '/') {
    const i18n = polyglotI18nProvider(() => allMessages.vi, 'vi');
    return render(
        <QueryClientProvider client={new QueryClient()}>
            <ThemeProvider theme={createTheme()}>
                <I18nContextProvider value={i18n}>
                    <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>
                </I18nContextProvider>
            </ThemeProvider>
        </QueryClientProvider>,
    );
}

/** A phone's GPS driven by the test: `fix` hands the page one position. */
function fakeGps() {
    let listener: PositionCallback | null = null;
    const geolocation = {
        watchPosition: vi.fn((success: PositionCallback) => {
            listener = success;
            return 7;
        }),
        clearWatch: vi.fn(() => {
            listener = null;
        }),
        getCurrentPosition: vi.fn(),
    };
    Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
    return {
        fix(lat: number, lon: number, accuracy: number) {
            act(() =>
                listener?.({ coords: { latitude: lat, longitude: lon, accuracy } } as GeolocationPosition),
            );
        },
    };
}

describe('walking a plot with the GPS', () => {
    afterEach(cleanup);

    it('keeps good fixes, refuses one worse than 15 m with the reason, survives a reload, undoes, finishes', () => {
        const gps = fakeGps();
        const done = vi.fn();
        renderVi(<WalkPanel draftKey="create-1" onDone={done} onCancel={() => undefined} />);
        fireEvent.click(screen.getByRole('button', { name: 'Bắt đầu' }));
        gps.fix(11.9401234, 108.4405678, 4.2);
        expect(screen.getByTestId('walk-count').textContent).toBe('Đã ghi 1 điểm');
        gps.fix(11.9409, 108.4406, 32);
        expect(screen.getByTestId('walk-status').textContent).toContain('sai số 32 m, quá mức cho phép 15 m');
        expect(screen.getByTestId('walk-count').textContent).toBe('Đã ghi 1 điểm');
        gps.fix(11.9411, 108.4415, 6);
        gps.fix(11.9421, 108.4405, 3);
        expect(screen.getByTestId('walk-count').textContent).toBe('Đã ghi 3 điểm');
        // A reload: the walk comes back from the browser's storage.
        cleanup();
        renderVi(<WalkPanel draftKey="create-1" onDone={done} onCancel={() => undefined} />);
        expect(screen.getByText('Đã khôi phục 3 điểm của vòng đi trước.')).toBeTruthy();
        fireEvent.click(screen.getByRole('button', { name: 'Bỏ điểm cuối' }));
        expect(screen.getByTestId('walk-count').textContent).toBe('Đã ghi 2 điểm');
        expect((screen.getByRole('button', { name: 'Hoàn tất' }) as HTMLButtonElement).disabled).toBe(true);
        fireEvent.click(screen.getByRole('button', { name: 'Đi tiếp' }));
        gps.fix(11.9421, 108.4405, 3);
        fireEvent.click(screen.getByRole('button', { name: 'Hoàn tất' }));
        expect(done).toHaveBeenCalledWith({
            type: 'Polygon',
            coordinates: [
                [
                    [108.4405678, 11.9401234],
                    [108.4415, 11.9411],
                    [108.4405, 11.9421],
                    [108.4405678, 11.9401234],
                ],
            ],
        });
    });
});

describe('typing coordinates', () => {
    afterEach(cleanup);

    it('reads decimal commas and keeps every decimal typed', () => {
        const done = vi.fn();
        renderVi(<TypeCoordinates geometry={null} onDone={done} onCancel={() => undefined} />);
        fireEvent.change(screen.getByLabelText('Tọa độ (vĩ độ, kinh độ), mỗi dòng một điểm'), {
            target: { value: '11,94012345 108,44056789\n11.9411, 108.4415\n11,9421; 108,4405' },
        });
        expect(screen.getByText('Đọc được 3 điểm')).toBeTruthy();
        fireEvent.click(screen.getByRole('button', { name: 'Dùng các tọa độ này' }));
        expect(done.mock.calls[0][0].coordinates[0][0]).toEqual([108.44056789, 11.94012345]);
    });

    it('names the lines it cannot read', () => {
        const done = vi.fn();
        renderVi(<TypeCoordinates geometry={null} onDone={done} onCancel={() => undefined} />);
        fireEvent.change(screen.getByLabelText('Tọa độ (vĩ độ, kinh độ), mỗi dòng một điểm'), {
            target: { value: '11,94 108,44\nvĩ độ mười một' },
        });
        fireEvent.click(screen.getByRole('button', { name: 'Dùng các tọa độ này' }));
        expect(screen.getByText('Không đọc được tọa độ ở dòng 2.')).toBeTruthy();
        expect(done).not.toHaveBeenCalled();
    });
});

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

describe('plot screens on a server that lacks the plot calls', () => {
    afterEach(cleanup);

    it("the growing location's plots say the server does not support them", async () => {
        await signInAs('owner');
        server.use(
            http.get('*/api/plot/list', () =>
                HttpResponse.json({ status: 'error', data: null, message: 'Not Found' }, { status: 404 }),
            ),
        );
        renderVi(<LocationPlots locationId={1} />);
        expect(
            await screen.findByText(
                'Máy chủ chưa hỗ trợ thửa đất và nguồn gốc lô. Các chức năng khác vẫn dùng bình thường.',
            ),
        ).toBeTruthy();
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
        const { LazyPlotMap } = await import('../../src/custom/plots/LazyPlotMap');
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
        const box = await screen.findByRole('region', { name: 'Bản đồ thử' });
        expect(await within(box).findByText(/Không hiển thị được bản đồ/)).toBeTruthy();
        expect(screen.getByRole('heading', { name: 'Trang lô' })).toBeTruthy();
        expect(screen.queryByRole('alert')).toBeNull();
        fireEvent.click(within(box).getByRole('button', { name: 'Thử vẽ lại' }));
        // Still no canvas: the same message, the page still there.
        expect(await screen.findByText(/Không hiển thị được bản đồ/)).toBeTruthy();
        expect(screen.getByRole('heading', { name: 'Trang lô' })).toBeTruthy();
    });
});
