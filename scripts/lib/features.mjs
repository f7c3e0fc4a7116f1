// The feature registries (src/features/registry/*.ts) as `npm run features` writes them from the
// list in src/features/index.ts; tests/unit/features.test.ts compares them with the committed files.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as prettier from 'prettier';

const ROOT = resolve(import.meta.dirname, '../..');
export const FEATURES = join(ROOT, 'src/features');
export const REGISTRY = join(FEATURES, 'registry');

/** The folders named in src/features/index.ts, in its order. */
export function featureFolders(root = ROOT) {
    const text = readFileSync(join(root, 'src/features/index.ts'), 'utf8');
    const list = /featureFolders\s*=\s*\[([^\]]*)\]/.exec(text);
    if (!list) throw new Error('src/features/index.ts holds no `featureFolders = [...]` list');
    return [...list[1].matchAll(/'([^']+)'/g)].map((match) => match[1]);
}

/** `my-feature` → `myFeature`, a name to import a feature's module under. */
const identifier = (folder) => folder.replace(/[^A-Za-z0-9]+(.)/g, (_, c) => c.toUpperCase());

const HEADER = '// Written by `npm run features` from the list in src/features/index.ts: do not edit.\n';

/**
 * Each registry: its file, what it says, the module of a feature it imports (relative to the
 * feature's folder), how it imports it, and the list it exports.
 */
const registries = [
    {
        file: 'declarations.ts',
        doc: "Every feature's declaration (feature.ts), read by the role table, the endpoint table and the screens' paths.",
        module: 'feature',
        required: true,
        imports: (name, from) => `import ${name} from '${from}';`,
        exports: (names) => `export const declarations = [${names.join(', ')}] as const;`,
    },
    {
        file: 'screens.ts',
        doc: "Every feature's pages (screens.ts: its resources' screens and its other pages), read by the route table.",
        module: 'screens',
        imports: (name, from) => `import ${name} from '${from}';`,
        exports: (names) => `export const screens = [${names.map((name) => `...${name}`).join(', ')}];`,
    },
    ...['vi', 'en'].map((locale) => ({
        file: `${locale}.ts`,
        doc: `Every feature's words in ${locale === 'vi' ? 'Vietnamese' : 'English'} (${locale}.ts), merged with the areas' words.`,
        module: locale,
        required: true,
        imports: (name, from) => `import ${name} from '${from}';`,
        exports: (names) => `export const words: Record<string, unknown>[] = [${names.join(', ')}];`,
    })),
    {
        file: 'wordLoaders.ts',
        doc: "Every feature's words by language, fetched with the feature's pages (routes/kit.ts): a page downloads its own feature's words, not every feature's.",
        module: 'vi',
        required: true,
        imports: () => null,
        exports: (_names, folders) =>
            `export const wordLoaders = {${folders
                .map(
                    (folder) =>
                        `'${folder}': { vi: () => import('../${folder}/vi'), en: () => import('../${folder}/en') }`,
                )
                .join(', ')}} as const;`,
    },
    {
        file: 'shellWords.ts',
        doc: "Every feature's words that the shell shows on every page, in both languages (shellWords.ts).",
        module: 'shellWords',
        imports: (name, from) => `import ${name} from '${from}';`,
        types: `import type { ShellWords } from '../kit';`,
        exports: (names) => `export const shellWords: ShellWords[] = [${names.join(', ')}];`,
    },
    {
        file: 'frame.ts',
        doc: "Every feature's parts of the frame (frame.ts), shown on every page by the shell.",
        module: 'frame',
        imports: (name, from) => `import { frame as ${name} } from '${from}';`,
        types: `import type { FrameParts } from '../kit';`,
        exports: (names) => `export const frameParts: FrameParts[] = [${names.join(', ')}];`,
    },
    {
        file: 'mockHandlers.ts',
        doc: "Every feature's answers in the mock backend (mock/handlers.ts).",
        module: 'mock/handlers',
        imports: (name, from) => `import { handlers as ${name} } from '${from}';`,
        types: `import type { FeatureHandlers } from '../../mocks/state';`,
        exports: (names) =>
            `export const handlers: FeatureHandlers = [${names.map((name) => `...${name}`).join(', ')}];`,
    },
    {
        file: 'mockSeeds.ts',
        doc: "Every feature's seeder of the mock's state (mock/seed.ts), by feature: src/mocks/seed/index.ts orders them by what each reads.",
        module: 'mock/seed',
        imports: (name, from) => `import { seed as ${name} } from '${from}';`,
        types: `import type { FeatureSeed } from '../../mocks/state';`,
        exports: (names, folders) =>
            `export const seeds: Record<string, FeatureSeed> = {${folders.map((folder, i) => `'${folder}': ${names[i]}`).join(', ')}};`,
    },
];

/** The registries' files and texts, formatted as the project's prettier settings say. */
export async function featureRegistries(root = ROOT) {
    const folders = featureFolders(root);
    const out = {};
    for (const registry of registries) {
        const present = folders.filter((folder) => {
            const here = ['ts', 'tsx'].some((ext) =>
                existsSync(join(root, 'src/features', folder, `${registry.module}.${ext}`)),
            );
            if (!here && registry.required)
                throw new Error(
                    `src/features/${folder} has no ${registry.module}.ts, which every feature has`,
                );
            return here;
        });
        const names = present.map(identifier);
        const text = [
            HEADER,
            ...(registry.types ? [registry.types] : []),
            ...present
                .map((folder, i) => registry.imports(names[i], `../${folder}/${registry.module}`))
                .filter((line) => line !== null),
            '',
            `/** ${registry.doc} */`,
            registry.exports(names, present),
            '',
        ].join('\n');
        const path = join(root, 'src/features/registry', registry.file);
        const options = { ...(await prettier.resolveConfig(path)), filepath: path };
        out[path] = await prettier.format(text, options);
    }
    return out;
}
