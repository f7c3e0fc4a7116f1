import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { resolveImport } from './importGraph';

/*
 * What a first visit to /login downloads is what src/main.tsx imports statically, directly or not
 * (the build puts it in one file; `import()` loads on use). That must not reach the route table,
 * the session/token/HTTP code with its call table, or the words /login does not show: they load
 * after it (docs/architecture.md, "Bundles"; `npm run bench -- --login` measures the bytes).
 */

const SRC = resolve(import.meta.dirname, '../../src');

/** The modules a file imports statically at run time (type-only imports and `import()` left out). */
function staticImportsOf(file: string): string[] {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const found: string[] = [];
    for (const node of source.statements) {
        if (
            (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
            node.moduleSpecifier &&
            ts.isStringLiteral(node.moduleSpecifier)
        ) {
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
                if (typesOnly) continue;
            } else if (node.isTypeOnly) continue;
            const target = resolveImport(file, node.moduleSpecifier.text);
            if (target) found.push(target);
        }
    }
    return found;
}

function firstDownload(): Set<string> {
    const reached = new Set<string>();
    const queue = [join(SRC, 'main.tsx')];
    while (queue.length) {
        const next = queue.pop()!;
        if (reached.has(next)) continue;
        reached.add(next);
        queue.push(...staticImportsOf(next));
    }
    return new Set([...reached].map((file) => relative(SRC, file)));
}

describe('the first download (a visit to /login)', () => {
    const reached = firstDownload();

    it('holds the login page, its words and the providers react-admin is given', () => {
        for (const file of [
            'custom/auth/LoginPage.tsx',
            'providers/i18n/vi/signIn.ts',
            'providers/lazyAuthProvider.ts',
            'providers/lazyDataProvider.ts',
        ])
            expect(reached, file).toContain(file);
    });

    it.each([
        'routes/index.ts',
        'custom/auth/routes.ts',
        'features/catalogue/screens.ts',
        'providers/session.ts',
        'providers/http.ts',
        'providers/tokens.ts',
        'providers/api-calls.ts',
        'providers/authProvider.ts',
        'providers/i18n/raVietnamese.ts',
        'providers/i18n/vi/common.ts',
        'providers/i18n/vi/areas.ts',
    ])('leaves %s to load after it', (file) => {
        expect(reached).not.toContain(file);
    });
});
