import { describe, expect, it } from 'vitest';

describe('catalogue words', () => {
    it('every i18n key the catalogue screens use exists in Vietnamese and English', async () => {
        const { readFileSync, readdirSync } = await import('node:fs');
        const { join } = await import('node:path');
        const { allMessages } = await import('../../providers/i18n/all');
        const { vi, en } = allMessages;
        const root = import.meta.dirname;
        const files = ['products', 'stamp-templates', 'diaries'].flatMap((dir) =>
            readdirSync(join(root, dir))
                .filter((name) => name.endsWith('.tsx') || name.endsWith('.ts'))
                .map((name) => readFileSync(join(root, dir, name), 'utf8')),
        );
        // A CSV column's value translated from a group: `translated(source, '<group key>')`.
        const groups = new Set(
            files.flatMap((text) =>
                [...text.matchAll(/translated\(\s*'[\w.]+',\s*'([\w.-]+)'\s*\)/g)].map((m) => m[1]),
            ),
        );
        const keys = new Set(
            files
                .flatMap((text) =>
                    [...text.matchAll(/['"`]((?:xts|resources)\.[\w.-]+[\w])['"`]/g)].map((m) => m[1]),
                )
                .filter((key) => !groups.has(key)),
        );
        const lookup = (tree: unknown, key: string) =>
            key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree);
        expect(keys.size).toBeGreaterThan(40);
        expect(groups.size).toBeGreaterThan(4);
        const missing = [...keys].filter(
            (key) => typeof lookup(vi, key) !== 'string' || typeof lookup(en, key) !== 'string',
        );
        expect(missing).toEqual([]);
        const isGroup = (node: unknown) => typeof node === 'object' && node !== null;
        const missingGroups = [...groups].filter(
            (key) => !isGroup(lookup(vi, key)) || !isGroup(lookup(en, key)),
        );
        expect(missingGroups).toEqual([]);
    });
});
