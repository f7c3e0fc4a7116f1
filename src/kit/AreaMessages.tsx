import { use, type ReactNode } from 'react';
import { ensureAreaMessages } from '../providers/i18n';

/** Renders its children once the messages of the console's areas are loaded (suspends until then). */
export function AreaMessages({ children }: { children: ReactNode }) {
    use(ensureAreaMessages());
    return children;
}
