// @vitest-environment dom
import './mockServer';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { ensureAreaMessages, i18nProvider } from '../../src/providers/i18n';
import { KeyDataPanel } from '../../src/custom/common/KeyDataPanel';
import { ReadinessWidget } from '../../src/features/dashboard/widgets/ReadinessWidget';
import { traceabilityReadiness } from '../../src/domain/geo/readiness';
import type { DashboardData } from '../../src/domain/dashboard';

afterEach(cleanup);
beforeAll(async () => {
    await ensureAreaMessages();
});

describe('Vietnam key data elements on screen', () => {
    it('lists each element present or missing, with a link to where a missing one is entered', () => {
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
        const links = within(panel)
            .getAllByRole('link', { name: 'Bổ sung' })
            .map((a) => a.getAttribute('href')!.replace(/^#/, ''));
        // Image, brand and shelf life on the product form; the growing-area code on the location form.
        expect(links).toEqual([
            '/product/edit/7',
            '/product/edit/7',
            '/product/edit/7',
            '/biz-location/update/3',
        ]);
        expect(within(panel).getByText('Mã số vùng trồng')).toBeTruthy();
    });

    it('counts products and lots not ready on the dashboard', () => {
        const data = {
            traceability: { products: 5, productsNotReady: 2, lots: 3, lotsNotReady: 1 },
        } as DashboardData;
        render(
            <AdminContext i18nProvider={i18nProvider}>
                <ReadinessWidget data={data} loading={false} />
            </AdminContext>,
        );
        expect(screen.getByText('2/5 sản phẩm còn thiếu dữ liệu')).toBeTruthy();
        expect(screen.getByText('1/3 lô hàng còn thiếu dữ liệu')).toBeTruthy();
    });
});
