import './mockServer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataProvider as real } from '../../src/providers/dataProvider';
import { dataProvider as lazy, METHODS } from '../../src/providers/lazyDataProvider';

afterEach(() => {
    vi.restoreAllMocks();
});

describe('the data provider react-admin is given', () => {
    it('has every method of the real one, and says it takes abort signals', () => {
        const methods = Object.keys(real).filter((key) => typeof real[key] === 'function');
        expect([...METHODS].sort()).toEqual(methods.sort());
        expect(Object.keys(lazy).sort()).toEqual(Object.keys(real).sort());
        expect(lazy.supportAbortSignal).toBe(true);
    });

    it.each(METHODS)(
        '%s loads the real provider and passes the call and its answer through',
        async (name) => {
            const answer = { data: [{ id: 1 }], total: 1 };
            const spy = vi.spyOn(real, name).mockResolvedValue(answer as never);
            const args = ['products', { id: 1, signal: new AbortController().signal }];
            await expect((lazy[name] as (...a: unknown[]) => Promise<unknown>)(...args)).resolves.toBe(
                answer,
            );
            expect(spy).toHaveBeenCalledWith(...args);
        },
    );

    it('passes a failure through as it is', async () => {
        const failure = new Error('refused');
        vi.spyOn(real, 'getOne').mockRejectedValue(failure);
        await expect(lazy.getOne('products', { id: 1 })).rejects.toBe(failure);
    });
});
