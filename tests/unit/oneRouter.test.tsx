// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { TestMemoryRouter } from 'react-admin';
import { useInRouterContext, useLocation } from 'react-router';

/*
 * The console imports `react-router`; react-admin imports `react-router-dom`, which re-exports it.
 * Both must reach the same build of react-router, or a Link or useNavigate of a screen does not see
 * the router react-admin made (vitest.config.ts says how the builds are chosen).
 */

function Where() {
    const inRouter = useInRouterContext();
    return <p data-testid="where">{inRouter ? <Path /> : 'outside any router'}</p>;
}

function Path() {
    return <>{useLocation().pathname}</>;
}

describe('one react-router', () => {
    it("reads the router react-admin made from the console's own react-router hooks", () => {
        render(
            <TestMemoryRouter initialEntries={['/lot?productId=1&lot=A']}>
                <Where />
            </TestMemoryRouter>,
        );
        expect(screen.getByTestId('where').textContent).toBe('/lot');
    });
});
