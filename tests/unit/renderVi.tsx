import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { I18nContextProvider } from 'react-admin';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { ThemeProvider, createTheme } from '@mui/material';
import { allMessages } from '../../src/providers/i18n/all';

/**
 * Renders a part of the console in Vietnamese, at `path`, with MUI's theme and its own query
 * cache (or `client`, for a test that sets the cache's defaults).
 */
export function renderVi(node: React.ReactNode, path = '/', client = new QueryClient()) {
    const i18n = polyglotI18nProvider(() => allMessages.vi, 'vi');
    return render(
        <QueryClientProvider client={client}>
            <ThemeProvider theme={createTheme()}>
                <I18nContextProvider value={i18n}>
                    <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>
                </I18nContextProvider>
            </ThemeProvider>
        </QueryClientProvider>,
    );
}
