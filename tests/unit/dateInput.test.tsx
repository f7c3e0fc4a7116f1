// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { AdminContext, Form } from 'react-admin';
import { ensureAreaMessages, i18nProvider } from '../../src/providers/i18n';
import { DateFilter, DateInput, DateTextField } from '../../src/kit/DateInput';
import { maskDateText, parseDateText } from '../../src/domain/dateText';
import { checkBirthday } from '../../src/domain/validation';

/** Dates are typed dd/mm/yyyy like the console writes them, and the record keeps the ISO date. */
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });
beforeAll(async () => {
    await ensureAreaMessages();
});
afterEach(cleanup);

describe('reading a typed date', () => {
    it('reads dd/mm/yyyy, masks digits typed alone, and refuses what is no day', () => {
        expect(parseDateText('26/11/2026')).toEqual({ ok: true, iso: '2026-11-26' });
        expect(parseDateText('2.3.2026')).toEqual({ ok: true, iso: '2026-03-02' });
        expect(parseDateText('2026-11-26')).toEqual({ ok: true, iso: '2026-11-26' });
        expect(parseDateText('')).toEqual({ ok: true, iso: null });
        expect(parseDateText('31/02/2026')).toEqual({ ok: false, problem: 'no_such_day' });
        expect(parseDateText('11/26/2026')).toEqual({ ok: false, problem: 'no_such_day' });
        expect(parseDateText('26/11/26')).toEqual({ ok: false, problem: 'malformed' });
        expect(maskDateText('26112026')).toBe('26/11/2026');
        expect(maskDateText('26/112')).toBe('26/11/2');
        expect(maskDateText('2/3/2026')).toBe('2/3/2026');
    });
});

function renderForm(record: Record<string, unknown>, onSubmit: (values: Record<string, unknown>) => void) {
    render(
        <AdminContext i18nProvider={i18nProvider}>
            <Form record={record} onSubmit={onSubmit}>
                <DateInput
                    source="birthday"
                    label="Ngày sinh"
                    validate={(value: unknown) => checkBirthday(value)}
                />
                <DateFilter source="from" label="Từ ngày" />
                <button type="submit">Lưu</button>
            </Form>
        </AdminContext>,
    );
}

describe('the date input of a record', () => {
    it('shows the record dd/mm/yyyy and saves what is typed as the ISO date', async () => {
        const onSubmit = vi.fn();
        renderForm({ birthday: '1990-05-01' }, onSubmit);
        const field = screen.getByLabelText('Ngày sinh') as HTMLInputElement;
        expect(field.type).toBe('text');
        expect(field.value).toBe('01/05/1990');
        fireEvent.change(field, { target: { value: '' } });
        fireEvent.change(field, { target: { value: '26/11/2025' } });
        fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
        await waitFor(() => expect(onSubmit).toHaveBeenCalled());
        expect(onSubmit.mock.calls[0][0].birthday).toBe('2025-11-26');
    });

    it('keeps the rules of the field: a day that does not exist, a birthday in the future', async () => {
        const onSubmit = vi.fn();
        renderForm({ birthday: null }, onSubmit);
        const field = screen.getByLabelText('Ngày sinh');
        fireEvent.change(field, { target: { value: '31022020' } });
        expect((field as HTMLInputElement).value).toBe('31/02/2020');
        fireEvent.blur(field);
        expect(await screen.findByText('Không có ngày này trên lịch')).toBeTruthy();
        fireEvent.change(field, { target: { value: '26/11/2999' } });
        fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
        expect(await screen.findByText(/Ngày sinh không hợp lệ/)).toBeTruthy();
        expect(onSubmit).not.toHaveBeenCalled();
    });

    it('lets a filter follow complete dates only', async () => {
        const onSubmit = vi.fn();
        renderForm({ from: '2026-01-01' }, onSubmit);
        const field = screen.getByLabelText('Từ ngày');
        expect((field as HTMLInputElement).value).toBe('01/01/2026');
        fireEvent.change(field, { target: { value: '26/11' } });
        fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
        await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
        expect(onSubmit.mock.calls[0][0].from).toBe('2026-01-01');
        fireEvent.change(field, { target: { value: '26/11/2026' } });
        fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
        await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
        expect(onSubmit.mock.calls[1][0].from).toBe('2026-11-26');
    });
});

describe('the date field of a workflow form', () => {
    it('hands the form the ISO date of what is typed', () => {
        const seen: string[] = [];
        function Harness() {
            const [value, setValue] = useState('2026-03-07');
            return (
                <DateTextField
                    label="Ngày sản xuất"
                    value={value}
                    onChange={(next) => {
                        seen.push(next);
                        setValue(next);
                    }}
                />
            );
        }
        render(
            <AdminContext i18nProvider={i18nProvider}>
                <Harness />
            </AdminContext>,
        );
        const field = screen.getByLabelText('Ngày sản xuất') as HTMLInputElement;
        expect(field.type).toBe('text');
        expect(field.value).toBe('07/03/2026');
        fireEvent.change(field, { target: { value: '26112026' } });
        expect(field.value).toBe('26/11/2026');
        expect(seen.at(-1)).toBe('2026-11-26');
        // Written loosely, shown as the console writes dates once the field is left; cleared, ''.
        fireEvent.change(field, { target: { value: '1/2/2026' } });
        expect(seen.at(-1)).toBe('2026-02-01');
        fireEvent.blur(field);
        expect(field.value).toBe('01/02/2026');
        fireEvent.change(field, { target: { value: '' } });
        expect(seen.at(-1)).toBe('');
    });
});
