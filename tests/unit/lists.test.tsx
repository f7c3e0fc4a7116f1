// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import {
    AdminContext,
    ListContextProvider,
    RecordContextProvider,
    ResourceContextProvider,
    TextField,
    useList,
    type ListControllerResult,
} from 'react-admin';
import { ensureAreaMessages, i18nProvider } from '../../src/providers/i18n';
import { ResourceEmpty, ResponsiveGrid, type ResponsiveGridProps } from '../../src/kit/listParts';
import { ScreenEditButton } from '../../src/kit/screenButtons';
import { StatusField } from '../../src/kit/StatusField';
import { ListError } from '../../src/kit/ListError';
import { choicesOf, statusChoices } from '../../src/kit/choices';

afterEach(cleanup);
beforeAll(async () => {
    await ensureAreaMessages();
});

/** Where the console is: the router's path, shown so that a test can read where a click led. */
function Where() {
    return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderIn(resource: string, children: ReactNode) {
    render(
        <MemoryRouter initialEntries={['/start']}>
            <AdminContext i18nProvider={i18nProvider}>
                <ResourceContextProvider value={resource}>{children}</ResourceContextProvider>
                <Routes>
                    <Route path="*" element={<Where />} />
                </Routes>
            </AdminContext>
        </MemoryRouter>,
    );
}

describe('choices of lists and forms', () => {
    it('name each value by its i18n key', () => {
        expect(choicesOf('products', 'categories', ['fruit', 'rice'])).toEqual([
            { id: 'fruit', name: 'resources.products.categories.fruit' },
            { id: 'rice', name: 'resources.products.categories.rice' },
        ]);
        expect(statusChoices().map((choice) => choice.name)).toEqual([
            'xts.status.active',
            'xts.status.inactive',
        ]);
        expect(statusChoices(['pending']).map((choice) => choice.id)).toEqual(['pending']);
    });
});

describe('the status of a record', () => {
    it('reads as a chip in words', () => {
        renderIn(
            'biz-users',
            <RecordContextProvider value={{ id: 1, status: 'locked' }}>
                <StatusField />
            </RecordContextProvider>,
        );
        expect(screen.getByText('Đã khóa')).toBeTruthy();
    });

    it('shows nothing for a record without one', () => {
        renderIn(
            'biz-users',
            <RecordContextProvider value={{ id: 1, status: '' }}>
                <div data-testid="cell">
                    <StatusField />
                </div>
            </RecordContextProvider>,
        );
        expect(screen.getByTestId('cell').textContent).toBe('');
    });
});

describe('the empty list', () => {
    it("says what is missing and why, and leads to the resource's add page", () => {
        renderIn('products', <ResourceEmpty />);
        const empty = screen.getByTestId('resource-empty');
        expect(within(empty).getByText('Chưa có sản phẩm nào')).toBeTruthy();
        expect(within(empty).getByText(/Thêm sản phẩm để gắn tem/)).toBeTruthy();
        fireEvent.click(within(empty).getByRole('link', { name: 'Thêm mới' }));
        expect(screen.getByTestId('where').textContent).toBe('/product/add');
    });

    it('takes the action it is given instead', () => {
        renderIn('invitations', <ResourceEmpty action={<button>Mời thành viên</button>} />);
        expect(screen.getByRole('button', { name: 'Mời thành viên' })).toBeTruthy();
        expect(screen.queryByRole('link', { name: 'Thêm mới' })).toBeNull();
    });
});

describe('a list whose call failed', () => {
    it('says why in place, and Thử lại asks again once', () => {
        const refetch = vi.fn();
        const context = {
            error: new Error('Máy chủ đang bảo trì'),
            refetch,
            isFetching: false,
        } as unknown as ListControllerResult;
        renderIn(
            'partners',
            <ListContextProvider value={context}>
                <ListError />
            </ListContextProvider>,
        );
        const alert = screen.getByTestId('list-error');
        expect(within(alert).getByText('Không tải được danh sách')).toBeTruthy();
        expect(alert.textContent).toContain('Máy chủ đang bảo trì');
        fireEvent.click(within(alert).getByRole('button', { name: 'Thử lại' }));
        expect(refetch).toHaveBeenCalledTimes(1);
    });
});

/** A column of its own, with neither source nor sort: never taken for the one that names the record. */
function NewBadge(_props: { label: string }) {
    return <span>mới</span>;
}

function PartnerRows(props: Partial<ResponsiveGridProps>) {
    const list = useList({
        data: [{ id: 7, name: 'HTX Rau sạch Đà Lạt', code: 'DT-07', note: 'Giao thứ Hai' }],
        resource: 'partners',
    });
    return (
        <ListContextProvider value={list}>
            <ResponsiveGrid
                primaryText={(record) => record.name}
                secondaryText={(record) => record.note}
                tertiaryText={(record) => record.code}
                {...props}
            >
                <TextField source="name" />
                <TextField source="code" />
                <NewBadge label="Mới" />
            </ResponsiveGrid>
        </ListContextProvider>
    );
}

/** A phone's screen for what `run` renders: MUI's media queries for widths under 600 px match. */
async function onPhone(run: () => Promise<void> | void) {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) =>
        ({
            matches: /max-width/.test(query),
            media: query,
            addEventListener: () => undefined,
            removeEventListener: () => undefined,
            addListener: () => undefined,
            removeListener: () => undefined,
        }) as unknown as MediaQueryList;
    try {
        await run();
    } finally {
        window.matchMedia = matchMedia;
    }
}

describe('rows and record buttons', () => {
    it("a row leads to the record's detail page at its own path", async () => {
        renderIn('partners', <PartnerRows />);
        fireEvent.click(screen.getByText('DT-07'));
        await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/partner/detail/7'));
    });

    it("a row's link names its record and leads to its page, for the keyboard and new tabs", () => {
        renderIn('partners', <PartnerRows />);
        const link = screen.getByRole('link', { name: 'HTX Rau sạch Đà Lạt' });
        expect(link.getAttribute('href')).toBe('/partner/detail/7');
        // In the cell that names the record, and the only link of the row.
        expect(link.closest('td')?.textContent).toBe('HTX Rau sạch Đà Lạt');
        expect(within(link.closest('tr')!).getAllByRole('link')).toHaveLength(1);
        fireEvent.click(link);
        expect(screen.getByTestId('where').textContent).toBe('/partner/detail/7');
    });

    it('puts the link in the column the list names, a path of its own, or none', () => {
        renderIn(
            'partners',
            <PartnerRows linkColumn="code" rowClick={(record) => `/trace?code=${record.code}`} />,
        );
        const link = screen.getByRole('link', { name: 'DT-07' });
        expect(link.getAttribute('href')).toBe('/trace?code=DT-07');
        cleanup();
        // A column whose field is itself the link, or a row that leads nowhere: no second link.
        renderIn('partners', <PartnerRows linkColumn={false} />);
        expect(screen.queryByRole('link')).toBeNull();
        cleanup();
        renderIn('partners', <PartnerRows rowClick={false} />);
        expect(screen.queryByRole('link')).toBeNull();
    });

    it('on a phone, each card is a link to its record, named by its lines', async () => {
        await onPhone(() => {
            renderIn('partners', <PartnerRows />);
            const card = screen.getByRole('link', { name: /^HTX Rau sạch Đà Lạt/ });
            expect(card.getAttribute('href')).toBe('/partner/detail/7');
            expect(card.textContent).toContain('Giao thứ Hai');
            expect(card.textContent).toContain('DT-07');
            expect(screen.queryByRole('table')).toBeNull();
            fireEvent.click(card);
            expect(screen.getByTestId('where').textContent).toBe('/partner/detail/7');
        });
    });

    it('on a phone, a card that leads nowhere is no link', async () => {
        await onPhone(() => {
            renderIn('partners', <PartnerRows rowClick={false} />);
            expect(screen.getByText('HTX Rau sạch Đà Lạt')).toBeTruthy();
            expect(screen.queryByRole('link')).toBeNull();
        });
    });

    it("the edit button leads to the record's edit page at its own path", () => {
        renderIn(
            'shops',
            <RecordContextProvider value={{ id: 3, name: 'Cửa hàng Hà Đông' }}>
                <ScreenEditButton />
            </RecordContextProvider>,
        );
        fireEvent.click(screen.getByRole('link', { name: 'Sửa' }));
        expect(screen.getByTestId('where').textContent).toBe('/shop/update/3');
    });
});
