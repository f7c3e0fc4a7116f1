// @vitest-environment jsdom
import '../../../tests/unit/mockServer';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AdminContext } from 'react-admin';
import { dataProvider } from '../../providers/dataProvider';
import { ensureAreaMessages, i18nProvider } from '../../providers/i18n';
import { call } from '../../providers/http';
import { DestructionCreate } from './stamp-destructions/DestructionCreate';
import { signInAs } from '../../../tests/unit/helpers';

/**
 * Destroying stamps already sold reaches their buyers ("Tem đã bị hủy" on a genuine product): the
 * confirmation names the sold stamps and the consequence, and waits for an explicit acknowledgement.
 */
configure({ asyncUtilTimeout: 10_000, defaultHidden: true });
vi.setConfig({ testTimeout: 60_000 });
beforeAll(async () => {
    await ensureAreaMessages();
});
afterEach(cleanup);

async function destroy(from: string, to: string) {
    render(
        <MemoryRouter initialEntries={['/stamp-destruction/add']}>
            <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
                <DestructionCreate />
            </AdminContext>
        </MemoryRouter>,
    );
    fireEvent.change(screen.getByLabelText('Từ serial (dải 1)'), { target: { value: from } });
    fireEvent.change(screen.getByLabelText('Đến serial (dải 1)'), { target: { value: to } });
    fireEvent.click(screen.getByRole('button', { name: 'Kiểm tra tem' }));
    const submit = await screen.findByRole('button', { name: /^Hủy vĩnh viễn/ });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Lý do/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'In lỗi' }));
    fireEvent.click(submit);
    return screen.findByRole('dialog');
}

describe('destroying sold stamps', () => {
    it('names the sold stamps and their buyers, and destroys only once acknowledged', async () => {
        await signInAs('owner');
        const trace = await call<{ state: string }>('trace', { query: { code: '3' } });
        expect(trace.state).toBe('sold');
        const dialog = await destroy('1', '3');
        const warning = within(dialog).getByTestId('sold-warning');
        expect(warning.textContent).toContain('3 tem trong số này đã bán cho người tiêu dùng');
        expect(warning.textContent).toContain('0000000001–0000000003');
        expect(warning.textContent).toContain('Người mua sẽ thấy "Tem đã bị hủy"');
        const confirm = within(dialog).getByRole('button', {
            name: 'Hủy vĩnh viễn 3 tem',
        }) as HTMLButtonElement;
        expect(confirm.disabled).toBe(true);
        fireEvent.click(within(dialog).getByRole('checkbox', { name: /vẫn hủy cả 3 tem đã bán/ }));
        expect(confirm.disabled).toBe(false);
        fireEvent.click(confirm);
        await waitFor(async () =>
            expect((await call<{ state: string }>('trace', { query: { code: '3' } })).state).toBe(
                'destroyed',
            ),
        );
    });
});
