// @vitest-environment jsdom
import './mockServer';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AdminContext } from 'react-admin';
import { dataProvider } from '../../src/providers/dataProvider';
import { ensureAreaMessages, i18nProvider } from '../../src/providers/i18n';
import { call } from '../../src/providers/http';
import { config } from '../../src/config';
import { DestructionCreate } from '../../src/features/stamps/stamp-destructions/DestructionCreate';
import TracePage from '../../src/features/trace/TracePage';
import { readSerialField } from '../../src/domain/serialField';
import { validateSelection } from '../../src/domain/stampRanges';
import { signInAs } from './helpers';

/**
 * Fields a hand scanner types into (the code, then Enter) take the next scan whole: what a lookup
 * read is left selected, so the next scan replaces it. Serial fields read serials, not quantities.
 */
configure({ asyncUtilTimeout: 10_000, defaultHidden: true });
vi.setConfig({ testTimeout: 60_000 });
beforeAll(async () => {
    await ensureAreaMessages();
});
afterEach(cleanup);

const options = { scannerHost: 'https://scan.xacthucso.vn' };

/** Types a scan the way a keyboard-wedge scanner does: the text, then Enter. */
function scan(field: HTMLElement, text: string) {
    fireEvent.change(field, { target: { value: text } });
    fireEvent.keyDown(field, { key: 'Enter', code: 'Enter' });
}

const selected = (field: HTMLElement) => {
    const input = field as HTMLInputElement;
    return input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0);
};

describe('reading a serial field', () => {
    it('reads serials typed, printed with their prefix, or scanned as a Digital Link', () => {
        expect(readSerialField(' 17.001 ', options)).toEqual({ kind: 'serial', text: '17001' });
        expect(readSerialField('CD26-0000017001', options)).toEqual({ kind: 'serial', text: '0000017001' });
        expect(readSerialField('https://id.example.com/01/09506000134352/21/0000017001', options)).toEqual({
            kind: 'serial',
            text: '0000017001',
        });
        expect(readSerialField('https://scan.xacthucso.vn/K7M2P9QRXT4W', options)).toEqual({
            kind: 'code',
            code: 'K7M2P9QRXT4W',
        });
        expect(readSerialField('1.5', options)).toMatchObject({ kind: 'refused' });
    });

    it('takes a serial printed with its prefix as a range end', () => {
        const checked = validateSelection([{ from: 'CD26-0000017001', to: '0000017005' }], []);
        expect(checked.ok).toBe(true);
        expect(checked.ranges).toEqual([{ from: 17001, to: 17005 }]);
    });
});

function renderDestruction() {
    render(
        <MemoryRouter initialEntries={['/stamp-destruction/add']}>
            <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
                <DestructionCreate />
            </AdminContext>
        </MemoryRouter>,
    );
    return {
        from: screen.getByLabelText('Từ serial (dải 1)'),
        to: screen.getByLabelText('Đến serial (dải 1)'),
    };
}

describe('the serial fields of a stamp operation', () => {
    it('takes a prefixed serial and a stamp link scanned in, each left selected for the next scan', async () => {
        await signInAs('owner');
        const { code } = await call<{ code: string }>('trace', { query: { code: '17' } });
        const { from, to } = renderDestruction();
        from.focus();
        scan(from, 'CD26-0000000011');
        await waitFor(() => expect((from as HTMLInputElement).value).toBe('0000000011'));
        expect(selected(from)).toBe('0000000011');
        to.focus();
        scan(to, `${config.scannerHost}/${code}`);
        await waitFor(() => expect((to as HTMLInputElement).value).toBe('0000000017'));
        expect(selected(to)).toBe('0000000017');
        expect(await screen.findByText('7 tem')).toBeTruthy();
        // The next scan replaces what the field holds.
        scan(to, 'CD26-0000000012');
        await waitFor(() => expect((to as HTMLInputElement).value).toBe('0000000012'));
    });

    it('explains a refused serial in words about serials, never quantities', async () => {
        await signInAs('owner');
        const { from } = renderDestruction();
        from.focus();
        scan(from, '1.5');
        expect(await screen.findAllByText(/^Không đọc được serial/)).not.toHaveLength(0);
        expect(screen.queryByText(/Viết như/)).toBeNull();
        expect(selected(from)).toBe('1.5');
    });
});

describe('the trace page', () => {
    it('selects the code after each lookup and drops the stamp shown before when the next is refused', async () => {
        await signInAs('owner');
        render(
            <MemoryRouter initialEntries={['/trace']}>
                <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
                    <TracePage />
                </AdminContext>
            </MemoryRouter>,
        );
        const field = screen.getByLabelText(/Mã tem/);
        field.focus();
        fireEvent.change(field, { target: { value: '3' } });
        fireEvent.submit(field.closest('form')!);
        expect(await screen.findByText(/0000000003/)).toBeTruthy();
        expect(selected(field)).toBe('3');
        // A product link is no stamp: the stamp shown before goes, the refusal stays at the field.
        fireEvent.change(field, { target: { value: `${config.scannerHost}/p/1` } });
        fireEvent.submit(field.closest('form')!);
        await waitFor(() => expect(screen.queryByText(/0000000003/)).toBeNull());
        expect(selected(field)).toBe(`${config.scannerHost}/p/1`);
    });
});
