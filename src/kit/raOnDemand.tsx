import { Suspense, useEffect, useState, type ComponentProps, type ReactNode } from 'react';
import { useDataTableStoreContext, usePreferencesEditor } from 'ra-core';
import { lazyPart } from '../routes/lazyPage';

/*
 * Stand-ins for parts of react-admin that most pages never show, put in place of react-admin's own
 * by the build (scripts/raOnDemand.ts): each downloads the original the first time a page shows it,
 * so that a page without it downloads none of it (`lazyPart`: once arrived, it renders without a
 * fallback, and a failed download says so as every part loaded on first use does).
 * - `DataTable`'s column chooser (search with diacritic folding, a switch and a drag handle per
 *   column), which the table renders on every list into a `ColumnsButton`'s popover, and which shows
 *   nothing when the list has no such button.
 * - `DataTable`'s bar of actions on ticked rows, and its default "delete" action with its
 *   confirmation, for the lists whose rows can be ticked.
 * - The `Layout`'s inspector of preferences, shown only while a `Configurable` part is edited.
 */

const Chooser = lazyPart(() => import('virtual:ra-original/ColumnsSelector').then((m) => m.ColumnsSelector));
const Item = lazyPart(() =>
    import('virtual:ra-original/ColumnsSelectorItem').then((m) => m.ColumnsSelectorItem),
);
const Toolbar = lazyPart(() =>
    import('virtual:ra-original/BulkActionsToolbar').then((m) => m.BulkActionsToolbar),
);
const Delete = lazyPart(() => import('virtual:ra-original/BulkDeleteButton').then((m) => m.BulkDeleteButton));
const PreferencesInspector = lazyPart(() => import('virtual:ra-original/Inspector').then((m) => m.Inspector));

export function ColumnsSelectorItem(props: ComponentProps<typeof Item>) {
    return (
        <Suspense fallback={null}>
            <Item {...props} />
        </Suspense>
    );
}

export function BulkActionsToolbar(props: ComponentProps<typeof Toolbar>) {
    return (
        <Suspense fallback={null}>
            <Toolbar {...props} />
        </Suspense>
    );
}

export function BulkDeleteButton(props: ComponentProps<typeof Delete>) {
    return (
        <Suspense fallback={null}>
            <Delete {...props} />
        </Suspense>
    );
}

/** How long react-admin's chooser looks for its button's popover once the table is shown (ms). */
const LOOK_FOR = 500;
const LOOK_EVERY = 100;

const buttonShown = (storeKey: string) => document.getElementById(`${storeKey}-columnsSelector`) !== null;

/** The column chooser, downloaded once the list shows its button. */
export function ColumnsSelector({ children }: { children?: ReactNode }) {
    const { storeKey } = useDataTableStoreContext();
    const [shown, setShown] = useState(() => buttonShown(storeKey));
    useEffect(() => {
        if (shown) return;
        // The button may be shown a moment after the table: look for it as react-admin's chooser does.
        const interval = setInterval(() => buttonShown(storeKey) && setShown(true), LOOK_EVERY);
        const timeout = setTimeout(() => clearInterval(interval), LOOK_FOR);
        return () => {
            clearInterval(interval);
            clearTimeout(timeout);
        };
    }, [shown, storeKey]);
    return shown ? (
        <Suspense fallback={null}>
            <Chooser>{children}</Chooser>
        </Suspense>
    ) : null;
}

/** The inspector of preferences, downloaded once a part is edited (react-admin's `usePreferencesEditor`). */
export function Inspector() {
    const { isEnabled } = usePreferencesEditor();
    return isEnabled ? (
        <Suspense fallback={null}>
            <PreferencesInspector />
        </Suspense>
    ) : null;
}
