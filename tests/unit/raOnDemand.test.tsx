// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import {
    AdminContext,
    ColumnsButton,
    DataTableRenderContext,
    DataTableStoreContext,
    ResourceContextProvider,
    usePreferencesEditor,
    useStore,
} from 'react-admin';
import { i18nProvider } from '../../src/providers/i18n';
import { raOnDemand, raDist, STAND_IN_FILE, standIns } from '../../scripts/raOnDemand';
import * as standInModule from '../../src/kit/raOnDemand';

afterEach(cleanup);

describe('the build sends react-admin’s rarely shown parts to stand-ins', () => {
    const plugin = raOnDemand();
    const resolveId = plugin.resolveId as (source: string, importer?: string) => string | null;
    const dist = raDist();

    it.each(standIns)('$importer imports $names from $source, as the stand-in expects', (entry) => {
        // If react-admin changes how it imports the part, the stand-in would silently stop applying.
        const code = readFileSync(join(dist, entry.importer), 'utf8');
        expect(code).toContain(`import { ${entry.names.join(', ')} } from "${entry.source}";`);
        expect(resolveId(entry.source, join(dist, entry.importer))).toBe(STAND_IN_FILE);
        for (const name of entry.names) {
            expect(standInModule).toHaveProperty(name);
            expect(readFileSync(join(dist, entry.original), 'utf8')).toMatch(
                new RegExp(`export const ${name}\\b`),
            );
        }
        const virtual = `virtual:ra-original/${entry.original.replace(/^.*\/|\.js$/g, '')}`;
        expect(resolveId(virtual)).toBe(join(dist, entry.original));
        // The original itself, imported by the stand-in, is not sent back to it.
        expect(resolveId(entry.source, STAND_IN_FILE)).toBeNull();
    });

    it('leaves the same imports of other files alone', () => {
        expect(resolveId('./ColumnsSelector.js', join(dist, 'list/datatable/index.js'))).toBeNull();
        expect(resolveId('../../button/index.js', join(dist, 'list/datatable/DataTableRow.js'))).toBeNull();
    });
});

const STORE_KEY = 'partners.datatable';

function HiddenColumns() {
    const [hidden] = useStore<string[]>(STORE_KEY, []);
    return <output data-testid="hidden">{hidden.join(',')}</output>;
}

/** The chooser as `DataTable` renders it, with a `ColumnsButton` on the page or not. */
function Chooser({ button }: { button: boolean }) {
    return (
        <AdminContext i18nProvider={i18nProvider}>
            <ResourceContextProvider value="partners">
                {button && <ColumnsButton />}
                <DataTableStoreContext.Provider value={{ storeKey: STORE_KEY, defaultHiddenColumns: [] }}>
                    <DataTableRenderContext.Provider value="columnsSelector">
                        <standInModule.ColumnsSelector>
                            <standInModule.ColumnsSelectorItem source="name" label="Tên đối tác" />
                            <standInModule.ColumnsSelectorItem source="phone" label="Số điện thoại" />
                        </standInModule.ColumnsSelector>
                    </DataTableRenderContext.Provider>
                </DataTableStoreContext.Provider>
                <HiddenColumns />
            </ResourceContextProvider>
        </AdminContext>
    );
}

const renderChooser = ({ button }: { button: boolean }) => render(<Chooser button={button} />);

describe('the column chooser stand-in', () => {
    it('shows react-admin’s chooser in the button’s popover, where hiding a column works', async () => {
        renderChooser({ button: true });
        fireEvent.click(screen.getByText('Cột hiển thị'));
        const phone = await screen.findByRole<HTMLInputElement>(
            'switch',
            { name: 'Số điện thoại' },
            { timeout: 5000 },
        );
        expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Tên đối tác' }).checked).toBe(true);
        expect(phone.checked).toBe(true);
        fireEvent.click(phone);
        expect(screen.getByTestId('hidden').textContent).toBe('phone');
        expect(phone.checked).toBe(false);
    });

    it('shows the chooser when the button comes a moment after the table', async () => {
        const { rerender } = renderChooser({ button: false });
        await act(() => new Promise((resolve) => setTimeout(resolve, 250)));
        rerender(<Chooser button />);
        fireEvent.click(screen.getByText('Cột hiển thị'));
        await screen.findByRole('switch', { name: 'Số điện thoại' }, { timeout: 5000 });
    });

    it('shows nothing, and keeps looking for a short while, on a list without the button', () => {
        vi.useFakeTimers();
        try {
            renderChooser({ button: false });
            // Still looking for the button a moment later, as react-admin's chooser does.
            act(() => vi.advanceTimersByTime(250));
            expect(vi.getTimerCount()).toBeGreaterThan(0);
            act(() => vi.advanceTimersByTime(750));
            expect(screen.queryByRole('switch')).toBeNull();
            expect(vi.getTimerCount()).toBe(0);
        } finally {
            vi.useRealTimers();
        }
    });
});

function EditPreferences() {
    const { enable } = usePreferencesEditor();
    return <button onClick={() => enable()}>Tùy chỉnh trang này</button>;
}

describe('the preferences inspector stand-in', () => {
    it('shows nothing until preferences are edited, then react-admin’s inspector, which closes', async () => {
        render(
            <AdminContext i18nProvider={i18nProvider}>
                <EditPreferences />
                <standInModule.Inspector />
            </AdminContext>,
        );
        const hint = 'Di chuột lên các thành phần giao diện để tùy chỉnh';
        expect(screen.queryByText(hint)).toBeNull();
        fireEvent.click(screen.getByText('Tùy chỉnh trang này'));
        await screen.findByText(hint, undefined, { timeout: 5000 });
        fireEvent.click(screen.getByLabelText('Đóng'));
        expect(screen.queryByText(hint)).toBeNull();
    });
});
