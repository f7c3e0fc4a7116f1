// @vitest-environment jsdom
import '../../../tests/unit/mockServer';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { delay, http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { OriginFields } from './OriginFields';
import type { OriginDraft } from './originApi';
import { signInAs } from '../../../tests/unit/helpers';
import { renderVi } from '../../../tests/unit/renderVi';

const EMPTY: OriginDraft = { harvestFrom: '', harvestTo: '', rows: [{ plotId: '', quantity: '' }] };

/** Failures answered without waiting between tries: the test reads what the user sees after them. */
const client = () => new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });

describe("a lot's origin fields, choosing a plot", () => {
    afterEach(cleanup);

    it('a busy server is asked again; if it keeps failing, the editor says so in Vietnamese and reloads on request', async () => {
        await signInAs('owner');
        let calls = 0;
        let failing = true;
        server.use(
            http.get('*/api/plot/list', () => {
                calls++;
                if (failing)
                    return HttpResponse.json(
                        { status: 'error', data: null, message: 'Máy chủ đang bận' },
                        { status: 503 },
                    );
            }),
        );
        renderVi(<OriginFields value={EMPTY} onChange={() => undefined} errors={{}} />, '/', client());
        const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
        expect(alert.textContent).toContain('Không tải được danh sách thửa để chọn: Máy chủ đang gặp sự cố');
        expect(calls).toBe(3);

        failing = false;
        fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
        const field = screen.getByRole('combobox', { name: 'Thửa 1' });
        fireEvent.change(field, { target: { value: 'CD' } });
        expect((await screen.findAllByRole('option', {}, { timeout: 5000 })).length).toBeGreaterThan(0);
        expect(screen.queryByRole('alert')).toBeNull();
    });

    it("cannot be typed into before the plots come: the row's plot, once known, would replace the text", async () => {
        await signInAs('owner');
        let answer = () => undefined as unknown;
        const arrived = new Promise((resolve) => (answer = resolve as () => unknown));
        server.use(
            http.get('*/api/plot/list', async () => {
                await arrived;
                await delay(0);
            }),
        );
        const row = { harvestFrom: '', harvestTo: '', rows: [{ plotId: '1', quantity: '640' }] };
        renderVi(<OriginFields value={row} onChange={() => undefined} errors={{}} />);
        const field = screen.getByRole('combobox', { name: 'Thửa 1' }) as HTMLInputElement;
        expect(field.disabled).toBe(true);
        answer();
        // MUI writes the chosen plot's label into the field in an effect after the render that enables it.
        await waitFor(
            () => {
                expect(field.disabled).toBe(false);
                expect(field.value).toMatch(/^\S+ · /);
            },
            { timeout: 5000 },
        );
    });
});
