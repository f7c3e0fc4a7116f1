// @vitest-environment jsdom
import '../../../tests/unit/mockServer';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { call } from '../../providers/http';
import LotPage from './LotPage';
import { signInAs } from '../../../tests/unit/helpers';
import { renderVi } from '../../../tests/unit/renderVi';

/**
 * A server without the lot calls: the lot page says so in Vietnamese instead of failing (the lot list,
 * on the shared list, is covered with the other screens in serverLacks.test.tsx).
 */
/** The lot page's calls and render: 0.5–1.3 s in jsdom on a busy machine, more than the default 1 s wait. */
const LOADS = 10_000;

const UNSUPPORTED = 'Máy chủ chưa hỗ trợ lô hàng và thu hồi lô. Các chức năng khác vẫn dùng bình thường.';
const lacking = (status: number) => () =>
    HttpResponse.json({ status: 'error', data: null, message: 'Not Found' }, { status });

describe('lot screens on a server that lacks the lot calls', () => {
    afterEach(cleanup);

    it('the lot page says so on 501, and shows the lot when the server has it', async () => {
        await signInAs('owner');
        server.use(http.get('*/api/lot/detail', lacking(501)));
        renderVi(<LotPage />, '/stamp-lot/detail?productId=1&lot=CD-2025-01');
        expect(await screen.findByText(UNSUPPORTED)).toBeTruthy();
        cleanup();
        server.resetHandlers();
        renderVi(<LotPage />, '/stamp-lot/detail?productId=1&lot=CD-2025-01');
        expect(
            await screen.findByRole('heading', { name: /^Lô CD-2025-01 · / }, { timeout: LOADS }),
        ).toBeTruthy();
        expect(screen.getByRole('group', { name: 'Đã bán' }).textContent).toBe('Đã bán650');
    });
});

describe('the recall report', () => {
    afterEach(cleanup);

    it('is offered for a recalled lot only', async () => {
        await signInAs('owner');
        renderVi(<LotPage />, '/stamp-lot/detail?productId=1&lot=CD-2025-01');
        await screen.findByRole('heading', { name: /^Lô CD-2025-01 · / }, { timeout: LOADS });
        expect(screen.queryByRole('link', { name: 'Báo cáo thu hồi' })).toBeNull();
        cleanup();
        await call('lotRecall', {
            body: { productId: 1, lot: 'CD-2025-01', reason: 'quality', note: 'Kiểm tra chất lượng' },
        });
        renderVi(<LotPage />, '/stamp-lot/detail?productId=1&lot=CD-2025-01');
        expect(await screen.findByRole('link', { name: 'Báo cáo thu hồi' }, { timeout: LOADS })).toBeTruthy();
    });
});

describe("a lot's key data elements (Circular 02/2024)", () => {
    afterEach(cleanup);

    it('the lot page lists each element, present or missing, with a link to where a missing one is entered', async () => {
        await signInAs('owner');
        renderVi(<LotPage />, '/stamp-lot/detail?productId=1&lot=CD-2025-01');
        const panel = await screen.findByRole(
            'region',
            { name: 'Dữ liệu truy xuất tối thiểu (TT 02/2024)' },
            { timeout: LOADS },
        );
        const items = panel.querySelectorAll('li');
        expect(items.length).toBeGreaterThan(5);
        const missing = [...items].filter((item) => item.textContent?.includes('Chưa có'));
        const chip = panel.textContent ?? '';
        if (missing.length) expect(chip).toContain(`Thiếu ${missing.length} mục`);
        else expect(chip).toContain('Đủ dữ liệu');
    });
});
