// Hand-written, no tool does it: follows the imports from each feature's pages and checks every key written
// against the words loaded there: no import-graph or lint rule reads message keys.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
    loadMessages,
    type FeatureName,
    type Locale,
    type WordGroup,
} from '../../src/providers/i18n/messages';
import { wordLoaders } from '../../src/features/registry/wordLoaders';
import { declarations } from '../../src/features/registry/declarations';
import { featureFolders } from '../../src/features';
import { resolveImport } from './importGraph';

/*
 * A feature's words are downloaded with its pages (routes/kit.ts), the shell's with the shell. A
 * word that is not there when its component renders shows as its key. This test follows the code:
 * every key written in a file must be among the words loaded wherever that file runs:
 *   - code the shell reaches without entering a feature (the frame, shared parts the frame uses):
 *     the shell's words (core, areas, every feature's shellWords.ts);
 *   - code a feature's files reach (its pages and what they import, shared or another feature's):
 *     the shell's words, the feature's own and those of the features its `wordsFrom` names.
 * Keys built at run time are checked by the part written literally (`xts.stamps.${op}.title` must
 * name a subtree that exists).
 */

const ROOT = resolve(import.meta.dirname, '../..');
const SRC = join(ROOT, 'src');
const rel = (file: string) => relative(ROOT, file);

/** Source files whose keys are checked: the console's code, not its words, tests or mock backend. */
const skipped = (file: string) =>
    /\.test\.tsx?$|\.d\.ts$/.test(file) ||
    /^src\/(mocks|providers\/i18n|features\/registry)\//.test(rel(file)) ||
    /^src\/features\/[^/]+\/(mock\/|words\/|(vi|en|shellWords|contract|diaryContract|plotContract)\.ts$)/.test(
        rel(file),
    );

const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .map((name) => join(SRC, name))
    .filter((file) => /\.tsx?$/.test(file) && !skipped(file));

/** The files a file imports, statically or not (`import type` aside). */
function importsOf(file: string): { target: string; dynamic: boolean }[] {
    const text = readFileSync(file, 'utf8');
    const specifiers = [
        ...[
            ...text.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^'"]*?from\s+'([^']+)'/gm),
            ...text.matchAll(/^\s*import\s+'([^']+)'/gm),
        ].map((match) => ({ specifier: match[1], dynamic: false })),
        ...[...text.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)].map((match) => ({
            specifier: match[1],
            dynamic: true,
        })),
    ];
    return specifiers
        .map(({ specifier, dynamic }) => ({ target: resolveImport(file, specifier), dynamic }))
        .filter(
            (edge): edge is { target: string; dynamic: boolean } =>
                edge.target !== null && !skipped(edge.target),
        );
}

const featureOf = (file: string): FeatureName | null => {
    const match = /^src\/features\/([^/]+)\//.exec(rel(file));
    return match && (featureFolders as readonly string[]).includes(match[1])
        ? (match[1] as FeatureName)
        : null;
};

/**
 * The files reached from `roots`; with `stayOut`, not entering a feature's folder
 */
function reached(roots: string[], stayOut: boolean): Set<string> {
    const seen = new Set<string>();
    const queue = [...roots];
    while (queue.length) {
        const file = queue.pop()!;
        if (seen.has(file)) continue;
        seen.add(file);
        for (const { target } of importsOf(file)) if (!(stayOut && featureOf(target))) queue.push(target);
    }
    return seen;
}

/**
 * The keys written in a file: `xts.…` and `resources.…` in quotes, in a namespace the messages
 * have; the literal part of a key built at
 * run time (followed by `${`) is a prefix.
 */
function keysIn(file: string, namespaces: Set<string>): string[] {
    const text = readFileSync(file, 'utf8');
    return [...text.matchAll(/['"`]((?:xts|resources)\.[A-Za-z0-9_.-]+)(\$\{)?/g)]
        .map((match) => (match[2] && !match[1].endsWith('.') ? `${match[1]}\u0000` : match[1]))
        .filter((key) => namespaces.has(key.split('.').slice(0, 2).join('.')));
}

const leaves = (tree: unknown, prefix = ''): string[] =>
    typeof tree === 'object' && tree !== null
        ? Object.entries(tree).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key))
        : [prefix];

async function loaded(locale: Locale, groups: WordGroup[]): Promise<Set<string>> {
    return new Set(leaves(await loadMessages(locale, true, groups)));
}

const has = (words: Set<string>, key: string) =>
    key.endsWith('.') || key.endsWith('\u0000')
        ? [...words].some((word) => word.startsWith(key.replace('\u0000', '')))
        : words.has(key) || [...words].some((word) => word.startsWith(`${key}.`));

const wordsFrom = (name: FeatureName) =>
    (declarations.find((feature) => feature.name === name) as { wordsFrom?: FeatureName[] } | undefined)
        ?.wordsFrom ?? [];

describe('the words a file uses are loaded where it runs', () => {
    const contexts: { name: string; files: Set<string>; features: WordGroup[] }[] = [
        { name: 'shell', files: reached([join(SRC, 'main.tsx')], true), features: [] },
        ...(Object.keys(wordLoaders) as FeatureName[]).map((feature) => ({
            name: feature,
            files: reached(
                files.filter((file) => featureOf(file) === feature),
                false,
            ),
            features: [feature, ...wordsFrom(feature)],
        })),
    ];

    it('finds the code it checks: the frame, and each feature with its pages', () => {
        const shell = contexts[0].files;
        expect(shell.has(join(SRC, 'shell/Layout.tsx'))).toBe(true);
        expect([...shell].some((file) => featureOf(file))).toBe(false);
        const catalogue = contexts.find((context) => context.name === 'catalogue')!.files;
        expect(catalogue.has(join(SRC, 'features/catalogue/products/ProductList.tsx'))).toBe(true);
        expect(catalogue.has(join(SRC, 'kit/listParts.tsx'))).toBe(true);
        const account = contexts.find((context) => context.name === 'account')!.files;
        expect(account.has(join(SRC, 'features/account/CredentialsPage.tsx'))).toBe(true);
        expect(shell.has(join(SRC, 'features/account/CredentialsPage.tsx'))).toBe(false);
    });

    it("gives every page's title from the shell's words: the frame shows it before the page's words arrive", async () => {
        const missing: string[] = [];
        for (const locale of ['vi', 'en'] as const) {
            const shell = await loaded(locale, []);
            for (const file of files.filter((name) => /\/(screens|routes)\.ts$/.test(name)))
                for (const [, key] of readFileSync(file, 'utf8').matchAll(/\btitle:\s*'([^']+)'/g))
                    if (!shell.has(key)) missing.push(`${locale}: ${rel(file)}: ${key}`);
        }
        expect(missing).toEqual([]);
    });

    for (const locale of ['vi', 'en'] as const)
        it(`in ${locale === 'vi' ? 'Vietnamese' : 'English'}`, async () => {
            const missing: string[] = [];
            const every = await loaded(locale, Object.keys(wordLoaders) as FeatureName[]);
            const namespaces = new Set([...every].map((key) => key.split('.').slice(0, 2).join('.')));
            for (const context of contexts) {
                const words = await loaded(locale, context.features);
                for (const file of context.files)
                    for (const key of keysIn(file, namespaces))
                        if (!has(words, key))
                            missing.push(`${context.name}: ${rel(file)}: ${key.replace('\u0000', '…')}`);
            }
            expect([...new Set(missing)]).toEqual([]);
        });
});
