import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { resolveImport } from './importGraph';
import { parsedSource, sourceFiles, SRC } from './sources';

/*
 * No two modules of src import each other, directly or through others: a cycle makes the order in
 * which modules run depend on who is imported first (a value read before its module has run is
 * undefined). Imports of types only are left out (they vanish from the build); lazy imports
 * (`import()`) count: a page that reads its links from the route table, which loads every page,
 * makes every module it reaches load the whole table. Pages take their links from
 * src/routes/screenPaths.ts, which imports no page.
 */

/** The modules a file imports at run time (statically or lazily), as absolute paths. */
function importsOf(file: string): string[] {
    const source = parsedSource(file);
    const specifiers: string[] = [];
    const visit = (node: ts.Node) => {
        if (ts.isImportDeclaration(node)) {
            const clause = node.importClause;
            const bindings = clause?.namedBindings;
            const typesOnly =
                clause?.isTypeOnly ||
                (clause &&
                    !clause.name &&
                    bindings &&
                    ts.isNamedImports(bindings) &&
                    bindings.elements.length > 0 &&
                    bindings.elements.every((element) => element.isTypeOnly));
            if (!typesOnly) specifiers.push((node.moduleSpecifier as ts.StringLiteral).text);
        } else if (ts.isExportDeclaration(node)) {
            const clause = node.exportClause;
            const typesOnly =
                node.isTypeOnly ||
                (clause &&
                    ts.isNamedExports(clause) &&
                    clause.elements.length > 0 &&
                    clause.elements.every((element) => element.isTypeOnly));
            if (node.moduleSpecifier && !typesOnly)
                specifiers.push((node.moduleSpecifier as ts.StringLiteral).text);
        }
        if (
            ts.isCallExpression(node) &&
            node.expression.kind === ts.SyntaxKind.ImportKeyword &&
            node.arguments[0] &&
            ts.isStringLiteral(node.arguments[0])
        )
            specifiers.push(node.arguments[0].text);
        ts.forEachChild(node, visit);
    };
    visit(source);
    return specifiers
        .map((specifier) => resolveImport(file, specifier))
        .filter((path): path is string => !!path);
}

/** Groups of modules that reach each other through imports (Tarjan's strongly connected components). */
function cycles(graph: Map<string, string[]>): string[][] {
    const index = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const onStack = new Set<string>();
    const groups: string[][] = [];
    const connect = (node: string) => {
        index.set(node, index.size);
        low.set(node, index.get(node)!);
        stack.push(node);
        onStack.add(node);
        for (const next of graph.get(node) ?? []) {
            if (!index.has(next)) {
                connect(next);
                low.set(node, Math.min(low.get(node)!, low.get(next)!));
            } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
        }
        if (low.get(node) === index.get(node)) {
            const group: string[] = [];
            let member: string;
            do {
                member = stack.pop()!;
                onStack.delete(member);
                group.push(member);
            } while (member !== node);
            if (group.length > 1 || graph.get(node)?.includes(node)) groups.push(group.sort());
        }
    };
    for (const node of graph.keys()) if (!index.has(node)) connect(node);
    return groups;
}

describe('imports', () => {
    const graph = new Map(sourceFiles(SRC).map((file) => [file, importsOf(file)]));
    const found = cycles(graph).map((group) =>
        group.map((file) => relative(SRC, file).replaceAll('\\', '/')),
    );

    it('sees the imports it checks (static, re-exports, lazy; not types only)', () => {
        const of = (file: string) => (graph.get(join(SRC, file)) ?? []).map((path) => relative(SRC, path));
        expect(of('providers/http.ts')).toEqual(
            expect.arrayContaining(['providers/tokens.ts', 'providers/connection.ts']),
        );
        expect(of('providers/dataProvider.ts')).toEqual(
            expect.arrayContaining(['providers/http.ts', 'providers/lists.ts']),
        );
        expect(of('providers/http.ts')).not.toContain('providers/api-types.ts');
        expect(of('features/lots/screens.ts')).toContain('features/lots/LotPage.tsx');
        expect(
            cycles(
                new Map([
                    ['a', ['b']],
                    ['b', ['c']],
                    ['c', ['a']],
                    ['d', ['a']],
                ]),
            ),
        ).toEqual([['a', 'b', 'c']]);
    });

    it('no module of src imports itself through others, the mock backend included', () => {
        expect(found).toEqual([]);
    });
});
