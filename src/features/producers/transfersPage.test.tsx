// @vitest-environment jsdom
import '../../../tests/unit/mockServer';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AdminContext } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { server } from '../../mocks/node';
import { getDb } from '../../mocks/db';
import { allMessages } from '../../providers/i18n/all';
import { dataProvider } from '../../providers/dataProvider';
import { loadMe } from '../../providers/session';
import { signInAs } from '../../../tests/unit/helpers';
import { accessLogOf } from './mock/accessLog';
import { transfersOf } from './mock/transfers';
import TransfersPage from './transfers/TransfersPage';

/** A page and its calls in jsdom on a busy machine: more than the default 1 s wait. */
const LOADS = 10_000;

function renderRegister() {
    const i18n = polyglotI18nProvider(() => allMessages.vi, 'vi');
    render(
        <MemoryRouter initialEntries={['/transfer/list']}>
            <AdminContext dataProvider={dataProvider} i18nProvider={i18n}>
                <Routes>
                    <Route path="/transfer/list" element={<TransfersPage />} />
                </Routes>
            </AdminContext>
        </MemoryRouter>,
    );
}

afterEach(cleanup);

describe('the register of transfers abroad', () => {
    it('names the producers of its entries without reading their pages: no ID number, no access-log entry', async () => {
        await signInAs('owner');
        await loadMe();
        const db = getDb();
        const filed = transfersOf(db)
            .filter((t) => t.bizId === 1 && t.kind === 'statement_filed')
            .sort((a, b) => b.at.localeCompare(a.at))[0];
        expect(filed, 'the seed files a statement, whose transfer the register holds').toBeTruthy();
        const producer = db.producers!.find((p) => p.id === filed.producerIds[0])!;
        const logged = accessLogOf(db).length;
        const asked: string[] = [];
        const listen = ({ request }: { request: Request }) => asked.push(new URL(request.url).pathname);
        server.events.on('request:start', listen);
        try {
            renderRegister();
            const table = await screen.findByRole('table', {}, { timeout: LOADS });
            // The household's name, read from the register's list, links to its page.
            const named = await within(table).findAllByRole(
                'link',
                { name: producer.name },
                { timeout: LOADS },
            );
            expect(named[0].getAttribute('href')).toBe(`/producer/detail/${producer.id}`);
            // Each entry's first cell opens what left: here the statement filed.
            const rows = within(table).getAllByRole('row').slice(1);
            const first = within(rows[0]).getAllByRole('link')[0];
            expect(first.getAttribute('href')).toBe(`/statement/detail/${filed.statementId}`);
            expect(first.textContent).toContain('Hệ thống thông tin EU (EUDR)');
        } finally {
            server.events.removeListener('request:start', listen);
        }
        expect(asked.filter((path) => path.startsWith('/api/producer/detail'))).toEqual([]);
        expect(asked.some((path) => path.startsWith('/api/producer/list'))).toBe(true);
        expect(accessLogOf(db)).toHaveLength(logged);
    });
});
