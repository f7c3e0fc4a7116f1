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
import { ResourceList, type ResourceListProps } from '../../src/kit/ResourceList';
import { PER_PAGE, SearchBox } from '../../src/kit/listParts';
import { digitalLink, stampLink } from '../../src/domain/scan';
import { searchTermOf } from '../../src/domain/scanSearch';
import { encodeStamp } from '../../src/mocks/ledger/codes';

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
    it('says the list is loading from the first moment, and the rows replace it', async () => {
        let answer: (rows: { data: RaRecord[]; total: number }) => void = () => {};
        const getList = vi.fn(() => new Promise((resolve) => (answer = resolve)));
        renderList({ getList } as unknown as DataProvider);
        // Before react-admin's own one-second placeholder would show: a named status, readable words.
        const status = await screen.findByRole('status', {}, { timeout: 500 });
        expect(status.textContent).toContain('Đang tải danh sách…');
        expect(within(status).getByRole('progressbar', { name: 'Đang tải danh sách…' })).toBeTruthy();
        answer({ data: PARTNERS, total: PARTNERS.length });
        expect(await screen.findByText('HTX Rau sạch Đà Lạt')).toBeTruthy();
        expect(screen.queryByText('Đang tải danh sách…')).toBeNull();
    });

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

describe('a list search that reads scanned links', () => {
    const host = 'https://scan.xacthucso.vn';
    const options = { scannerHost: host };
    const code = encodeStamp(1, 1001);
    const GTIN = '08930000000019';

    it('turns a link into what the list holds: the stamp, the lot, the product', () => {
        const link = digitalLink({ scannerHost: host, gtin: GTIN, lot: 'LO-3-2025', code });
        expect(searchTermOf(stampLink(host, code), 'stamp', options)).toBe(code);
        expect(searchTermOf(link, 'stamp', options)).toBe(code);
        expect(searchTermOf(`${host}/01/${GTIN}/21/0000001001`, 'stamp', options)).toBe('0000001001');
        expect(searchTermOf(link, 'lot', options)).toBe('LO-3-2025');
        expect(searchTermOf(`${host}/01/${GTIN}/10/LO-3-2025`, 'lot', options)).toBe('LO-3-2025');
        expect(searchTermOf(link, 'product', options)).toBe('8930000000019');
        expect(searchTermOf(`id.gs1.org/01/${GTIN}`, 'product', options)).toBe('8930000000019');
        // Typed words, and links that name nothing the list holds, are searched as they are.
        expect(searchTermOf('Cà phê Arabica', 'product', options)).toBe('Cà phê Arabica');
        expect(searchTermOf(stampLink(host, code), 'lot', options)).toBe(stampLink(host, code));
        expect(searchTermOf('https://example.com/about', 'stamp', options)).toBe('https://example.com/about');
    });

    it('searches the stamp a scanner typed with its Enter, or a pasted link, not the URL', async () => {
        const { getList, provider } = listProvider(PARTNERS);
        renderList(provider, {
            filters: [<SearchBox key="q" source="q" alwaysOn scan="stamp" placeholder="ra.action.search" />],
        });
        await screen.findByText('HTX Rau sạch Đà Lạt');
        const box = screen.getByPlaceholderText('Tìm kiếm') as HTMLInputElement;
        // A keyboard-wedge scanner: the characters, then Enter.
        fireEvent.change(box, { target: { value: stampLink(host, code) } });
        fireEvent.keyDown(box, { key: 'Enter' });
        await waitFor(() => expect(box.value).toBe(code));
        await waitFor(() =>
            expect(getList).toHaveBeenLastCalledWith(
                'partners',
                expect.objectContaining({ filter: { q: code } }),
            ),
        );
        // A pasted Digital Link with a serial.
        fireEvent.change(box, { target: { value: '' } });
        fireEvent.paste(box, {
            clipboardData: { getData: () => `${host}/01/${GTIN}/10/LO-1/21/0000001002` },
        });
        await waitFor(() => expect(box.value).toBe('0000001002'));
        await waitFor(() =>
            expect(getList).toHaveBeenLastCalledWith(
                'partners',
                expect.objectContaining({ filter: { q: '0000001002' } }),
            ),
        );
    });
});
