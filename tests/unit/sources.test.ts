// Hand-written, no tool does it: checks the shared reader of the sources that the content checks above use.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsedSource, sourceFiles, SRC } from './sources';

/*
 * The checks that read the code (words, confirmation labels, typed values) see all of
 * it: a walker that missed a folder would let each of them pass on less code than there is.
 */
describe('the sources the code checks read', () => {
    it('are every TypeScript file of src that git holds', () => {
        const tracked = execFileSync('git', ['ls-files', '--', 'src'], { encoding: 'utf8' })
            .split('\n')
            .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
            .map((name) => resolve(name));
        expect(tracked.length).toBeGreaterThan(300);
        const listed = new Set(sourceFiles());
        expect(tracked.filter((file) => !listed.has(file))).toEqual([]);
        expect(sourceFiles(join(SRC, 'features')).every((file) => listed.has(file))).toBe(true);
    });

    it('are parsed once while unchanged, and again once changed', () => {
        const dir = mkdtempSync(join(tmpdir(), 'xts-sources-'));
        try {
            const file = join(dir, 'a.tsx');
            writeFileSync(file, 'export const A = () => <b>một</b>;\n');
            const first = parsedSource(file);
            expect(parsedSource(file)).toBe(first);
            writeFileSync(file, 'export const A = () => <b>hai</b>;\n');
            const second = parsedSource(file);
            expect(second).not.toBe(first);
            expect(second.text).toContain('hai');
            // Parent links are set: the checks walk up from a node to its element.
            const tag = second.statements[0].getChildAt(0);
            expect(tag.parent).toBe(second.statements[0]);
        } finally {
            rmSync(dir, { recursive: true, force: true });
        }
    });
});
