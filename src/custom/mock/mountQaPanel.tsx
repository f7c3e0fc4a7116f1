import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../../theme';
import { mockControls } from './controls';
import { ensureAreaMessages } from '../../providers/i18n';

// The panel's words come with the area messages (mock build only).
const QaPanel = lazy(() =>
    Promise.all([import('./QaPanel'), ensureAreaMessages()]).then(([module]) => module),
);

declare global {
    interface Window {
        /** The mock's QA controls, for tests and the browser console (mock mode only). */
        __xtsMock?: typeof mockControls;
    }
}

/** Mounts the QA panel beside the console (its own root: it must work on every page). */
export function mountQaPanel() {
    window.__xtsMock = mockControls;
    const host = document.createElement('div');
    host.id = 'xts-qa-panel';
    document.body.appendChild(host);
    createRoot(host).render(
        <ThemeProvider theme={theme}>
            <Suspense fallback={null}>
                <QaPanel />
            </Suspense>
        </ThemeProvider>,
    );
}
