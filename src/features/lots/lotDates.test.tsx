// @vitest-environment jsdom
import '../../../tests/unit/mockServer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { getDb } from '../../mocks/db';
import { call } from '../../providers/http';
import { allMessages } from '../../providers/i18n/all';
import LotPage from './LotPage';
import LotReportPage from './LotReportPage';
import { reportCsv } from './lotReport';
import { lotDates, lotPath, type LotDetail } from './lotApi';
import { signInAs } from '../../../tests/unit/helpers';
import { renderVi } from '../../../tests/unit/renderVi';

/**
 * A lot activated twice with other dates each time shows each activation's dates, on its page, in
 * its recall report and in the report's CSV; one pair is shown only where the activations agree.
 */
vi.setConfig({ testTimeout: 60_000 });
afterEach(cleanup);

const i18n = polyglotI18nProvider(() => allMessages.vi, 'vi');
const translate = (key: string, options?: Record<string, unknown>) => i18n.translate(key, options);

/** Lot TWO-DATES: stamps 4011–4020 made 01/02/2026, then 4021–4030 made 01/03/2026. */
async function lotActivatedTwice() {
    await signInAs('owner');
    const product = getDb().products.find((p) => p.bizId === 1 && p.status === 'active')!;
    const activate = (from: number, to: number, mfgDate: string, expDate: string) =>
        call('activationAdd', {
            body: { productId: product.id, lot: 'TWO-DATES', ranges: [{ from, to }], mfgDate, expDate },
        });
    await activate(4011, 4020, '2026-02-01', '2027-02-01');
    await activate(4021, 4030, '2026-03-01', '2027-03-01');
    const key = { productId: product.id, lot: 'TWO-DATES' };
    const lot = await call<LotDetail>('lotDetail', {
        query: { productId: String(product.id), lot: key.lot },
    });
    return { key, lot };
}

describe('a lot whose activations carry other dates', () => {
    it('is answered with each activation’s dates', async () => {
        const { lot } = await lotActivatedTwice();
        expect(lot.activations.map((row) => [row.rangeText, row.mfgDate, row.expDate])).toEqual([
            ['0000004011–0000004020', '2026-02-01', '2027-02-01'],
            ['0000004021–0000004030', '2026-03-01', '2027-03-01'],
        ]);
    });

    it('lists the dates per activation on the lot page', async () => {
        const { key } = await lotActivatedTwice();
        renderVi(<LotPage />, lotPath(key));
        const dates = await screen.findByRole('region', {
            name: 'Các lần kích hoạt của lô ghi ngày khác nhau',
        });
        expect(
            within(dates).getByText('Ngày sản xuất (serial 0000004011–0000004020): 01/02/2026'),
        ).toBeTruthy();
        expect(
            within(dates).getByText('Hạn sử dụng (serial 0000004021–0000004030): 01/03/2027'),
        ).toBeTruthy();
        expect(screen.queryByText(/Ngày sản xuất: 01\/02\/2026/)).toBeNull();
    });

    it('gives each activation its dates in the recall report and its CSV', async () => {
        const { key, lot } = await lotActivatedTwice();
        renderVi(<LotReportPage />, lotPath(key, 'report'));
        expect(await screen.findByText('Ngày sản xuất (serial 0000004021–0000004030)')).toBeTruthy();
        expect(screen.getByText('01/03/2026')).toBeTruthy();
        const csv = reportCsv(lot, 'HTX', translate);
        expect(csv).toContain('Ngày sản xuất (serial 0000004011–0000004020)');
        expect(csv).toContain('01/02/2026');
        expect(csv).toContain('Hạn sử dụng (serial 0000004021–0000004030)');
        expect(csv).toContain('01/03/2027');
    });
});

describe('the lot’s dates', () => {
    const activation = { id: 1, createdAt: '', createdByName: '', count: 1, locationName: null };
    const lot = { mfgDate: '2026-02-01', expDate: '2027-02-01' };
    it('are one pair where the activations agree, or where the server tells only the lot’s', () => {
        const single = [{ rangeText: null, mfgDate: '2026-02-01', expDate: '2027-02-01' }];
        expect(
            lotDates({
                ...lot,
                activations: [
                    { ...activation, rangeText: 'a', mfgDate: '2026-02-01', expDate: '2027-02-01' },
                    { ...activation, rangeText: 'b', mfgDate: '2026-02-01', expDate: '2027-02-01' },
                ],
            }),
        ).toEqual(single);
        expect(
            lotDates({
                ...lot,
                activations: [
                    { ...activation, rangeText: 'a' },
                    { ...activation, rangeText: 'b' },
                ],
            }),
        ).toEqual(single);
    });
});
