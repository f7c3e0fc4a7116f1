import { memoryStore, useMemoryStore } from '../providers/memoryStore';

/** Layout state (spec section 3): which of the shell's modals is open. */
export type LayoutModal = 'owned' | 'linked' | 'invitations' | null;

const open = memoryStore<LayoutModal>(null);

export const openModal = (modal: LayoutModal) => open.set(modal);

export const closeModal = () => openModal(null);

export const useOpenModal = (): LayoutModal => useMemoryStore(open);
