// Hand-written, no tool does it: compares react-admin's English words with the Vietnamese ones and the keys
// its sources ask for: content.
import { describe, it, expect } from 'vitest';
import englishMessages from 'ra-language-english';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import raVietnamese from '../../src/providers/i18n/raVietnamese';
import { allMessages } from '../../src/providers/i18n/all';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

type Tree = Record<string, unknown>;

/** Every leaf as [dotted path, value]; nested objects are walked recursively. */
const leaves = (tree: Tree, prefix = ''): [string, unknown][] =>
    Object.entries(tree).flatMap(([key, value]): [string, unknown][] =>
        value !== null && typeof value === 'object'
            ? leaves(value as Tree, `${prefix}${key}.`)
            : [[`${prefix}${key}`, value]],
    );

/** Every object node's dotted path, so that a leaf/branch mismatch is caught too. */
const branches = (tree: Tree, prefix = ''): string[] =>
    Object.entries(tree).flatMap(([key, value]) =>
        value !== null && typeof value === 'object'
            ? [`${prefix}${key}`, ...branches(value as Tree, `${prefix}${key}.`)]
            : [],
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
        for (const [key, english] of en)
            expect(separators(String(vi.get(key))), key).toBe(separators(String(english)));
    });

    it('translates every string except the allow-list', () => {
        const untranslated = [...en]
            .filter(([key, english]) => !SAME_AS_ENGLISH.has(key) && vi.get(key) === english)
            .map(([key]) => key);
        expect(untranslated).toEqual([]);
        // The allow-list must not go stale: each entry exists and really is identical.
        for (const key of SAME_AS_ENGLISH) expect(vi.get(key), key).toBe(en.get(key));
    });

    it('works through ra-i18n-polyglot', () => {
        const { translate } = polyglotI18nProvider(() => raVietnamese, 'vi');
        expect(
            translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 25, total: 120 }),
        ).toBe('1-25 trên 120');
        expect(translate('ra.notification.updated', { smart_count: 1 })).toBe('Đã cập nhật');
        expect(translate('ra.notification.updated', { smart_count: 3 })).toBe('Đã cập nhật 3 mục');
        expect(translate('ra.action.bulk_actions', { smart_count: 2 })).toBe('Đã chọn 2 mục');
        expect(translate('ra.validation.minLength', { min: 8 })).toBe('Tối thiểu 8 ký tự');
        expect(translate('ra.page.empty', { name: 'khách hàng' })).toBe('Chưa có khách hàng nào.');
    });
});

/** Source files of react-admin's packages (tests and stories left out). */
function sources(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) return sources(path);
        return /\.tsx?$/.test(name) && !/\.(spec|stories)\.tsx?$/.test(name) ? [path] : [];
    });
}

describe('every react-admin message the console can show has a Vietnamese translation', () => {
    const vi = new Map(leaves(allMessages.vi as Tree));
    const keys = [...vi.keys()];
    // Language names of translatable inputs, and the inspector of configurable views: the console
    // has neither.
    const UNUSED = /^ra\.(locales|inspector)\./;
    const used = new Set<string>();
    for (const root of ['ra-core', 'ra-ui-materialui']) {
        for (const path of sources(join(__dirname, '../../node_modules', root, 'src'))) {
            // Code only: comments quote keys of other apps.
            const code = readFileSync(path, 'utf8')
                .replace(/\/\*[\s\S]*?\*\//g, '')
                .replace(/^\s*\/\/.*$/gm, '');
            for (const match of code.matchAll(/['`](ra\.[a-z_]+\.[\w.${}]+)['`]/g)) used.add(match[1]);
        }
    }

    it('finds the keys react-admin asks for', () => {
        expect(used.size).toBeGreaterThan(100);
    });

    it('translates each of them (template keys: at least one translation for each pattern)', () => {
        const missing = [...used].filter((key) => {
            if (UNUSED.test(key)) return false;
            if (!key.includes('${')) return !vi.has(key);
            const pattern = new RegExp(`^${key.replace(/\./g, '\\.').replace(/\$\{[^}]+\}/g, '[\\w-]+')}$`);
            return !keys.some((candidate) => pattern.test(candidate));
        });
        expect(missing).toEqual([]);
    });

    it('translates every page-navigation label react-admin builds from a type', () => {
        for (const type of ['first', 'last', 'next', 'previous', 'page', 'current_page'])
            expect(vi.get(`ra.navigation.${type}`), type).not.toMatch(/^Go to/);
    });
});
