// @vitest-environment jsdom
import './mockServer';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AdminContext, RefreshButton, ResourceContextProvider } from 'react-admin';
import { callCounts, clearFaults, failCalls, type FaultKind } from '../../src/mocks/faults';
import { dataProvider } from '../../src/providers/dataProvider';
import { ensureAreaMessages, i18nProvider } from '../../src/providers/i18n';
import { createQueryClient, shouldRetry } from '../../src/providers/queryClient';
import { getConnection, retryNow } from '../../src/providers/connection';
import { BACKOFF_MS, failureKind, retryPlan, type FailureKind } from '../../src/providers/failure';
import { failureWords } from '../../src/kit/failureWords';
import { allMessages } from '../../src/providers/i18n/all';
import { PartnerList } from '../../src/features/network/partners/PartnerList';
import RecordGate from '../../src/kit/RecordGate';
import { signInAs } from './helpers';

/**
 * Every kind of failure of a read recovers the same way: the list or record page either tries again
 * by itself on the connection's back-off (2, 4, 8, 15, 30 s) and says so, or says that it will not
 * and why (a refusal of the role: who may see it). The schedule runs on fake time, with the
 * console's own query client, data provider and mock backend.
 */
beforeAll(async () => {
    await ensureAreaMessages();
});
afterEach(async () => {
    clearFaults();
    // Whatever still waits for a try runs now (its fault gone), so the next test starts online.
    await retryNow();
    cleanup();
    vi.useRealTimers();
});

const PARTNER = 'Công ty TNHH Phân bón Hữu cơ Lâm Viên';
const WILL_RETRY = 'Sẽ tự thử lại sau 2 giây, rồi thưa dần tới mỗi 30 giây';
const WILL_NOT = 'Sẽ không tự thử lại';

/** Each fault of the QA drawer, with the words the page shows for it and whether it comes back by itself. */
const KINDS: { fault: FaultKind; message: RegExp; retries: boolean }[] = [
    { fault: 'http500', message: /Máy chủ đang gặp sự cố/, retries: true },
    { fault: 'network', message: /Không thể kết nối tới máy chủ/, retries: true },
    { fault: 'html', message: /Máy chủ (đang gặp sự cố|trả về một trang lỗi)/, retries: true },
    { fault: 'badJson', message: /Dữ liệu máy chủ trả về không đọc được/, retries: true },
    { fault: 'shape', message: /không đúng định dạng/, retries: true },
    { fault: 'envelope', message: /Đối tác đang bị khóa/, retries: true },
    { fault: 'http403', message: /Bạn không có quyền thực hiện thao tác này/, retries: false },
];

/** Lets fake time pass, a step at a time, until `check` holds (at most `ms`). */
async function passUntil(ms: number, check: () => void) {
    for (let waited = 0; ; waited += 100) {
        try {
            return check();
        } catch (error) {
            if (waited >= ms) throw error;
        }
        await act(() => vi.advanceTimersByTimeAsync(100));
    }
}

/**
 * The failed read waits for a try within the back-off's first wait: time runs to that moment, and
 * not a millisecond further (a try that failed again would wait for more time, and never come).
 */
async function toNextTry() {
    const { retryAt } = getConnection();
    expect(retryAt, 'a try is scheduled').not.toBeNull();
    const wait = retryAt! - Date.now();
    expect(wait).toBeLessThanOrEqual(BACKOFF_MS[0]);
    await act(() => vi.advanceTimersByTimeAsync(wait));
}

/**
 * Lets what is under way finish (answers of the mock, renders, React's 300 ms before it reveals a
 * part that suspended) until `check` holds, with less fake time than a failed try's own quick retry
 * (800 ms) or the back-off's next wait: only a try that succeeded gets there. Fake time moves a
 * millisecond a turn, so the mock's answers (real time) keep up with it.
 */
async function settle(check: () => void) {
    const deadline = performance.now() + 10_000;
    for (let fake = 0; ; fake += 1) {
        try {
            return check();
        } catch (error) {
            if (fake >= 700 || performance.now() > deadline) throw error;
        }
        await act(async () => {
            await vi.advanceTimersByTimeAsync(1);
            await new Promise((resolve) => setImmediate(resolve));
        });
    }
}

const fakeTime = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });

/** The whole schedule, and more: what is not tried again is not tried in that time either. */
const WHOLE_SCHEDULE = BACKOFF_MS.reduce((sum, wait) => sum + wait, 0) + 30_000;

function renderAt(path: string, route: string, page: React.ReactNode) {
    render(
        <MemoryRouter initialEntries={[path]}>
            <AdminContext
                dataProvider={dataProvider}
                i18nProvider={i18nProvider}
                queryClient={createQueryClient()}
            >
                <Routes>
                    <Route path={route} element={page} />
                </Routes>
            </AdminContext>
        </MemoryRouter>,
    );
}

const partnerList = () =>
    renderAt(
        '/partner',
        '/partner',
        <ResourceContextProvider value="partners">
            {/* The app bar's "Làm mới": every read of the page again. */}
            <RefreshButton />
            <PartnerList />
        </ResourceContextProvider>,
    );

const partnerPage = () =>
    renderAt(
        '/partner/detail/1',
        '/partner/detail/:id',
        <>
            <RefreshButton />
            <RecordGate resource="partners">
                <p>Trang của đối tác</p>
            </RecordGate>
        </>,
    );

const calls = (name: string) => callCounts[name] ?? 0;

describe('a list whose read failed', () => {
    it.each(KINDS)(
        '$fault: tries again when it says so, and says why not otherwise',
        async ({ fault, message, retries }) => {
            fakeTime();
            await signInAs('owner');
            failCalls('partnerList', { kind: fault, message: 'Đối tác đang bị khóa' }, Infinity);
            partnerList();
            // The read fails (with its one quick retry for what is tried again) and says why, in place.
            await passUntil(5_000, () =>
                expect(screen.getByTestId('list-error').textContent).toMatch(message),
            );
            const failure = screen.getByTestId('list-error');
            const before = calls('partnerList');
            if (retries) {
                expect(getConnection().retryAt, 'a try is scheduled').not.toBeNull();
                expect(failure.textContent).toContain(WILL_RETRY);
                expect(failure.textContent).not.toContain(WILL_NOT);
                // The fault clears; nobody clicks: the scheduled try reads the rows.
                clearFaults();
                await toNextTry();
                await settle(() => expect(screen.getByText(PARTNER)).toBeTruthy());
                expect(calls('partnerList')).toBe(before + 1);
                expect(screen.queryByTestId('list-error')).toBeNull();
            } else {
                // Nothing is asked again, however long the page stays open; it says why, and who may see it.
                await act(() => vi.advanceTimersByTimeAsync(WHOLE_SCHEDULE));
                expect(calls('partnerList')).toBe(before);
                expect(screen.getByTestId('list-error').textContent).toContain(
                    'Chỉ chủ sở hữu xem được danh sách này. Sẽ không tự thử lại: máy chủ đã từ chối quyền xem của tài khoản này.',
                );
                expect(failure.textContent).not.toContain('Sẽ tự thử lại');
            }
        },
    );

    it('that was showing rows keeps them, and its notice keeps the same word', async () => {
        fakeTime();
        await signInAs('owner');
        partnerList();
        await passUntil(5_000, () => expect(screen.getByText(PARTNER)).toBeTruthy());
        // Read again ("Làm mới"): an answer the console cannot read.
        failCalls('partnerList', { kind: 'badJson' }, Infinity);
        fireEvent.click(screen.getByRole('button', { name: 'Làm mới' }));
        await passUntil(5_000, () =>
            expect(screen.getByTestId('list-stale').textContent).toContain(WILL_RETRY),
        );
        expect(screen.getByText(PARTNER)).toBeTruthy();
        clearFaults();
        await toNextTry();
        await settle(() => expect(screen.queryByTestId('list-stale')).toBeNull());
        expect(screen.getByText(PARTNER)).toBeTruthy();
    });
});

describe('a record page whose read failed', () => {
    it.each(KINDS.filter(({ fault }) => ['http403', 'badJson', 'envelope', 'shape'].includes(fault)))(
        '$fault: tries again when it says so, and says why not otherwise',
        async ({ fault, retries }) => {
            fakeTime();
            await signInAs('owner');
            failCalls('partnerDetail', { kind: fault, message: 'Đối tác đang bị khóa' }, Infinity);
            partnerPage();
            const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
            await passUntil(5_000, () => expect(heading()).toBeTruthy());
            const page = () => document.body.textContent ?? '';
            const before = calls('partnerDetail');
            if (retries) {
                expect(heading()).toBe('Không tải được bản ghi');
                expect(page()).toContain(WILL_RETRY);
                clearFaults();
                await toNextTry();
                await settle(() => expect(screen.getByText('Trang của đối tác')).toBeTruthy());
                expect(calls('partnerDetail')).toBe(before + 1);
            } else {
                expect(heading()).toBe('Không thể xem bản ghi này');
                await act(() => vi.advanceTimersByTimeAsync(WHOLE_SCHEDULE));
                expect(calls('partnerDetail')).toBe(before);
                expect(page()).toContain(
                    'Chỉ chủ sở hữu xem được bản ghi này. Sẽ không tự thử lại: máy chủ đã từ chối quyền xem của tài khoản này.',
                );
            }
        },
    );
});

describe('a record page already showing its record', () => {
    it('is not read again when the tab regains focus, and a failed read again keeps the page (an edit form keeps what was typed)', async () => {
        fakeTime();
        await signInAs('owner');
        partnerPage();
        await passUntil(5_000, () => expect(screen.getByText('Trang của đối tác')).toBeTruthy());
        const before = calls('partnerDetail');
        failCalls('partnerDetail', { kind: 'network' }, Infinity);
        // The tab loses and regains focus: the record stays as read.
        act(() => {
            window.dispatchEvent(new Event('visibilitychange'));
            window.dispatchEvent(new Event('focus'));
        });
        await act(() => vi.advanceTimersByTimeAsync(1_000));
        expect(calls('partnerDetail')).toBe(before);
        // Read again on purpose ("Làm mới"), and it fails: the page the user works in stays.
        fireEvent.click(screen.getByRole('button', { name: 'Làm mới' }));
        await passUntil(5_000, () => expect(calls('partnerDetail')).toBeGreaterThan(before));
        await act(() => vi.advanceTimersByTimeAsync(3_000));
        expect(screen.getByText('Trang của đối tác')).toBeTruthy();
        expect(screen.queryByRole('heading', { name: 'Không tải được bản ghi' })).toBeNull();
    });
});

describe('the one rule', () => {
    const translate = (key: string, options?: Record<string, unknown>) => {
        const value = key
            .split('.')
            .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], allMessages.vi);
        expect(typeof value, key).toBe('string');
        return (value as string).replace(/%\{(\w+)\}/g, (_, name: string) => String(options?.[name] ?? ''));
    };
    const errors: [FailureKind, unknown][] = [
        ['network', { status: 0 }],
        ['server', { status: 503 }],
        ['busy', { status: 429 }],
        ['unreadable', { status: 200 }],
        ['session', { status: 401 }],
        ['forbidden', { status: 403 }],
        ['missing', { status: 404 }],
        ['lacks', { status: 501 }],
        ['refused', { status: 409 }],
        ['local', new TypeError('x is undefined')],
    ];

    it.each(errors)('%s: the quick retry, the back-off and the words agree', (kind, error) => {
        const plan = retryPlan(error);
        expect(failureKind(error)).toBe(kind);
        expect(shouldRetry(0, error)).toBe(plan.retries);
        const words = failureWords(error, translate, { resource: 'products', subject: 'list' });
        if (plan.retries) expect(words).toContain(WILL_RETRY);
        else
            expect(words).toMatch(
                /^(Mọi vai trò trong chủ thể đều xem được danh sách này\. )?Sẽ không tự thử lại: /,
            );
    });

    it('a refusal of the role names who may see, from the role table', () => {
        const refusal = { status: 403 };
        expect(failureWords(refusal, translate, { resource: 'business', subject: 'record' })).toMatch(
            /^Chỉ chủ sở hữu xem được bản ghi này\./,
        );
        expect(failureWords(refusal, translate, { resource: 'stamp-lots', subject: 'list' })).toMatch(
            /^Mọi vai trò trong chủ thể đều xem được danh sách này\./,
        );
        expect(getConnection().state).toBe('online');
    });
});
