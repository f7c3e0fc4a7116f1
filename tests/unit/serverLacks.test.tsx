// @vitest-environment jsdom
import './mockServer';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AdminContext, ResourceContextProvider } from 'react-admin';
import { http, HttpResponse } from 'msw';
import { server } from '../../src/mocks/node';
import { allEndpoints } from '../../src/providers/endpoints';
import type { CallName } from '../../src/providers/callTypes';
import { call } from '../../src/providers/http';
import { dataProvider } from '../../src/providers/dataProvider';
import { ensureAreaMessages, i18nProvider } from '../../src/providers/i18n';
import { serverLacksCall } from '../../src/providers/serverLacks';
import { LACKING_MESSAGES } from '../../src/kit/useServerLacks';
import { fetchLot, isUnsupported } from '../../src/features/lots/lotApi';
import LotListPage from '../../src/features/lots/LotListPage';
import LotPage from '../../src/features/lots/LotPage';
import LotReportPage from '../../src/features/lots/LotReportPage';
import { RecallDialog } from '../../src/features/lots/RecallDialog';
import ScanRulesPage from '../../src/features/scans/ScanRulesPage';
import SuspiciousList from '../../src/features/stamps/suspicious-stamps/SuspiciousList';
import { allMessages } from '../../src/providers/i18n/all';
import { signInAs } from './helpers';
import { clearSession, setSession } from '../../src/providers/session';
import type { CurrentBiz } from '../../src/types';

/**
 * Every screen built on a call beyond the spec's list (`own` in the endpoint table) says the server
 * lacks that call when it answers 404 (no such route) or 501, instead of a raw error and a retry
 * that can never succeed.
 */
beforeAll(async () => {
    await ensureAreaMessages();
});
afterEach(() => {
    cleanup();
    clearSession();
});

const own = allEndpoints().filter((ep) => ep.own);
const pattern = (path: string) => `*${path.replace(/:[A-Za-z]+/g, '*')}`;
/** What a web server answers for a path it has no route for. */
const noRoute = () =>
    new HttpResponse('Cannot GET /api/…', { status: 404, headers: { 'Content-Type': 'text/html' } });
const lack = (name: CallName, answer = noRoute) => {
    const ep = own.find((e) => e.name === name)!;
    const method = ep.method.toLowerCase() as 'get' | 'post' | 'put';
    server.use(http[method](pattern(ep.path), answer));
};
const vi = allMessages.vi as unknown as { xts: Record<string, any> };
const LOTS = vi.xts.lots.unsupported as string;
const RULES = vi.xts.scans.settings.not_provided as string;
const SUSPICIOUS = vi.xts.server_lacks.suspicious as string;

function renderAt(path: string, route: string, page: React.ReactNode) {
    return render(
        <MemoryRouter initialEntries={[path]}>
            <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
                <Routes>
                    <Route path={route} element={page} />
                </Routes>
            </AdminContext>
        </MemoryRouter>,
    );
}

describe('a call the server lacks', () => {
    it('is every own call answered 404 without the API reason, or 501; never a spec call, never a record 404', async () => {
        await signInAs('owner');
        expect(own.map((ep) => ep.name).sort()).toEqual(Object.keys(LACKING_MESSAGES).sort());
        for (const ep of own) {
            lack(ep.name);
            const error = await call(ep.name, { params: { id: 1 }, body: {} }).catch((e) => e);
            expect(serverLacksCall(error), ep.name).toBe(ep.name);
            server.resetHandlers();
            lack(ep.name, () =>
                HttpResponse.json(
                    { status: 'error', data: null, message: 'Not Implemented' },
                    { status: 501 },
                ),
            );
            expect(
                serverLacksCall(await call(ep.name, { params: { id: 1 }, body: {} }).catch((e) => e)),
                ep.name,
            ).toBe(ep.name);
            server.resetHandlers();
        }
        // A lot that does not exist is a record 404 with the API's reason: not a missing call.
        const missingLot = await fetchLot({ productId: 1, lot: 'KHONG-CO' }).catch((e) => e);
        expect(missingLot.status).toBe(404);
        expect(serverLacksCall(missingLot)).toBeUndefined();
        // A spec call the server answers 404 is not "lacking" (the spec's calls are the server's).
        server.use(http.get('*/api/product/list', noRoute));
        expect(serverLacksCall(await call('productList').catch((e) => e))).toBeUndefined();
    });

    it('the suspicious stamp list says so, without a retry', async () => {
        await signInAs('owner');
        lack('suspiciousStampList');
        renderAt(
            '/stamp-suspicious/list',
            '/stamp-suspicious/list',
            <ResourceContextProvider value="suspicious-stamps">
                <SuspiciousList />
            </ResourceContextProvider>,
        );
        expect(await screen.findByText(SUSPICIOUS)).toBeTruthy();
        expect(screen.queryByRole('button', { name: 'Thử lại' })).toBeNull();
        expect(screen.queryByText(/Cannot GET/)).toBeNull();
    });

    it('the lot page and its recall report (opened from a trace) say so', async () => {
        await signInAs('owner');
        lack('lotDetail');
        renderAt('/stamp-lot/detail?productId=1&lot=CD-2025-01', '/stamp-lot/detail', <LotPage />);
        expect(await screen.findByText(LOTS)).toBeTruthy();
        cleanup();
        renderAt('/stamp-lot/report?productId=1&lot=CD-2025-01', '/stamp-lot/report', <LotReportPage />);
        expect(await screen.findByText(LOTS)).toBeTruthy();
        expect(screen.queryByText(/Cannot GET|Không tìm thấy/)).toBeNull();
    });

    it('the lot list says so', async () => {
        await signInAs('owner');
        lack('lotList');
        renderAt('/stamp-lot/list', '/stamp-lot/list', <LotListPage />);
        expect(await screen.findByText(LOTS)).toBeTruthy();
    });

    it('the scan rules say so on reading and on saving', async () => {
        await signInAs('owner');
        lack('scanRules');
        renderAt('/stamp-scan-rules', '/stamp-scan-rules', <ScanRulesPage />);
        expect(await screen.findByText(RULES)).toBeTruthy();
        expect(screen.queryByRole('button', { name: 'Thử lại' })).toBeNull();
        cleanup();
        server.resetHandlers();
        lack('scanRulesUpdate');
        setSession({ current_biz: { biz_id: 1, biz_name: 'HTX', biz_role: 1 } as CurrentBiz });
        renderAt('/stamp-scan-rules', '/stamp-scan-rules', <ScanRulesPage />);
        fireEvent.click(await screen.findByRole('button', { name: 'Lưu quy tắc' }, { timeout: 5000 }));
        expect(await screen.findByText(RULES)).toBeTruthy();
    });

    it('recalling a lot says so in its error dialog', async () => {
        await signInAs('owner');
        const lot = await fetchLot({ productId: 1, lot: 'CD-2025-01' });
        lack('lotRecall');
        renderAt('/x', '/x', <RecallDialog lot={lot} open onClose={() => undefined} />);
        fireEvent.mouseDown(screen.getByRole('combobox', { name: /Lý do/ }));
        fireEvent.click((await screen.findAllByRole('option'))[0]);
        const dialog = screen.getAllByRole('dialog')[0];
        fireEvent.click(within(dialog).getByRole('button', { name: /Thu hồi/ }));
        expect(await screen.findByText(LOTS)).toBeTruthy();
    });

    it("a lot's EPCIS export says so", async () => {
        await signInAs('owner');
        lack('lotHistory');
        const error = await call('lotHistory', { query: { productId: 1, lot: 'CD-2025-01' } }).catch(
            (e) => e,
        );
        expect(isUnsupported(error)).toBe(true);
    });
});
