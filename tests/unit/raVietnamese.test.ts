import { describe, it, expect } from 'vitest';
import englishMessages from 'ra-language-english';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import raVietnamese from '../../src/providers/i18n/raVietnamese';

type Tree = Record<string, unknown>;

/** Every leaf as [dotted path, value]; nested objects are walked recursively. */
const leaves = (tree: Tree, prefix = ''): [string, unknown][] =>
    Object.entries(tree).flatMap(([key, value]): [string, unknown][] =>
        value !== null && typeof value === 'object' ? leaves(value as Tree, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
    );

/** Every object node's dotted path, so that a leaf/branch mismatch is caught too. */
const branches = (tree: Tree, prefix = ''): string[] =>
    Object.entries(tree).flatMap(([key, value]) =>
        value !== null && typeof value === 'object' ? [`${prefix}${key}`, ...branches(value as Tree, `${prefix}${key}.`)] : [],
    );

const placeholders = (text: string): string[] => text.match(/%\{[^}]+\}/g) ?? [];
const separators = (text: string): number => text.split('||||').length - 1;

/** Strings that legitimately read the same in both languages. */
const SAME_AS_ENGLISH = new Set([
    'ra.boolean.null', // U+2003 EM SPACE
    'ra.page.list', // '%{name}'
    'ra.page.edit', // '%{name} %{recordRepresentation}'
    'ra.page.show', // '%{name} %{recordRepresentation}'
    'ra.auth.email', // 'Email' is the usual Vietnamese word
]);

describe("react-admin's own strings in Vietnamese", () => {
    const en = new Map(leaves(englishMessages as Tree));
    const vi = new Map(leaves(raVietnamese as Tree));

    it('has exactly the key tree of ra-language-english', () => {
        expect([...vi.keys()].sort()).toEqual([...en.keys()].sort());
        expect(branches(raVietnamese as Tree).sort()).toEqual(branches(englishMessages as Tree).sort());
        expect(en.size).toBeGreaterThan(100);
    });

    it('has a non-empty string for every key', () => {
        for (const [key, value] of vi) {
            expect(typeof value, key).toBe('string');
            expect((value as string).length, key).toBeGreaterThan(0);
        }
    });

    it('keeps every placeholder of the English string, and adds none of its own', () => {
        for (const [key, english] of en) {
            const ours = String(vi.get(key));
            for (const placeholder of placeholders(String(english))) expect(ours, key).toContain(placeholder);
            for (const placeholder of placeholders(ours)) expect(String(english), key).toContain(placeholder);
        }
    });

    it('keeps the |||| plural separators', () => {
        for (const [key, english] of en) expect(separators(String(vi.get(key))), key).toBe(separators(String(english)));
    });

    it('translates every string except the allow-list', () => {
        const untranslated = [...en].filter(([key, english]) => !SAME_AS_ENGLISH.has(key) && vi.get(key) === english).map(([key]) => key);
        expect(untranslated).toEqual([]);
        // The allow-list must not go stale: each entry exists and really is identical.
        for (const key of SAME_AS_ENGLISH) expect(vi.get(key), key).toBe(en.get(key));
    });

    it('works through ra-i18n-polyglot', () => {
        const { translate } = polyglotI18nProvider(() => raVietnamese, 'vi');
        expect(translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 25, total: 120 })).toBe('1-25 trên 120');
        expect(translate('ra.notification.updated', { smart_count: 1 })).toBe('Đã cập nhật');
        expect(translate('ra.notification.updated', { smart_count: 3 })).toBe('Đã cập nhật 3 mục');
        expect(translate('ra.action.bulk_actions', { smart_count: 2 })).toBe('Đã chọn 2 mục');
        expect(translate('ra.validation.minLength', { min: 8 })).toBe('Tối thiểu 8 ký tự');
        expect(translate('ra.page.empty', { name: 'khách hàng' })).toBe('Chưa có khách hàng nào.');
    });
});
