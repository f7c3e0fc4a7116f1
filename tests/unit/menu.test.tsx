// @vitest-environment jsdom
import './mockServer';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, configure, fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { AdminContext } from 'react-admin';
import { ensureAreaMessages, i18nProvider } from '../../src/providers/i18n';
import { Menu } from '../../src/shell/Menu';
import { loadMe } from '../../src/providers/session';
import { allRoutes } from '../../src/routes';
import { signInAs } from './helpers';

/** The sidebar's entries: the page shown is marked, a click moves there, a modified click is the browser's. */
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });
beforeAll(async () => {
    await ensureAreaMessages();
});
afterEach(cleanup);

function renderMenu(at: string) {
    const router = createMemoryRouter(
        [{ path: '*', element: <AdminContext i18nProvider={i18nProvider}>{<Menu />}</AdminContext> }],
        { initialEntries: [at] },
    );
    render(<RouterProvider router={router} />);
    return router;
}

/**
 * An entry by its words, which must be a menu item's. A role query with a name computed every
 * entry's accessible name, through jsdom's costly computed styles, on each call.
 */
const entry = (name: string) => {
    const item = screen.getByText(name).closest('[role="menuitem"]');
    expect(item, name).toBeInstanceOf(HTMLAnchorElement);
    return item as HTMLAnchorElement;
};
const shown = async (name: string) => {
    await screen.findByText(name);
    return entry(name);
};
/** The entries marked as the page shown (the visibility check for these only, not every entry). */
const current = () => screen.getAllByRole('menuitem', { current: 'page' }).map((item) => item.textContent);

describe('the sidebar', () => {
    it('marks the page shown, and moves there on a click, the mark with it', async () => {
        await signInAs('owner');
        await loadMe();
        const router = renderMenu('/product/list?page=2');
        expect(await shown('Sản phẩm')).toBeTruthy();
        expect(current()).toEqual(['Sản phẩm']);
        expect(entry('Sản phẩm').className).toContain('RaMenuItemLink-active');
        expect(entry('Mẫu tem').getAttribute('href')).toBe('/stamp-template/list');

        act(() => void fireEvent.click(entry('Mẫu tem')));
        expect(router.state.location.pathname).toBe('/stamp-template/list');
        expect(current()).toEqual(['Mẫu tem']);
        expect(entry('Sản phẩm').className).not.toContain('RaMenuItemLink-active');
    });

    it('leaves a click with Ctrl or the middle button to the browser (a new tab)', async () => {
        await signInAs('owner');
        await loadMe();
        const router = renderMenu('/product/list');
        await shown('Mẫu tem');
        expect(fireEvent.click(entry('Mẫu tem'), { ctrlKey: true })).toBe(true);
        expect(fireEvent.click(entry('Mẫu tem'), { button: 1 })).toBe(true);
        expect(router.state.location.pathname).toBe('/product/list');
    });

    it("starts downloading an entry's page when it is pointed at, pressed or focused", async () => {
        await signInAs('owner');
        await loadMe();
        renderMenu('/product/list');
        // A page loaded on first use (lazyPart) has a preload; the menu calls it through preloadPage.
        const templates = allRoutes.find((route) => route.path === '/stamp-template/list')!
            .page as unknown as {
            preload: () => Promise<unknown>;
        };
        const preload = vi.spyOn(templates, 'preload');
        try {
            await shown('Mẫu tem');
            fireEvent.pointerEnter(entry('Mẫu tem'));
            expect(preload).toHaveBeenCalledTimes(1);
            fireEvent.focus(entry('Mẫu tem'));
            fireEvent.pointerDown(entry('Mẫu tem'));
            expect(preload).toHaveBeenCalledTimes(3);
        } finally {
            preload.mockRestore();
        }
    });
});
