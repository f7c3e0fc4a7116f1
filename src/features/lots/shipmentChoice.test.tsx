// @vitest-environment jsdom
import '../../../tests/unit/mockServer';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AdminContext, type DataProvider, type RaRecord } from 'react-admin';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { ensureAreaMessages, i18nProvider } from '../../providers/i18n';
import ShipmentPage from './ShipmentPage';
import { signInAs } from '../../../tests/unit/helpers';

afterEach(cleanup);
beforeAll(async () => {
    await ensureAreaMessages();
});

const LOTS: RaRecord[] = [
    { id: '1:LÔ-7', productId: 1, productName: 'Cà phê nhân xanh', lot: 'LÔ-7', count: 600, recalled: false },
    { id: '1:LÔ-8', productId: 1, productName: 'Cà phê nhân xanh', lot: 'LÔ-8', count: 400, recalled: true },
];

function Where() {
    const { search } = useLocation();
    return <output data-testid="where">{search}</output>;
}

function renderPage(getList: DataProvider['getList'], path = '/stamp-lot/shipment') {
    render(
        <MemoryRouter initialEntries={[path]}>
            <AdminContext dataProvider={{ getList } as unknown as DataProvider} i18nProvider={i18nProvider}>
                <Routes>
                    <Route
                        path="/stamp-lot/shipment"
                        element={
                            <>
                                <ShipmentPage />
                                <Where />
                            </>
                        }
                    />
                </Routes>
            </AdminContext>
        </MemoryRouter>,
    );
}

const product = () =>
    http.get('*/api/product/detail/:id', () =>
        HttpResponse.json({ status: 'success', message: 'OK', data: { id: 1, name: 'Cà phê nhân xanh' } }),
    );

describe('choosing the lots of a shipment', () => {
    it('ticks a lot found into the address, and says a lot whose origin cannot be read, or is not served, as such', async () => {
        await signInAs('owner');
        server.use(
            product(),
            http.get('*/api/lot/origin', ({ request }) =>
                new URL(request.url).searchParams.get('lot') === 'LÔ-7'
                    ? HttpResponse.json({ status: 'error', message: 'Not implemented' }, { status: 501 })
                    : HttpResponse.json({ status: 'error', message: 'Lỗi máy chủ' }, { status: 500 }),
            ),
        );
        renderPage(vi.fn(async () => ({ data: LOTS, total: 2 })) as unknown as DataProvider['getList']);
        fireEvent.click(await screen.findByRole('checkbox', { name: /^LÔ-7 · Cà phê nhân xanh/ }));
        fireEvent.click(screen.getByRole('checkbox', { name: /^LÔ-8 · .*đã thu hồi/ }));
        expect(screen.getByTestId('where').textContent).toBe(
            `?${new URLSearchParams([
                ['productId', '1'],
                ['lot', 'LÔ-7'],
                ['productId', '1'],
                ['lot', 'LÔ-8'],
            ])}`,
        );
        const chosen = screen.getByRole('region', { name: 'Các lô đã chọn' });
        expect(
            await within(chosen).findByText('Máy chủ chưa hỗ trợ nguồn gốc lô và hồ sơ EUDR.'),
        ).toBeTruthy();
        expect(await within(chosen).findByText('Không đọc được nguồn gốc')).toBeTruthy();
        expect(screen.getByTestId('shipment-count').textContent).toBe('Đã chọn 2 lô');
        fireEvent.click(within(chosen).getByRole('button', { name: 'Bỏ lô LÔ-7' }));
        expect(screen.getByTestId('shipment-count').textContent).toBe('Đã chọn một lô');
    });

    it('says in Vietnamese that the lots could not be looked for, and looks again on request', async () => {
        await signInAs('owner');
        const getList = vi
            .fn()
            .mockRejectedValueOnce(Object.assign(new Error('Máy chủ đang bảo trì'), { status: 503 }))
            .mockResolvedValue({ data: LOTS, total: 2 });
        renderPage(getList);
        const alert = await screen.findByRole('alert');
        expect(alert.textContent).toContain('Không tìm được lô');
        fireEvent.click(within(alert).getByRole('button', { name: 'Thử lại' }));
        expect(await screen.findByRole('checkbox', { name: /^LÔ-7 · / })).toBeTruthy();
    });
});
