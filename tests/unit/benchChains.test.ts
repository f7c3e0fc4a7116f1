// @vitest-environment node
/**
 * The benchmark's request chains (scripts/lib/bench-chains.mjs): from a build manifest and the
 * files a visit downloaded, how many round trips the browser needs before it has them all.
 */
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script module without types
import { chainDepth } from '../../scripts/lib/bench-chains.mjs';

/** index → (dynamic) Page → (static) kit → (static) tiny; Page also imports index back. */
const manifest = {
    'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        dynamicImports: ['src/Page.tsx', 'src/Other.tsx'],
    },
    'src/Page.tsx': { file: 'assets/Page.js', isDynamicEntry: true, imports: ['index.html', '_kit.js'] },
    '_kit.js': { file: 'assets/kit.js', imports: ['_tiny.js', 'index.html'] },
    '_tiny.js': { file: 'assets/tiny.js' },
    'src/Other.tsx': { file: 'assets/Other.js', isDynamicEntry: true, imports: ['_tiny.js'] },
};

describe('the request chains of the benchmark', () => {
    it('counts one round trip per link, from the entry to the last file downloaded', () => {
        const result = chainDepth(manifest, [
            '/assets/index.js',
            '/assets/Page.js',
            '/assets/kit.js',
            '/assets/tiny.js',
        ]);
        expect(result.depth).toBe(4);
        expect(result.chain).toEqual([
            'assets/index.js',
            'assets/Page.js',
            'assets/kit.js',
            'assets/tiny.js',
        ]);
        // Vite's preload sends a dynamic import's static imports with it: one round trip after the entry.
        expect(result.preloaded).toBe(2);
        expect(result.unreached).toEqual([]);
    });

    it('follows only files the visit downloaded, and an import back to a file already there costs nothing', () => {
        expect(chainDepth(manifest, ['assets/index.js']).depth).toBe(1);
        // Other was not downloaded: tiny is reached through Page and kit only.
        const result = chainDepth(manifest, ['assets/index.js', 'assets/Page.js', 'assets/tiny.js']);
        expect(result.depth).toBe(2);
        expect(result.unreached).toEqual(['assets/tiny.js']);
    });

    it('takes the shortest way to a file: a file two importers lead to is requested after the first', () => {
        const files = [
            'assets/index.js',
            'assets/Page.js',
            'assets/kit.js',
            'assets/tiny.js',
            'assets/Other.js',
        ];
        // tiny comes with Other (round trip 3), before kit could ask for it (round trip 4).
        const result = chainDepth(manifest, files);
        expect(result.depth).toBe(3);
        expect(result.chain.at(-1)).not.toBe('assets/tiny.js');
    });
});
