// @vitest-environment dom
import { describe, expect, it } from 'vitest';

/** A component file's environment, ./domEnvironment.ts: jsdom's page, its modules made as for Node. */
describe('a component file', () => {
    it('has a page, and its modules made in the environment of the Node files', () => {
        expect(document.body.tagName).toBe('BODY');
        expect(navigator.userAgent).toContain('jsdom');
        expect(import.meta.env.SSR).toBe(true);
    });
});
