// @vitest-environment jsdom
import '../../../tests/unit/mockServer';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { DdsFields } from './DdsFields';
import { fetchOrigin } from './originApi';
import { signInAs } from '../../../tests/unit/helpers';
import { renderVi } from '../../../tests/unit/renderVi';
import { getDb } from '../../mocks/db';
import { activationsOf } from '../../mocks/ledger/model';

afterEach(cleanup);

/** The lot's DDS numbers as its page shows them, with what reached the server. */
async function open() {
    await signInAs('owner');
    const activation = activationsOf(getDb()).find((a) => a.bizId === 1 && a.lot === 'CD-2025-01')!;
    const lot = { productId: String(activation.productId), lot: activation.lot };
    const origin = await fetchOrigin(lot);
    const sent: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
        if (new URL(request.url).pathname === '/api/lot/dds') sent.push(request.method);
    });
    renderVi(<DdsFields lot={lot} origin={origin} canEdit />);
    return sent;
}

describe("a lot's DDS numbers", () => {
    it('are checked by the EU formats before sending, each error under its own field', async () => {
        const sent = await open();
        fireEvent.change(screen.getByLabelText('Số tham chiếu DDS'), { target: { value: 'abc' } });
        fireEvent.change(screen.getByLabelText('Số xác minh DDS'), { target: { value: 'z' } });
        fireEvent.click(screen.getByRole('button', { name: 'Lưu số DDS' }));
        expect(await screen.findByText(/^Số tham chiếu gồm 2 chữ số năm/)).toBeTruthy();
        expect(screen.getByText(/^Số xác minh gồm 8 chữ hoặc số/)).toBeTruthy();
        expect(screen.getByLabelText('Số tham chiếu DDS').getAttribute('aria-invalid')).toBe('true');
        expect(sent).toEqual([]);
    });

    it("show the server's refusal under the field it names", async () => {
        const sent = await open();
        server.use(
            http.post('*/api/lot/dds', () =>
                HttpResponse.json(
                    {
                        status: 'error',
                        data: null,
                        message: 'Số của bản khai DDS chưa đúng định dạng',
                        errors: { ddsVerification: 'Số xác minh này đã được dùng cho tờ khai khác' },
                    },
                    { status: 422 },
                ),
            ),
        );
        fireEvent.change(screen.getByLabelText('Số tham chiếu DDS'), { target: { value: '26vna1b2c3d4e5' } });
        fireEvent.change(screen.getByLabelText('Số xác minh DDS'), { target: { value: 'kbyf0ek2' } });
        expect((screen.getByLabelText('Số tham chiếu DDS') as HTMLInputElement).value).toBe('26VNA1B2C3D4E5');
        fireEvent.click(screen.getByRole('button', { name: 'Lưu số DDS' }));
        expect(await screen.findByText('Số xác minh này đã được dùng cho tờ khai khác')).toBeTruthy();
        expect(sent).toHaveLength(1);
    });
});
