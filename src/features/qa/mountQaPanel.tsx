import { createRoot } from 'react-dom/client';
import { mockControls } from './controls';
import { QaPanelRoot } from './QaPanelRoot';

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
    createRoot(host).render(<QaPanelRoot />);
}
