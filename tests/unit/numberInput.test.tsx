// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Form, SaveButton } from 'react-admin';
import { ensureAreaMessages, i18nProvider } from '../../src/providers/i18n';
import { NumberInput } from '../../src/kit/NumberInput';

afterEach(cleanup);
beforeAll(async () => {
    await ensureAreaMessages();
});

function renderForm(
    onSubmit: (values: Record<string, unknown>) => void,
    record: Record<string, unknown> = {},
) {
    render(
        <AdminContext i18nProvider={i18nProvider}>
            <Form onSubmit={onSubmit} record={record}>
                <NumberInput source="quantity" label="Số lượng" min={1} unit="tem" />
                <NumberInput source="areaHa" label="Diện tích" kind="decimal" decimals={2} unit="ha" />
                <SaveButton alwaysEnable />
            </Form>
        </AdminContext>,
    );
    return {
        quantity: screen.getByLabelText('Số lượng') as HTMLInputElement,
        area: screen.getByLabelText('Diện tích') as HTMLInputElement,
    };
}

describe('the number field in a react-admin form', () => {
    it('reads Vietnamese input, shows what will be saved, and submits numbers', async () => {
        const onSubmit = vi.fn();
        const { quantity, area } = renderForm(onSubmit);
        expect(quantity.getAttribute('inputmode')).toBe('numeric');
        expect(area.getAttribute('inputmode')).toBe('decimal');
        fireEvent.change(quantity, { target: { value: '10000' } });
        expect(await screen.findByText('= 10.000 tem')).toBeTruthy();
        fireEvent.blur(quantity);
        expect(quantity.value).toBe('10.000');
        fireEvent.change(area, { target: { value: '3,5' } });
        expect(await screen.findByText('= 3,5 ha')).toBeTruthy();
        fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
        await waitFor(() => expect(onSubmit).toHaveBeenCalled());
        expect(onSubmit.mock.calls[0][0]).toMatchObject({ quantity: 10000, areaHa: 3.5 });
    });

    it('refuses ambiguous input with an example and does not submit', async () => {
        const onSubmit = vi.fn();
        const { quantity, area } = renderForm(onSubmit);
        fireEvent.change(quantity, { target: { value: '1.5' } });
        fireEvent.blur(quantity);
        expect(
            await screen.findByText(
                'Dấu chấm chỉ để ngăn cách hàng nghìn, mỗi nhóm đúng 3 chữ số. Viết như 10.000',
            ),
        ).toBeTruthy();
        expect(quantity.value).toBe('1.5');
        fireEvent.change(area, { target: { value: '3.5' } });
        fireEvent.blur(area);
        expect(await screen.findByText(/phần thập phân viết sau dấu phẩy\. Viết như 3,5/)).toBeTruthy();
        fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
        fireEvent.change(quantity, { target: { value: '1,5' } });
        expect(
            await screen.findByText('Nhập số nguyên, không có phần thập phân. Viết như 10.000'),
        ).toBeTruthy();
        expect(onSubmit).not.toHaveBeenCalled();
    });

    it("shows a record's numbers the Vietnamese way", () => {
        const { quantity, area } = renderForm(vi.fn(), { id: 1, quantity: 1234567, areaHa: 12.5 });
        expect(quantity.value).toBe('1.234.567');
        expect(area.value).toBe('12,5');
    });
});
