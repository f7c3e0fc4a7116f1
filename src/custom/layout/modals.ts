import { useSyncExternalStore } from 'react';

/** Layout state (spec section 3): which of the shell's modals is open. */
export type LayoutModal = 'owned' | 'linked' | 'invitations' | null;

let open: LayoutModal = null;
const listeners = new Set<() => void>();

export function openModal(modal: LayoutModal) {
    open = modal;
    listeners.forEach((listener) => listener());
}

export const closeModal = () => openModal(null);

export function useOpenModal(): LayoutModal {
    return useSyncExternalStore(
        (listener) => {
            listeners.add(listener);
            return () => listeners.delete(listener);
        },
        () => open,
        () => open,
    );
}
