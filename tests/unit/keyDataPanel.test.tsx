// @vitest-environment jsdom
import './mockServer';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { ensureAreaMessages, i18nProvider } from '../../src/providers/i18n';
import { KeyDataPanel } from '../../src/kit/KeyDataPanel';
import { ReadinessWidget } from '../../src/features/dashboard/widgets/ReadinessWidget';
import { traceabilityReadiness, type ReadinessLot } from '../../src/domain/geo/readiness';
import { buildEudrPack } from '../../src/domain/geo/pack';
import { coffee, originOf, plotOf } from './plotFactory';
import { signInAs } from './helpers';
import { call } from '../../src/providers/http';
import type { DashboardData } from '../../src/domain/dashboard';

afterEach(cleanup);
beforeAll(async () => {
    await ensureAreaMessages();
});

describe('Vietnam key data elements on screen', () => {
    it('lists each element present or missing, each a link to where it is entered', () => {
        const checks = traceabilityReadiness({
            product: {
                id: 7,
                name: 'Cà phê nhân xanh',
                code: 'CD-GREEN-60',
                images: [],
                certifications: ['4c'],
            },
            business: { name: 'HTX Cà phê Cầu Đất', address: 'Thôn Cầu Đất', province: '68' },
            lot: {
                productId: 7,
                lot: 'CD-2025-01',
                mfgDate: '2025-12-01',
                stampCount: 10,
                activatedAt: '2025-12-02T01:00:00Z',
                location: { id: 3, areaCode: null },
            },
        });
        render(
            <AdminContext i18nProvider={i18nProvider}>
                <KeyDataPanel checks={checks} />
            </AdminContext>,
        );
        const panel = screen.getByTestId('key-data');
        expect(within(panel).getByText('Thiếu 4 mục')).toBeTruthy();
        // Not one element as plain text: each item holds the link named after it.
        const items = within(panel).getAllByRole('listitem');
        expect(items).toHaveLength(checks.length);
        for (const item of items) expect(within(item).getAllByRole('link')).toHaveLength(1);
        const href = (name: string) =>
            within(panel).getByRole('link', { name }).getAttribute('href')!.replace(/^#/, '');
        // Image, brand and shelf life on the product form; the growing-area code on the location form.
        expect(within(panel).getAllByText('Chưa có: bấm vào tên mục để bổ sung')).toHaveLength(4);
        expect(href('Hình ảnh sản phẩm')).toBe('/product/edit/7');
        expect(href('Mã số vùng trồng')).toBe('/biz-location/update/3');
        expect(href('Tên cơ sở sản xuất')).toBe('/biz/update');
        expect(href('Mã truy xuất (tem)')).toBe('/stamp-activation/add');
    });

    it('gives every element of any product or lot the place it is fixed', () => {
        const product = { id: 7 };
        const lots: (ReadinessLot | null)[] = [
            null,
            // No origin and no location at activation: the lot's origin form.
            { productId: 7, lot: 'LÔ 1' },
            { productId: 7, lot: 'LÔ 2', location: { id: 3, areaCode: 'VN-68' }, stampCount: 2 },
            { productId: 7, lot: 'LÔ 3', originLocations: [{ id: 4 }, { id: 5, areaCode: 'X' }] },
        ];
        for (const lot of lots)
            for (const business of [null, { name: 'HTX' }]) {
                const checks = traceabilityReadiness({ product, business, lot });
                expect(checks.filter((check) => !check.fixPath)).toEqual([]);
            }
        const code = (lot: ReadinessLot) =>
            traceabilityReadiness({ product, business: null, lot }).find((c) => c.key === 'location_code')!;
        expect(code(lots[1]!).fixPath).toBe('/stamp-lot/detail?productId=7&lot=L%C3%94%201&origin=edit');
        expect(code(lots[3]!).fixPath).toBe('/biz-location/update/4');
    });

    it('gives every gap of a pack the place it is fixed', () => {
        const point = plotOf(1, { type: 'Point', coordinates: [108.5, 11.9] }, 6);
        const nameless = { ...plotOf(2, { type: 'Point', coordinates: [108.6, 11.9] }, 1), producerName: '' };
        const origin = { ...originOf([point, nameless]), harvestFrom: null };
        origin.plots[0].quantityKg = 0;
        for (const lots of [
            [],
            [{ product: { ...coffee, hsCode: '' }, origin }],
            [{ product: coffee, origin: originOf([]) }],
        ]) {
            const pack = buildEudrPack(lots);
            expect(pack.ok).toBe(false);
            if (!pack.ok) expect(pack.missing.filter((gap) => !gap.fixPath)).toEqual([]);
        }
    });

    it('counts products and lots not ready on the dashboard, each count a link to the list of them', () => {
        const data = {
            traceability: { products: 5, productsNotReady: 2, lots: 3, lotsNotReady: 1 },
        } as DashboardData;
        render(
            <AdminContext i18nProvider={i18nProvider}>
                <ReadinessWidget data={data} loading={false} />
            </AdminContext>,
        );
        const filterOf = (name: string) => {
            const url = new URL(
                screen.getByRole('link', { name }).getAttribute('href')!.replace(/^#/, ''),
                'http://x',
            );
            return [url.pathname, JSON.parse(url.searchParams.get('filter')!)];
        };
        expect(filterOf('2/5 sản phẩm còn thiếu dữ liệu')).toEqual([
            '/product/list',
            { status: 'active', keyData: 'missing' },
        ]);
        expect(filterOf('1/3 lô hàng còn thiếu dữ liệu')).toEqual([
            '/stamp-lot/list',
            { keyData: 'missing' },
        ]);
    });

    it('lists exactly the products and lots the dashboard counts as lacking data', async () => {
        await signInAs('owner');
        type Page = { total: number };
        const { traceability } = await call<{ traceability: Record<string, number> }>('dashboard');
        const products = await call<Page>('productList', {
            query: { keyData: 'missing', status: 'active', page: 1, limit: 100 },
        });
        const lots = await call<Page>('lotList', { query: { keyData: 'missing', page: 1, limit: 100 } });
        const allLots = await call<Page>('lotList', { query: { page: 1, limit: 100 } });
        expect([products.total, lots.total]).toEqual([
            traceability.productsNotReady,
            traceability.lotsNotReady,
        ]);
        expect(lots.total).toBeLessThan(allLots.total);
    });
});
