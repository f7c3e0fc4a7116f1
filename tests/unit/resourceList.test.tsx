// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import {
    AdminContext,
    ResourceContextProvider,
    TextField,
    type DataProvider,
    type RaRecord,
} from 'react-admin';
import { ensureAreaMessages, i18nProvider } from '../../src/providers/i18n';
import { ResourceList, type ResourceListProps } from '../../src/custom/common/ResourceList';
import { PER_PAGE } from '../../src/custom/common/lists';

afterEach(cleanup);
beforeAll(async () => {
    await ensureAreaMessages();
});

const PARTNERS = [
    { id: 7, name: 'HTX Rau sạch Đà Lạt' },
    { id: 8, name: 'Công ty Chè Thái Nguyên' },
];

/** A data provider whose list call answers `rows` (or fails with `failure`) and records its calls. */
function listProvider(rows: RaRecord[], failure?: Error) {
    const getList = vi.fn(async () => {
        if (failure) throw failure;
        return { data: rows, total: rows.length };
    });
    return { getList, provider: { getList } as unknown as DataProvider };
}

function Where() {
    return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderList(provider: DataProvider, props: Partial<ResourceListProps> = {}) {
    const exporter = vi.fn();
    render(
        <MemoryRouter initialEntries={['/partner/list']}>
            <AdminContext dataProvider={provider} i18nProvider={i18nProvider}>
                <Routes>
                    <Route
                        path="/partner/list"
                        element={
                            <ResourceContextProvider value="partners">
                                <ResourceList
                                    filters={[]}
                                    exporter={exporter}
                                    sort={{ field: 'name', order: 'ASC' }}
                                    primaryText={(record) => record.name}
                                    {...props}
                                >
                                    <TextField source="name" />
                                </ResourceList>
                            </ResourceContextProvider>
                        }
                    />
                    <Route path="*" element={<Where />} />
                </Routes>
            </AdminContext>
        </MemoryRouter>,
    );
    return exporter;
}

describe('the list scaffold', () => {
    it('asks for the first page in the default order, PER_PAGE rows', async () => {
        const { getList, provider } = listProvider(PARTNERS);
        renderList(provider, { sort: { field: 'createdAt', order: 'DESC' } });
        expect(await screen.findByText('HTX Rau sạch Đà Lạt')).toBeTruthy();
        expect(getList).toHaveBeenCalledWith(
            'partners',
            expect.objectContaining({
                sort: { field: 'createdAt', order: 'DESC' },
                pagination: { page: 1, perPage: PER_PAGE },
            }),
        );
    });

    it('exports the rows through the exporter it is given', async () => {
        const { provider } = listProvider(PARTNERS);
        const exporter = renderList(provider);
        await screen.findByText('HTX Rau sạch Đà Lạt');
        fireEvent.click(screen.getByRole('button', { name: 'Xuất' }));
        await waitFor(() => expect(exporter).toHaveBeenCalledTimes(1));
        const [records, , , resource] = exporter.mock.calls[0] as unknown as [
            RaRecord[],
            unknown,
            unknown,
            string,
        ];
        expect(records.map((record) => record.name)).toEqual(PARTNERS.map((partner) => partner.name));
        expect(resource).toBe('partners');
    });

    it("shows the resource's empty state, leading to its add page", async () => {
        const { provider } = listProvider([]);
        renderList(provider);
        const empty = await screen.findByTestId('resource-empty');
        expect(within(empty).getByText('Chưa có đối tác nào')).toBeTruthy();
        fireEvent.click(within(empty).getByRole('link', { name: 'Thêm mới' }));
        expect(screen.getByTestId('where').textContent).toBe('/partner/add');
    });

    it('without create, the empty state offers its own action or nothing', async () => {
        const { provider } = listProvider([]);
        renderList(provider, { create: false, emptyAction: <button>Mời thành viên</button> });
        const empty = await screen.findByTestId('resource-empty');
        expect(within(empty).getByRole('button', { name: 'Mời thành viên' })).toBeTruthy();
        expect(screen.queryByRole('link', { name: 'Thêm mới' })).toBeNull();
        cleanup();
        renderList(listProvider([]).provider, { create: false });
        const bare = await screen.findByTestId('resource-empty');
        expect(within(bare).queryByRole('link')).toBeNull();
        expect(within(bare).queryByRole('button')).toBeNull();
    });

    it('says in place why the list failed', async () => {
        const { provider } = listProvider([], new Error('Máy chủ đang bảo trì'));
        renderList(provider);
        const alert = await screen.findByTestId('list-error');
        expect(alert.textContent).toContain('Máy chủ đang bảo trì');
        expect(screen.queryByTestId('resource-empty')).toBeNull();
    });

    it('leads a row to the path its rowClick gives', async () => {
        const { provider } = listProvider(PARTNERS);
        renderList(provider, { rowClick: (record) => `/trace?code=${record.id}` });
        fireEvent.click(await screen.findByText('Công ty Chè Thái Nguyên'));
        await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/trace'));
    });
});
