// @vitest-environment jsdom
import './mockServer';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { TextField } from '@mui/material';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AdminContext, HttpError, useTranslate, type DataProvider } from 'react-admin';
import { http, HttpResponse } from 'msw';
import { server } from '../../src/mocks/node';
import { ensureAreaMessages, i18nProvider } from '../../src/providers/i18n';
import { OperationForm, type Fields } from '../../src/features/stamps/operations/OperationForm';
import { signInAs } from './helpers';

afterEach(cleanup);

// The form is large: on a busy machine a render after a click can take more than the default second.
// Role queries skip the costly visibility check (nothing here is hidden from assistive technology).
configure({ asyncUtilTimeout: 10_000, defaultHidden: true });
// Each change re-renders a large MUI form, slow in jsdom on a busy machine.
vi.setConfig({ testTimeout: 60_000 });
beforeAll(async () => {
    await ensureAreaMessages();
});

const LOT_REQUIRED = 'ra.validation.required';

function LotField({
    fields,
    set,
    errors,
}: {
    fields: Fields;
    set: (name: string, value: string) => void;
    errors: Record<string, string>;
}) {
    const translate = useTranslate();
    return (
        <TextField
            label="Số lô"
            value={fields.lot}
            onChange={(event) => set('lot', event.target.value)}
            error={!!errors.lot}
            helperText={errors.lot ? translate(errors.lot) : ' '}
        />
    );
}

const validateLot = (fields: Fields): Record<string, string> =>
    fields.lot.trim() ? {} : { lot: LOT_REQUIRED };

function Where() {
    return <output data-testid="where">{useLocation().pathname}</output>;
}

type Ranges = { ranges: { from: string; to: string }[] };

/** An API request the form sent: its method and path, and its JSON body. */
interface Sent {
    call: string;
    body: unknown;
}

/**
 * The activation form, signed in against the mock backend. The form reaches the API through the
 * typed `call` (providers/http): every API request it sends is listed, and the stamp check is
 * answered by `check`. Creates go to a data provider spy.
 */
async function renderForm(check: (body: Ranges) => unknown = validCheck, fails: unknown[] = []) {
    await signInAs('owner');
    const sent: Sent[] = [];
    server.use(
        http.all('*/api/*', async ({ request }) => {
            const body: unknown = request.method === 'GET' ? null : await request.clone().json();
            sent.push({ call: `${request.method} ${new URL(request.url).pathname}`, body });
        }),
        http.post('*/api/stamp/check', async ({ request }) =>
            HttpResponse.json({ status: 'success', data: check((await request.json()) as Ranges) }),
        ),
    );
    // Each create first throws the next of `fails`, then succeeds.
    const create = vi.fn(async (_resource: string, params: { data: Record<string, unknown> }) => {
        if (fails.length) throw fails.shift();
        return { data: { id: 41, count: 100, ...params.data } };
    });
    const dataProvider = { create } as unknown as DataProvider;
    render(
        <MemoryRouter initialEntries={['/stamp-activation/add']}>
            <AdminContext i18nProvider={i18nProvider} dataProvider={dataProvider}>
                <OperationForm
                    operation="activation"
                    resource="stamp-activations"
                    initialFields={{ lot: '' }}
                    validate={validateLot}
                    renderFields={(props) => <LotField {...props} />}
                    confirmText={(count, fields) => `Kích hoạt ${count} tem của lô ${fields.lot}?`}
                />
                <Routes>
                    <Route path="*" element={<Where />} />
                </Routes>
            </AdminContext>
        </MemoryRouter>,
    );
    return { sent, create };
}

function validCheck(body: Ranges) {
    const valid = body.ranges.reduce((sum, range) => sum + Number(range.to) - Number(range.from) + 1, 0);
    return {
        operation: 'activation',
        total: valid,
        valid,
        invalid: 0,
        byState: { generated: valid },
        refusals: [],
        validRanges: body.ranges.map((range) => ({ from: Number(range.from), to: Number(range.to) })),
    };
}

/**
 * The form's buttons by their words. Role queries compute every button's accessible name, with
 * jsdom's costly computed styles, on each call; a button here is named by its words alone.
 */
const BUTTON = { selector: 'button' };
const button = (name: string) => screen.getByText(name, BUTTON);

const typeRange = (n: number, from: string, to: string) => {
    fireEvent.change(screen.getByLabelText(`Từ serial (dải ${n})`), { target: { value: from } });
    fireEvent.change(screen.getByLabelText(`Đến serial (dải ${n})`), { target: { value: to } });
};

describe('the stamp operation form', () => {
    it('counts each typed range and the total, in Vietnamese numbers', async () => {
        await renderForm();
        typeRange(1, '1', '1500');
        expect(await screen.findByText('1.500 tem')).toBeTruthy();
        expect(screen.getByText('Tổng cộng: 1.500 tem')).toBeTruthy();
        fireEvent.click(button('Thêm dải serial'));
        typeRange(2, '2001', '2050');
        expect(await screen.findByText('Tổng cộng: 1.550 tem')).toBeTruthy();
        // An empty "to" means one stamp.
        fireEvent.change(screen.getByLabelText('Đến serial (dải 2)'), { target: { value: '' } });
        expect(await screen.findByText('Tổng cộng: 1.501 tem')).toBeTruthy();
    });

    it('says what is wrong with a range, and checks nothing until it is right', async () => {
        const { sent } = await renderForm();
        const checkButton = () => button('Kiểm tra tem') as HTMLButtonElement;
        expect(checkButton().disabled).toBe(true);
        typeRange(1, '100', '1');
        expect(await screen.findByText('Từ serial phải nhỏ hơn hoặc bằng đến serial')).toBeTruthy();
        fireEvent.click(checkButton());
        typeRange(1, '1', '100');
        fireEvent.click(button('Thêm dải serial'));
        typeRange(2, '50', '60');
        expect(await screen.findByText('Trùng với dải 1')).toBeTruthy();
        typeRange(2, '', '300');
        expect(await screen.findByText('Nhập serial bắt đầu')).toBeTruthy();
        typeRange(2, '12a', '');
        expect(await screen.findByText(/^Không đọc được serial/)).toBeTruthy();
        fireEvent.click(checkButton());
        expect(sent).toEqual([]);
    });

    it('checks the stamps, asks for the missing field, then confirms by the named action once', async () => {
        const { sent, create } = await renderForm();
        typeRange(1, '1', '100');
        fireEvent.click(button('Kiểm tra tem'));
        const submit = await screen.findByText('Kích hoạt 100 tem', BUTTON);
        expect(sent).toEqual([
            {
                call: 'POST /api/stamp/check',
                body: { operation: 'activation', ranges: [{ from: '1', to: '100' }], codes: [] },
            },
        ]);

        expect(screen.getByText('Tất cả 100 tem đều hợp lệ')).toBeTruthy();
        // The lot is missing: the action says so on the field and asks nothing.
        fireEvent.click(submit);
        expect(screen.getByText(i18nProvider.translate(LOT_REQUIRED))).toBeTruthy();
        expect(screen.queryByRole('dialog')).toBeNull();

        fireEvent.change(screen.getByLabelText('Số lô'), { target: { value: 'L01' } });
        fireEvent.click(button('Kích hoạt 100 tem'));
        const dialog = await screen.findByRole('dialog');
        expect(within(dialog).getByText('Kích hoạt 100 tem của lô L01?')).toBeTruthy();
        fireEvent.click(within(dialog).getByText('Kích hoạt 100 tem', BUTTON));
        await waitFor(() =>
            expect(screen.getByTestId('where').textContent).toBe('/stamp-activation/detail/41'),
        );
        expect(create).toHaveBeenCalledTimes(1);
        expect(create.mock.calls[0][1].data).toEqual({
            lot: 'L01',
            ranges: [{ from: '1', to: '100' }],
            codes: [],
        });
    });

    it('an operation that got no answer keeps its check and is sent again as it is; a refusal asks for a new check', async () => {
        const { sent, create } = await renderForm(validCheck, [
            new HttpError('xts.errors.network', 0, {}),
            new HttpError('Tem đã được kích hoạt ở nơi khác', 409, {}),
        ]);
        typeRange(1, '1', '100');
        fireEvent.change(screen.getByLabelText('Số lô'), { target: { value: 'L01' } });
        const confirm = async () => {
            fireEvent.click(await screen.findByText('Kích hoạt 100 tem', BUTTON));
            const dialog = await screen.findByRole('dialog');
            fireEvent.click(within(dialog).getByText('Kích hoạt 100 tem', BUTTON));
            const error = await screen.findByRole('dialog', { name: 'LỖI' });
            fireEvent.click(within(error).getByText('Đóng', BUTTON));
            await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        };
        fireEvent.click(button('Kiểm tra tem'));
        // No answer: it may have been carried out; pressing again sends it again (the same key).
        await confirm();
        expect(screen.queryByText('Kiểm tra tem', BUTTON)).toBeNull();
        // Refused: the stamps changed; the next confirmation checks again.
        await confirm();
        expect(create).toHaveBeenCalledTimes(2);
        expect(await screen.findByText('Kiểm tra tem', BUTTON)).toBeTruthy();
        expect(sent).toHaveLength(1);
    });

    it('a changed selection must be checked again before it is confirmed', async () => {
        await renderForm();
        typeRange(1, '1', '100');
        fireEvent.click(button('Kiểm tra tem'));
        await screen.findByText('Kích hoạt 100 tem', BUTTON);
        typeRange(1, '1', '120');
        expect(await screen.findByText('Danh sách tem đã thay đổi, hãy kiểm tra lại.')).toBeTruthy();
        expect(screen.queryByText(/^Kích hoạt/, BUTTON)).toBeNull();
        expect(button('Kiểm tra tem')).toBeTruthy();
    });
});
