// @vitest-environment jsdom
import '../../../tests/unit/mockServer';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AdminContext, type DataProvider } from 'react-admin';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { ensureAreaMessages, i18nProvider } from '../../providers/i18n';
import { buildEudrPack } from '../../domain/geo/pack';
import { shipmentPlots } from '../../domain/geo/shipmentPlots';
import type { LotOrigin } from '../../domain/geo/types';
import ShipmentPage from './ShipmentPage';
import { coffee, originOf, plotOf } from '../../../tests/unit/plotFactory';
import { signInAs } from '../../../tests/unit/helpers';

afterEach(cleanup);
beforeAll(async () => {
    await ensureAreaMessages();
});

const point = (lon: number) => ({ type: 'Point' as const, coordinates: [lon, 11.9] });
const shared = plotOf(2, point(108.502), 1);
const stopped = { ...plotOf(4, point(108.504), 1), status: 'inactive' as const };
/** Two lots of one shipment: plot 2 fed both, plot 4 has been stopped since. */
const origins: Record<string, LotOrigin> = {
    'LÔ-7': originOf([plotOf(1, point(108.501), 1), shared], 'LÔ-7'),
    'LÔ-8': originOf([shared, plotOf(3, point(108.503), 1), stopped], 'LÔ-8'),
};

describe('the plots of a shipment', () => {
    it('are counted once however many lots they fed, a stopped plot apart, as the pack counts them', () => {
        const { declared, stopped: halted } = shipmentPlots(Object.values(origins));
        expect(declared.map((plot) => plot.id)).toEqual([1, 2, 3]);
        expect(halted.map((plot) => plot.id)).toEqual([4]);
        // The stopped plot stops the pack; once it is left out, the pack declares the same plots.
        const refused = buildEudrPack(Object.values(origins).map((origin) => ({ product: coffee, origin })));
        expect(refused.ok ? [] : refused.missing.map((gap) => [gap.code, gap.plotId])).toEqual([
            ['plot_stopped', 4],
        ]);
        const lots = Object.values(origins).map((origin) => ({
            product: coffee,
            origin: { ...origin, plots: origin.plots.filter((item) => item.plot.id !== 4) },
        }));
        const pack = buildEudrPack(lots);
        expect(pack.ok && pack.totals.plots).toBe(declared.length);
    });

    it('are counted by the shipment bar as the pack counts them', async () => {
        await signInAs('owner');
        server.use(
            http.get('*/api/product/detail/:id', () =>
                HttpResponse.json({ status: 'success', message: 'OK', data: { id: 1, name: coffee.name } }),
            ),
            http.get('*/api/lot/origin', ({ request }) =>
                HttpResponse.json({
                    status: 'success',
                    message: 'OK',
                    data: origins[new URL(request.url).searchParams.get('lot')!],
                }),
            ),
        );
        const getList = async () => ({ data: [], total: 0 });
        render(
            <MemoryRouter initialEntries={['/stamp-lot/shipment?productId=1&lot=LÔ-7&productId=1&lot=LÔ-8']}>
                <AdminContext
                    dataProvider={{ getList } as unknown as DataProvider}
                    i18nProvider={i18nProvider}
                >
                    <Routes>
                        <Route path="/stamp-lot/shipment" element={<ShipmentPage />} />
                    </Routes>
                </AdminContext>
            </MemoryRouter>,
        );
        const total = await screen.findByTestId('shipment-total', {}, { timeout: 5000 });
        expect(total.textContent).toBe('Tổng khối lượng nguồn gốc: 500 kg · 3 thửa');
    });
});
