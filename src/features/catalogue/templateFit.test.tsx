// @vitest-environment jsdom
import '../../../tests/unit/mockServer';
/**
 * The template editor measures the stamp as it will print: with the reported headline, prefix and
 * positions, the problems show beside the preview, a save is refused with the sentences on the
 * fields to change and nothing typed is lost; moved apart, the same template saves.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, ResourceContextProvider } from 'react-admin';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { dataProvider } from '../../providers/dataProvider';
import { ensureAreaMessages, i18nProvider } from '../../providers/i18n';
import { StampTemplateCreate } from './stamp-templates/StampTemplateCreate';
import { getDb } from '../../mocks/db';
import { signInAs } from '../../../tests/unit/helpers';

/**
 * The print file's font, fetched by the console from where the build serves it (headlineFont.ts):
 * answered with the file of the package it comes from, as the web server would.
 */
const fontFiles = http.get('*/dejavu-fonts-ttf/ttf/:file', async ({ params }) => {
    const file = createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${String(params.file)}`);
    return new HttpResponse(await readFile(file), { headers: { 'Content-Type': 'font/ttf' } });
});

configure({ asyncUtilTimeout: 15_000, defaultHidden: true });
vi.setConfig({ testTimeout: 90_000 });
afterEach(cleanup);
beforeAll(async () => {
    await ensureAreaMessages();
});

/**
 * A field by its label's words, reached through the label's own control. A label query asks every
 * field of the form for its labels, each a walk of the whole form: most of the test's time.
 */
const field = (label: string) => {
    const words = screen.getByText(label, { selector: 'label, label *', exact: false });
    const { control } = words.closest('label')!;
    expect(control, label).toBeInstanceOf(HTMLInputElement);
    return control as HTMLInputElement;
};
const type = (label: string, value: string) => {
    fireEvent.change(field(label), { target: { value } });
    fireEvent.blur(field(label));
};

describe('the stamp template editor', () => {
    it('shows the overlaps of the reported template beside the preview and refuses to save it', async () => {
        await signInAs('owner');
        server.use(fontFiles);
        const before = getDb().stampTemplates.length;
        render(
            <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
                <ResourceContextProvider value="stamp-templates">
                    <StampTemplateCreate />
                </ResourceContextProvider>
            </AdminContext>,
        );
        await screen.findByLabelText('Tên mẫu tem', { exact: false });
        // Fresh positions fit a headline and a prefix.
        type('Tên mẫu tem', 'Tem túi HTX Cầu Đất');
        type('Dòng chữ đầu tem', 'HTX Cà phê Cầu Đất – Đà Lạt');
        type('Tiền tố serial', 'CD26-');
        const fits = await screen.findByTestId('template-fit');
        expect(fits.textContent).toContain('CD26-0000000123 (15 ký tự)');
        expect(fits.textContent).toMatch(/không chồng lên nhau/);
        // The positions of the report.
        type('QR cách mép trái', '2');
        type('QR cách mép trên', '2,5');
        type('Cạnh mã QR', '20');
        type('Tâm serial theo chiều ngang', '31');
        type('Tâm serial theo chiều dọc', '12,5');
        await waitFor(() => expect(screen.getByTestId('template-fit').textContent).toMatch(/lỗi bố cục/));
        const problems = within(screen.getByTestId('template-fit'))
            .getAllByRole('listitem')
            .map((item) => item.textContent);
        expect(problems).toEqual([
            'Dòng chữ đầu tem chồng lên mã QR',
            'Mã QR chồng lên số serial',
            'Số serial tràn ra ngoài mép tem',
        ]);

        fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
        // Refused on the form: the sentences under the fields to change, nothing sent, nothing lost.
        expect(
            await screen.findByText('Dòng chữ đầu tem chồng lên mã QR', { selector: 'p *, p' }),
        ).toBeTruthy();
        expect(screen.getByText('Mã QR chồng lên số serial', { selector: 'p *, p' })).toBeTruthy();
        expect(screen.getByText('Số serial tràn ra ngoài mép tem', { selector: 'p *, p' })).toBeTruthy();
        expect(getDb().stampTemplates).toHaveLength(before);
        expect(field('Dòng chữ đầu tem').value).toBe('HTX Cà phê Cầu Đất – Đà Lạt');
        expect(field('Tiền tố serial').value).toBe('CD26-');
        expect(field('Tâm serial theo chiều ngang').value).toBe('31');

        // The serial under the QR code and the QR code lower: the same template saves.
        type('QR cách mép trên', '4,2');
        type('Cạnh mã QR', '15');
        type('Tâm serial theo chiều ngang', '20');
        type('Tâm serial theo chiều dọc', '21,6');
        await waitFor(() =>
            expect(screen.getByTestId('template-fit').textContent).toMatch(/không chồng lên nhau/),
        );
        // The form checks again as the values change: its sentences go once the stamp fits.
        await waitFor(() =>
            expect(screen.queryByText('Mã QR chồng lên số serial', { selector: 'p *, p' })).toBeNull(),
        );
        const save = screen.getByRole('button', { name: 'Lưu' }) as HTMLButtonElement;
        await waitFor(() => expect(save.disabled).toBe(false));
        fireEvent.click(save);
        await waitFor(() => expect(getDb().stampTemplates).toHaveLength(before + 1));
        expect(getDb().stampTemplates.at(-1)).toMatchObject({
            headline: 'HTX Cà phê Cầu Đất – Đà Lạt',
            serialPrefix: 'CD26-',
            qrX: 2,
        });
    });
});
