import { describe, expect, it } from 'vitest';
import { getResponse, http, HttpResponse } from 'msw';
import { dispatcher } from '../../src/mocks/dispatch';

const ask = async (handler: ReturnType<typeof dispatcher>, method: string, path: string) => {
    const response = await getResponse([handler], new Request(`http://127.0.0.1${path}`, { method }));
    return response ? ((await response.json()) as unknown) : undefined;
};

describe('the mock dispatcher', () => {
    const handler = dispatcher([
        http.get('*/api/lot/:id', ({ params }) => HttpResponse.json({ by: 'lot', id: params.id })),
        http.post('*/api/lot/:id', () => HttpResponse.json({ by: 'lot-post' })),
        // A handler that answers nothing passes the request on to the next that fits.
        http.get('*/api/plot/list', () => undefined),
        http.get('*/api/plot/list', () => HttpResponse.json({ by: 'plots' })),
        http.get('*/api/once', () => HttpResponse.json({ by: 'once' }), { once: true }),
        http.get('*/api/v1.0/ping', () => HttpResponse.json({ by: 'dotted' })),
        http.all('*/api/*', () => HttpResponse.json({ by: 'fallback' })),
    ]);

    it('answers with the first handler whose method and path fit, with its parameters', async () => {
        expect(await ask(handler, 'GET', '/api/lot/7')).toEqual({ by: 'lot', id: '7' });
        expect(await ask(handler, 'POST', '/api/lot/7')).toEqual({ by: 'lot-post' });
        expect(await ask(handler, 'GET', '/api/plot/list?page=2')).toEqual({ by: 'plots' });
    });

    it('matches whole paths: a longer path or another character falls through', async () => {
        expect(await ask(handler, 'GET', '/api/lot/7/history')).toEqual({ by: 'fallback' });
        expect(await ask(handler, 'GET', '/api/v1x0/ping')).toEqual({ by: 'fallback' });
        expect(await ask(handler, 'GET', '/api/v1.0/ping')).toEqual({ by: 'dotted' });
        expect(await ask(handler, 'GET', '/assets/index.js')).toBeUndefined();
    });

    it('keeps msw’s once', async () => {
        expect(await ask(handler, 'GET', '/api/once')).toEqual({ by: 'once' });
        expect(await ask(handler, 'GET', '/api/once')).toEqual({ by: 'fallback' });
    });
});
