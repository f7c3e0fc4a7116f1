import { lazy, Suspense } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../../theme';
import { ensureAreaMessages } from '../../providers/i18n';

// The panel's words come with the area messages (mock build only).
const QaPanel = lazy(() =>
    Promise.all([import('./QaPanel'), ensureAreaMessages()]).then(([module]) => module),
);

/** The QA panel in the console's theme, loaded on demand. */
export function QaPanelRoot() {
    return (
        <ThemeProvider theme={theme}>
            <Suspense fallback={null}>
                <QaPanel />
            </Suspense>
        </ThemeProvider>
    );
}
