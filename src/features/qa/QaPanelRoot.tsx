import { lazy, Suspense } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../../theme';
import { ensureWords } from '../../providers/i18n';

// The panel's words are the QA feature's, downloaded with it (mock build only).
const QaPanel = lazy(() =>
    Promise.all([import('./QaPanel'), ensureWords(['qa'])]).then(([module]) => module),
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
