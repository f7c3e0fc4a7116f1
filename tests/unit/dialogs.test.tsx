// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { ensureAreaMessages, i18nProvider } from '../../src/providers/i18n';
import { ConfirmDialog, ErrorDialog } from '../../src/kit/dialogs';
import { useErrorDialog } from '../../src/kit/useErrorDialog';

afterEach(cleanup);
beforeAll(async () => {
    await ensureAreaMessages();
});

function renderConfirm(props: { loading?: boolean; title?: string } = {}) {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(
        <AdminContext i18nProvider={i18nProvider}>
            <ConfirmDialog
                open
                content="Hủy vĩnh viễn 500 tem của lô L01?"
                confirmLabel="Hủy vĩnh viễn 500 tem"
                destructive
                onConfirm={onConfirm}
                onClose={onClose}
                {...props}
            />
        </AdminContext>,
    );
    return { onConfirm, onClose, dialog: screen.getByRole('dialog') };
}

describe('the confirm dialog', () => {
    it('is titled XÁC NHẬN, names the action on its button and offers Quay lại', () => {
        const { dialog } = renderConfirm();
        expect(within(dialog).getByRole('heading', { name: 'XÁC NHẬN' })).toBeTruthy();
        expect(within(dialog).getByText('Hủy vĩnh viễn 500 tem của lô L01?')).toBeTruthy();
        const buttons = within(dialog)
            .getAllByRole('button')
            .map((button) => button.textContent);
        expect(buttons).toEqual(['Quay lại', 'Hủy vĩnh viễn 500 tem']);
        expect(dialog.getAttribute('aria-labelledby')).toBe('xts-confirm-title');
    });

    it('takes a title of its own when given one', () => {
        const { dialog } = renderConfirm({ title: 'Hủy tem' });
        expect(within(dialog).getByRole('heading', { name: 'Hủy tem' })).toBeTruthy();
    });

    it('Quay lại closes it and runs nothing', () => {
        const { onConfirm, onClose } = renderConfirm();
        fireEvent.click(screen.getByRole('button', { name: 'Quay lại' }));
        expect(onClose).toHaveBeenCalledTimes(1);
        expect(onConfirm).not.toHaveBeenCalled();
    });

    it('Escape closes it and runs nothing', () => {
        const { onConfirm, onClose, dialog } = renderConfirm();
        fireEvent.keyDown(dialog, { key: 'Escape' });
        expect(onClose).toHaveBeenCalledTimes(1);
        expect(onConfirm).not.toHaveBeenCalled();
    });

    it('the named action runs once per click, without closing as a cancel would', () => {
        const { onConfirm, onClose } = renderConfirm();
        fireEvent.click(screen.getByRole('button', { name: 'Hủy vĩnh viễn 500 tem' }));
        expect(onConfirm).toHaveBeenCalledTimes(1);
        expect(onClose).not.toHaveBeenCalled();
    });

    it('while the action runs, neither button nor Escape does anything', () => {
        const { onConfirm, onClose, dialog } = renderConfirm({ loading: true });
        const confirm = screen.getByRole('button', { name: 'Hủy vĩnh viễn 500 tem' }) as HTMLButtonElement;
        const cancel = screen.getByRole('button', { name: 'Quay lại' }) as HTMLButtonElement;
        expect(confirm.disabled).toBe(true);
        expect(cancel.disabled).toBe(true);
        fireEvent.click(confirm);
        fireEvent.click(cancel);
        fireEvent.keyDown(dialog, { key: 'Escape' });
        expect(onConfirm).not.toHaveBeenCalled();
        expect(onClose).not.toHaveBeenCalled();
    });
});

describe('the error dialog', () => {
    it('is titled LỖI, translates a key and closes with Đóng', () => {
        const onClose = vi.fn();
        render(
            <AdminContext i18nProvider={i18nProvider}>
                <ErrorDialog open messages="xts.dialog.confirm" onClose={onClose} />
            </AdminContext>,
        );
        const dialog = screen.getByRole('dialog');
        expect(within(dialog).getByRole('heading', { name: 'LỖI' })).toBeTruthy();
        expect(within(dialog).getByRole('alert').textContent).toBe('Xác nhận');
        fireEvent.click(within(dialog).getByRole('button', { name: 'Đóng' }));
        expect(onClose).toHaveBeenCalledTimes(1);
    });

    it("shows every message of a server's list, as a list", () => {
        function Failing() {
            const { showError, errorDialog } = useErrorDialog();
            return (
                <>
                    <button
                        onClick={() =>
                            showError({ body: { message: ['Lô L01 đã hết tem', 'Sản phẩm đã ngừng bán'] } })
                        }
                    >
                        Gửi
                    </button>
                    {errorDialog}
                </>
            );
        }
        render(
            <AdminContext i18nProvider={i18nProvider}>
                <Failing />
            </AdminContext>,
        );
        expect(screen.queryByRole('dialog')).toBeNull();
        fireEvent.click(screen.getByRole('button', { name: 'Gửi' }));
        const items = within(screen.getByRole('alert')).getAllByRole('listitem');
        expect(items.map((item) => item.textContent)).toEqual(['Lô L01 đã hết tem', 'Sản phẩm đã ngừng bán']);
    });
});
