// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { ensureAreaMessages, i18nProvider } from '../../src/providers/i18n';
import { LayoutError } from '../../src/shell/ReloadNotices';
import { CHUNK_ERROR } from '../../src/providers/reloadSignals';

afterEach(cleanup);
beforeAll(async () => {
    await ensureAreaMessages();
});

const show = (error: Error) =>
    render(
        <AdminContext i18nProvider={i18nProvider}>
            <LayoutError error={error} />
        </AdminContext>,
    );

describe("the console's page when its content fails", () => {
    it('says a page whose code could not be downloaded is not a server error, with a reload', () => {
        for (const error of [
            new Error(CHUNK_ERROR),
            new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/assets/x.js'),
        ]) {
            show(error);
            expect(screen.getByRole('alert').textContent).toContain('Đây không phải lỗi của máy chủ');
            expect(screen.getByRole('button', { name: 'Tải lại trang' })).toBeTruthy();
            cleanup();
        }
    });

    it('says any other failure in Vietnamese, with a reload and a way back, and no English help links', () => {
        show(new Error('Cannot read properties of undefined'));
        const alert = screen.getByRole('alert');
        expect(alert.textContent).toContain('Đã có lỗi xảy ra');
        expect(alert.textContent).not.toContain('react-admin');
        expect(screen.getByRole('button', { name: 'Quay lại' })).toBeTruthy();
        expect(screen.getByRole('button', { name: 'Tải lại trang' })).toBeTruthy();
    });
});
