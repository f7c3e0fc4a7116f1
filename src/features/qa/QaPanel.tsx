import { lazy, Suspense, useState } from 'react';
import Fab from '@mui/material/Fab';
import BugReportIcon from '@mui/icons-material/BugReport';
import { i18nProvider } from '../../providers/i18n';

/** The drawer and its controls, downloaded when QA first opens it: pages load without them. */
const QaDrawer = lazy(() => import('./QaDrawer'));

/** The QA panel's button on every page (mock mode only); it opens the drawer (./QaDrawer.tsx). */
export default function QaPanel() {
    const [open, setOpen] = useState(false);
    const [opened, setOpened] = useState(false);
    return (
        <>
            <Fab
                size="small"
                color="secondary"
                aria-label={i18nProvider.translate('xts.qa.open')}
                onClick={() => {
                    setOpened(true);
                    setOpen(true);
                }}
                sx={{
                    position: 'fixed',
                    right: 4,
                    top: '45%',
                    zIndex: 1400,
                    opacity: 0.8,
                    width: 32,
                    height: 32,
                    minHeight: 32,
                }}
            >
                <BugReportIcon />
            </Fab>
            {opened && (
                <Suspense fallback={null}>
                    <QaDrawer open={open} onClose={() => setOpen(false)} />
                </Suspense>
            )}
        </>
    );
}
