// @vitest-environment dom
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';

/** A component file's environment: ./domEnvironment.ts, and what ./setup.ts does for every file. */
describe('a component file', () => {
    it('has a page, and its modules made in the environment of the Node files', () => {
        expect(document.body.tagName).toBe('BODY');
        expect(navigator.userAgent).toContain('jsdom');
        expect(import.meta.env.SSR).toBe(true);
    });

    it('makes elements without recording where each was made', () => {
        const made = () => createElement('p') as unknown as { _debugStack: unknown };
        expect(made()._debugStack).toBe(made()._debugStack);
    });
});
