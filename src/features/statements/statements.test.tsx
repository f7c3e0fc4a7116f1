// @vitest-environment jsdom
import '../../../tests/unit/mockServer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { AdminContext } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { allMessages } from '../../providers/i18n/all';
import { dataProvider } from '../../providers/dataProvider';
import { getDb } from '../../mocks/db';
import { call } from '../../providers/http';
import { loadMe } from '../../providers/session';
import { signInAs as signIn } from '../../../tests/unit/helpers';
import { renderVi } from '../../../tests/unit/renderVi';
import type { Statement } from '../../domain/statements';
import { StatementShow } from './StatementShow';
import VerifyPage from './VerifyPage';
import { submitStatement } from './statementApi';

/** The EU system out of reach, as the API answers it. */
const DOWN = { status: 'error', data: null, message: 'Hệ thống EU không phản hồi', code: 'eu_unavailable' };

/** A statement's page and its calls in jsdom on a busy machine: more than the default 1 s wait. */
const LOADS = 10_000;

function renderShow(id: number) {
    const i18n = polyglotI18nProvider(() => allMessages.vi, 'vi');
    render(
        <MemoryRouter initialEntries={[`/statement/detail/${id}`]}>
            <AdminContext dataProvider={dataProvider} i18nProvider={i18n}>
                <Routes>
                    <Route path="/statement/detail/:id" element={<StatementShow />} />
                </Routes>
            </AdminContext>
        </MemoryRouter>,
    );
}

const statements = async () =>
    (await call<{ rows?: Statement[]; items?: Statement[] }>('statementList', {
        query: { page: 1, size: 50 },
    })) as {
        rows?: Statement[];
        items?: Statement[];
    };
const find = async (state: string) => {
    const page = await statements();
    return (page.rows ?? page.items ?? []).find((s) => s.state === state)!;
};
/** Signed in with the session the pages read (the role decides what they offer). */
async function signInAs(persona: string) {
    await signIn(persona);
    await loadMe();
}

const euMode = (mode: string, count = 1) =>
    fetch(`${window.location.origin}/__mock/eu`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ mode, count }),
    });

async function pressSubmit() {
    // The confirmation of an earlier try has closed (while it closes, the page behind it is hidden).
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: LOADS });
    fireEvent.click(await screen.findByRole('button', { name: 'Nộp tờ khai' }, { timeout: LOADS }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Nộp tờ khai' }));
}

afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
});

describe("a statement's page", () => {
    it('explains a rejection plot by plot, each with a link to its plot by code', async () => {
        await signInAs('owner');
        const rejected = await find('rejected');
        const reason = rejected.rejection[0];
        renderShow(rejected.id);
        const section = await screen.findByRole('region', { name: 'Lý do bị từ chối' }, { timeout: LOADS });
        expect(section.textContent).toContain(`Thửa ${reason.plotCode}:`);
        const link = within(section).getByRole('link', { name: `Sửa thửa ${reason.plotCode}` });
        expect(link.getAttribute('href')).toBe(`/plot/detail/${reason.plotId}`);
        expect(screen.getByText('Bị từ chối')).toBeTruthy();
    });

    it('says the EU system is out of reach and files nothing, then files once when pressed again', async () => {
        await signInAs('owner');
        const draft = await find('draft');
        await euMode('down');
        renderShow(draft.id);
        await pressSubmit();
        await screen.findByText(
            /^Không kết nối được Hệ thống thông tin EU, chưa có gì được nộp/,
            {},
            { timeout: LOADS },
        );
        const stored = () => getDb().statements!.find((s: { id: number }) => s.id === draft.id) as Statement;
        expect(stored().state).toBe('draft');
        await pressSubmit();
        await screen.findByText(/^(Đã nộp, chờ EU trả lời|Được chấp nhận)$/, {}, { timeout: LOADS });
        expect(stored().history.filter((entry) => entry.event === 'submitted')).toHaveLength(1);
    });

    it('submitted again after a lost answer, gets the first filing instead of a refusal, and files once', async () => {
        await signInAs('owner');
        const draft = await find('draft');
        const realFetch = globalThis.fetch;
        let drop = true;
        vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
            const response = await realFetch(input, init);
            if (drop && String(input).includes('/statement/submit/')) {
                drop = false;
                throw new TypeError('Failed to fetch');
            }
            return response;
        });
        await expect(submitStatement(draft.id)).rejects.toMatchObject({ status: 0 });
        const filed = await submitStatement(draft.id);
        expect(filed.state).toBe('submitted');
        const stored = getDb().statements!.find((s: { id: number }) => s.id === draft.id) as Statement;
        expect(stored.history.filter((entry) => entry.event === 'submitted')).toHaveLength(1);
    });

    it('says how long to wait when the EU system limits the rate, and keeps the draft as it was', async () => {
        await signInAs('owner');
        const draft = await find('draft');
        await euMode('rate_limit');
        renderShow(draft.id);
        await pressSubmit();
        await screen.findByText(
            /quá tải, chưa có gì được nộp\. Chờ \d+ giây rồi thử lại/,
            {},
            { timeout: LOADS },
        );
        const again = await screen.findByRole(
            'button',
            { name: /^Nộp lại sau \d+ giây$/ },
            { timeout: LOADS },
        );
        expect(again).toHaveProperty('disabled', true);
        expect(screen.getByText('Bản nháp')).toBeTruthy();
    });

    it('withdraws only once confirmed with a reason, which stays typed when the withdrawal fails', async () => {
        await signInAs('owner');
        const page = await statements();
        const available = (page.rows ?? page.items ?? []).find(
            (s) => s.state === 'available' && !!s.amendableUntil && Date.parse(s.amendableUntil) > Date.now(),
        )!;
        renderShow(available.id);
        fireEvent.click(await screen.findByRole('button', { name: 'Rút tờ khai' }, { timeout: LOADS }));
        const dialog = await screen.findByRole('dialog');
        const confirm = within(dialog).getByRole('button', { name: 'Rút tờ khai' });
        expect(confirm).toHaveProperty('disabled', true);
        fireEvent.change(within(dialog).getByRole('textbox', { name: /Lý do rút/ }), {
            target: { value: 'Người mua hủy đơn hàng' },
        });
        server.use(http.post('*/api/statement/withdraw/:id', () => HttpResponse.json(DOWN, { status: 503 })));
        fireEvent.click(confirm);
        await screen.findByText(/^Không kết nối được Hệ thống thông tin EU/, {}, { timeout: LOADS });
        server.resetHandlers();
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: LOADS });
        fireEvent.click(screen.getByRole('button', { name: 'Rút tờ khai' }));
        const again = await screen.findByRole('dialog');
        expect(within(again).getByRole('textbox', { name: /Lý do rút/ })).toHaveProperty(
            'value',
            'Người mua hủy đơn hàng',
        );
        fireEvent.click(within(again).getByRole('button', { name: 'Rút tờ khai' }));
        await screen.findByText('Đã rút', {}, { timeout: LOADS });
        const stored = getDb().statements!.find((s: { id: number }) => s.id === available.id) as Statement;
        expect(stored.history.at(-1)).toMatchObject({ event: 'withdrawn', note: 'Người mua hủy đơn hàng' });
    });

    it('offers an observer no action, and says why', async () => {
        await signInAs('observer');
        const draft = await find('draft');
        renderShow(draft.id);
        await screen.findByText('Vai trò của bạn chỉ được xem tờ khai.', {}, { timeout: LOADS });
        for (const name of ['Nộp tờ khai', 'Sửa tờ khai', 'Sửa đổi tờ khai', 'Rút tờ khai'])
            expect(screen.queryByRole('button', { name })).toBeNull();
        expect(screen.queryByRole('link', { name: 'Sửa tờ khai' })).toBeNull();
    });
});

describe('checking statement numbers', () => {
    it("says in words whether a supplier's statement is usable, after checking the formats", async () => {
        await signInAs('user');
        renderVi(<VerifyPage />, '/statement/verify');
        const form = screen.getByRole('region', { name: 'Kiểm tra tờ khai của nhà cung cấp' });
        const [reference, verification] = within(form).getAllByRole('textbox');
        fireEvent.change(reference, { target: { value: 'abc' } });
        fireEvent.change(verification, { target: { value: 'upst0001' } });
        fireEvent.click(within(form).getByRole('button', { name: 'Kiểm tra' }));
        expect(form.textContent).toContain('Số tham chiếu gồm 2 chữ số năm');
        fireEvent.change(reference, { target: { value: '25deupstrm0001' } });
        fireEvent.click(within(form).getByRole('button', { name: 'Kiểm tra' }));
        const answer = await within(form).findByTestId('verification', {}, { timeout: LOADS });
        expect(answer.textContent).toContain('Dùng được');
        expect(answer.textContent).toContain('Nordkaffee Import GmbH');
        fireEvent.change(reference, { target: { value: '25NLUPSTRM0002' } });
        fireEvent.change(verification, { target: { value: 'UPST0002' } });
        fireEvent.click(within(form).getByRole('button', { name: 'Kiểm tra' }));
        expect(
            (await within(form).findByText(/^Không dùng được/, {}, { timeout: LOADS })).textContent,
        ).toContain('đã bị rút');
    });
});
