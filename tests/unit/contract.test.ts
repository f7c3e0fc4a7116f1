import { describe, expect, it } from 'vitest';
import { loadContract } from '../contract/contract';

describe('the API contract', () => {
    it('loads', async () => {
        const c = await loadContract();
        console.log([...c.operations.keys()], c.checkResponse('me', 401, { status: 'error', data: null, message: 'x' }), c.checkResponse('me', 200, { status: 'success', data: {}, message: 'x' }));
        console.log(c.match('GET', '/api/me'), c.checkRequest('me', { query: { a: 1 }, body: { x: 1 } }));
    });
});
