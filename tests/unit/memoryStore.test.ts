import { describe, expect, it, vi } from 'vitest';
import { memoryStore } from '../../src/providers/memoryStore';

describe('memoryStore, the one in-memory store components read', () => {
    it('tells every reader of a new value, not of the same one, and forgets a reader that left', () => {
        const store = memoryStore<{ open: string | null }>({ open: null });
        const first = vi.fn();
        const second = vi.fn();
        const leave = store.subscribe(first);
        store.subscribe(second);
        const value = { open: 'owned' };
        store.set(value);
        expect(store.get()).toBe(value);
        store.set(value);
        expect(first).toHaveBeenCalledTimes(1);
        leave();
        store.set({ open: null });
        expect(first).toHaveBeenCalledTimes(1);
        expect(second).toHaveBeenCalledTimes(2);
    });
});
