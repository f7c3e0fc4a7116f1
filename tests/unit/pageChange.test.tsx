// @vitest-environment jsdom
import { Suspense, lazy, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { Outlet, createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { followAddress, usePageLeaving } from '../../src/routes/pageChange';

/*
 * While the next page's code loads, the router keeps the previous page on screen: the shell marks
 * it as leaving at once (Layout.tsx makes it inert then), and no longer once the next page shows.
 */

function Frame() {
    const leaving = usePageLeaving();
    return (
        <div data-testid="page" data-leaving={String(leaving)}>
            <Suspense fallback={<p>…</p>}>
                <Outlet />
            </Suspense>
        </div>
    );
}

describe('a page whose address has moved on', () => {
    it('is marked as leaving while the next page loads, and no longer once it shows', async () => {
        let arrive: (page: { default: ComponentType }) => void = () => {};
        const Form = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)));
        const router = createMemoryRouter(
            [
                {
                    path: '/',
                    element: <Frame />,
                    children: [
                        { path: 'list', element: <p>Danh sách</p> },
                        { path: 'add', element: <Form /> },
                    ],
                },
            ],
            { initialEntries: ['/list'] },
        );
        const stop = followAddress(router);
        try {
            render(<RouterProvider router={router} />);
            expect(screen.getByTestId('page').dataset.leaving).toBe('false');

            void router.navigate('/add');
            // The list is still on screen, its address gone: marked.
            // (a busy machine may take over a second to render the first pages)
            await waitFor(() => expect(screen.getByTestId('page').dataset.leaving).toBe('true'), {
                timeout: 10_000,
            });
            expect(screen.getByText('Danh sách')).toBeTruthy();

            arrive({ default: () => <p>Thêm mới</p> });
            expect(await screen.findByText('Thêm mới', undefined, { timeout: 10_000 })).toBeTruthy();
            expect(screen.getByTestId('page').dataset.leaving).toBe('false');
        } finally {
            stop();
        }
    });
});
