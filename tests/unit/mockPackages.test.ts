// Hand-written, no tool does it: run-time reachability with type-only imports left out (the build drops
// them); dependency-cruiser's `reachable` rules follow the graph its cycle rule needs, type-only imports
// included, and would flag the types.
import { relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { resolveImport } from './importGraph';
import { parsedSource, sourceFiles } from './sources';

/*
 * The mock backend runs in Node too: the reference server (npm run api), the contract's reference
 * run, the unit files that call the API. Its module graph must stay free of the interface's
 * packages: one import of react-admin (for a helper as small as mergeTranslations) made Node load
 * react-admin and MUI whole, about 2,700 modules, and the reference server took 10 s more to start.
 */
const ROOT = resolve(import.meta.dirname, '../..');
// (ra-language-english is words only: the mock reads them.)
const INTERFACE =
    /^(react|react-dom|react-admin|ra-(?!language-)[a-z-]+|@mui\/.*|react-router(-dom)?|@tanstack\/react-query)(\/|$)/;

const parsed = new Map<string, string[]>();

/** What a file imports at run time (type-only imports left out), `import()` included. */
function importsOf(file: string): string[] {
    const known = parsed.get(file);
    if (known) return known;
    const source = parsedSource(file);
    const found: string[] = [];
    const visit = (node: ts.Node) => {
        if (
            ts.isImportDeclaration(node) &&
            ts.isStringLiteral(node.moduleSpecifier) &&
            !node.importClause?.isTypeOnly &&
            !(
                node.importClause &&
                !node.importClause.name &&
                node.importClause.namedBindings &&
                ts.isNamedImports(node.importClause.namedBindings) &&
                node.importClause.namedBindings.elements.length > 0 &&
                node.importClause.namedBindings.elements.every((element) => element.isTypeOnly)
            )
        )
            found.push(node.moduleSpecifier.text);
        else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly)
            found.push((node.moduleSpecifier as ts.StringLiteral).text);
        else if (
            ts.isCallExpression(node) &&
            node.expression.kind === ts.SyntaxKind.ImportKeyword &&
            node.arguments[0] &&
            ts.isStringLiteral(node.arguments[0])
        )
            found.push(node.arguments[0].text);
        ts.forEachChild(node, visit);
    };
    visit(source);
    parsed.set(file, found);
    return found;
}

/** Each package matching `packages` that the graph from `entry` reaches, with the file that imports it. */
function interfacePackages(entry: string, packages: RegExp = INTERFACE): string[] {
    const seen = new Set<string>();
    const queue = [resolve(ROOT, entry)];
    const found: string[] = [];
    while (queue.length) {
        const file = queue.pop()!;
        if (seen.has(file)) continue;
        seen.add(file);
        for (const specifier of importsOf(file)) {
            const target = resolveImport(file, specifier);
            if (target) queue.push(target);
            else if (packages.test(specifier)) found.push(`${relative(ROOT, file)} imports ${specifier}`);
        }
    }
    return found;
}

describe('the mock backend in Node', () => {
    it.each(['scripts/api-server.ts', 'src/mocks/handlers/index.ts', 'src/mocks/node.ts'])(
        '%s reaches no package of the interface',
        (entry) => {
            expect(interfacePackages(entry)).toEqual([]);
        },
    );
});

/*
 * The console's modules without a screen (the providers, the codes file and the print file) take
 * react-admin's non-visual parts from ra-core, which react-admin re-exports: the same code in the
 * bundle. Taken from react-admin, they made Node load its screens and MUI (about 2,700 modules) in
 * every unit worker whose files call the API or build a print file.
 */
const SCREEN_PACKAGES = /^(react-admin|ra-ui-materialui|@mui\/.*)(\/|$)/;
const withoutScreens = [
    ...sourceFiles(resolve(ROOT, 'src/providers')).filter((file) => file.endsWith('.ts')),
    resolve(ROOT, 'src/kit/csv.ts'),
    resolve(ROOT, 'src/lib/print/printFile.ts'),
].map((file) => relative(ROOT, file));

describe('the modules without a screen', () => {
    it.each(withoutScreens)("%s reaches neither react-admin's screens nor MUI", (entry) => {
        expect(interfacePackages(entry, SCREEN_PACKAGES)).toEqual([]);
    });
});
