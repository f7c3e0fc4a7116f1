import { loadPart, markOutcome } from '../providers/reloadSignals';

/**
 * The route table (./index.ts, with every part's declarations) and its routes as react-admin's
 * children (./routeElements.tsx), loaded once: App.tsx reads it for any address but /login, and
 * main.tsx starts loading it at boot for those, beside the session.
 */
let table: Promise<typeof import('./routeElements')> | null = null;
let loaded = false;

export function loadRouteTable() {
    // Marked: App.tsx reads it with `use`, which then does not suspend once it has arrived.
    table ??= markOutcome(
        loadPart(() => import('./routeElements')).then(
            (module) => {
                loaded = true;
                return module;
            },
            (error: unknown) => {
                // A failed download (network) is tried again by the next render that asks.
                table = null;
                throw error;
            },
        ),
    );
    return table;
}

/** Whether the table has arrived (a visit that left /login keeps it). */
export const routeTableLoaded = () => loaded;
