// @vitest-environment jsdom
import '../../../tests/unit/mockServer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { I18nContextProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { allMessages } from '../../providers/i18n/all';
import { getDb } from '../../mocks/db';
import { summarizeStamps } from '../../mocks/ledger/summary';
import { OperationsWidget } from './widgets/OperationsWidget';
import type { DashboardData } from '../../domain/dashboard';

/**
 * A real backend numbers records within a kind: a print batch, an activation and a sale may share
 * an id. The seed makes them collide, and the console keys and links them by kind and id.
 */
describe('records of different kinds that share an id', () => {
    afterEach(cleanup);

    it("the seed's latest operations mix kinds that share ids", () => {
        const operations = summarizeStamps(getDb(), 1).latestOperations;
        const kindsById = new Map<number, Set<string>>();
        for (const { id, kind } of operations) kindsById.set(id, (kindsById.get(id) ?? new Set()).add(kind));
        expect([...kindsById.values()].filter((kinds) => kinds.size > 1).length).toBeGreaterThanOrEqual(2);
    });

    it('the dashboard lists each of them once, linked to its own kind, without duplicate React keys', () => {
        const operations = summarizeStamps(getDb(), 1).latestOperations;
        const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
        const i18n = polyglotI18nProvider(() => allMessages.vi, 'vi');
        render(
            <I18nContextProvider value={i18n}>
                <MemoryRouter>
                    <OperationsWidget
                        data={{ latestOperations: operations } as unknown as DashboardData}
                        loading={false}
                    />
                </MemoryRouter>
            </I18nContextProvider>,
        );
        const links = within(screen.getByTestId('dashboard-operations')).getAllByRole('link');
        const hrefs = links.map((link) => link.getAttribute('href'));
        expect(hrefs).toHaveLength(operations.length);
        expect(new Set(hrefs).size).toBe(operations.length);
        const retail = operations.find((operation) => operation.kind === 'retail')!;
        expect(hrefs).toContain(`/stamp-retail/detail/${retail.id}`);
        expect(errors.mock.calls.filter((call) => /same key/.test(String(call[0])))).toEqual([]);
        errors.mockRestore();
    });
});
