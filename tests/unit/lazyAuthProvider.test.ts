import './mockServer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authProvider as real } from '../../src/providers/authProvider';
import { authProvider as lazy, AUTH_METHODS } from '../../src/providers/lazyAuthProvider';

afterEach(() => {
    vi.restoreAllMocks();
});

describe('the auth provider react-admin is given', () => {
    it('has every method of the real one', () => {
        const methods = Object.keys(real).filter(
            (key) => typeof real[key as keyof typeof real] === 'function',
        );
        expect([...AUTH_METHODS].sort()).toEqual(methods.sort());
        expect(Object.keys(lazy).sort()).toEqual(Object.keys(real).sort());
    });

    it.each(AUTH_METHODS)(
        '%s loads the real provider and passes the call and its answer through',
        async (name) => {
            const answer = { done: name };
            const spy = vi.spyOn(real, name).mockResolvedValue(answer as never);
            const args = [{ resource: 'products', action: 'list' }];
            await expect((lazy[name] as (...a: unknown[]) => Promise<unknown>)(...args)).resolves.toBe(
                answer,
            );
            expect(spy).toHaveBeenCalledWith(...args);
        },
    );

    it('passes a refusal through as it is', async () => {
        const refusal = { redirectTo: '/home', message: false };
        vi.spyOn(real, 'checkAuth').mockRejectedValue(refusal);
        await expect(lazy.checkAuth({})).rejects.toBe(refusal);
    });
});
