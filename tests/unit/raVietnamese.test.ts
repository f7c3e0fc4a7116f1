import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import raVietnamese from '../../src/providers/i18n/raVietnamese';

type Tree = Record<string, unknown>;
const flatten = (tree: Tree, prefix = ''): [string, string][] =>
    Object.entries(tree).flatMap(([key, value]) =>
        value && typeof value === 'object' ? flatten(value as Tree, `${prefix}${key}.`) : [[`${prefix}${key}`, String(value)] as [string, string]],
    );

/** Words that read the same in both languages. */
const SAME = new Set(['ra.auth.email', 'ra.boolean.null', 'ra.page.list', 'ra.page.edit', 'ra.page.show']);

describe("react-admin's strings in Vietnamese", () => {
    const en = new Map(flatten(englishMessages as Tree));
    const vi = new Map(flatten(raVietnamese as Tree));

    it('has exactly the keys of the English set', () => {
        expect([...vi.keys()].sort()).toEqual([...en.keys()].sort());
    });

    it('keeps every placeholder and plural separator', () => {
        for (const [key, text] of en) {
            const ours = vi.get(key)!;
            for (const placeholder of text.match(/%\{\w+\}/g) ?? []) expect(ours, key).toContain(placeholder);
            expect(ours.split('||||').length, key).toBe(text.split('||||').length);
        }
    });

    it('translates every string', () => {
        const untranslated = [...en].filter(([key, text]) => !SAME.has(key) && vi.get(key) === text).map(([key]) => key);
        expect(untranslated).toEqual([]);
    });
});
