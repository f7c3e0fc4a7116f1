// eslint-disable-next-line no-restricted-imports -- this module is the one place that subscribes React to a store
import { useSyncExternalStore } from 'react';

/**
 * The one way the console keeps state in memory outside React's tree for components to read: the
 * session, the connection, the shell's open modal and a page's own title. Each is a `memoryStore`;
 * a component reads one with `useMemoryStore` and renders again when it changes. What must outlive
 * the page (a list's filters, the language, the open menu) is in react-admin's store instead
 * (consoleStore.ts). Lint refuses `useSyncExternalStore` anywhere else.
 */
export interface MemoryStore<T> {
    get: () => T;
    /** Replaces the value and tells every reader, unless it is the same value. */
    set: (value: T) => void;
    subscribe: (listener: () => void) => () => void;
}

export function memoryStore<T>(initial: T): MemoryStore<T> {
    let value = initial;
    const listeners = new Set<() => void>();
    return {
        get: () => value,
        set: (next) => {
            if (Object.is(next, value)) return;
            value = next;
            listeners.forEach((listener) => listener());
        },
        subscribe: (listener) => {
            listeners.add(listener);
            return () => listeners.delete(listener);
        },
    };
}

/** The store's value, read during render: the component renders again when it changes. */
export const useMemoryStore = <T>(store: MemoryStore<T>): T =>
    useSyncExternalStore(store.subscribe, store.get, store.get);
