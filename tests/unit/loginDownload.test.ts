// Hand-written, no tool does it: the first download is the static run-time imports of main.tsx (import() and
// types left out) with the words and package names they take; dependency-cruiser's reachability follows the
// graph its cycle rule needs, type-only imports included.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { resolveImport } from './importGraph';
import { parsedSource, SRC } from './sources';
import { vietnameseCore } from '../../src/providers/i18n/messages';

/*
 * What a first visit to /login downloads is what src/main.tsx imports statically, directly or not
 * (the build puts it in one file; `import()` loads on use). That must not reach the route table,
 * the session/token/HTTP code with its call table, the role table and the features' declarations,
 * or the words and parts /login does not show: they load after it (docs/architecture.md, "The first
 * download"; `npm run bench -- --login` measures the bytes).
 */

/**
 * The modules a file imports statically at run time (type-only imports and `import()` left out):
 * the project's files, and each name taken from a package as `package:name` (`package:default`).
 */
function staticImportsOf(file: string): { files: string[]; packageNames: string[] } {
    const source = parsedSource(file);
    const found: string[] = [];
    const packageNames: string[] = [];
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
            const specifier = node.moduleSpecifier.text;
            const target = resolveImport(file, specifier);
            if (target) found.push(target);
            else if (ts.isImportDeclaration(node) && node.importClause) {
                const { name, namedBindings } = node.importClause;
                if (name) packageNames.push(`${specifier}:default`);
                if (namedBindings && ts.isNamedImports(namedBindings))
                    for (const element of namedBindings.elements)
                        if (!element.isTypeOnly)
                            packageNames.push(`${specifier}:${(element.propertyName ?? element.name).text}`);
            }
        }
    }
    return { files: found, packageNames };
}

function firstDownload(): { reached: Set<string>; packageNames: Set<string> } {
    const reached = new Set<string>();
    const packageNames = new Set<string>();
    const queue = [join(SRC, 'main.tsx')];
    while (queue.length) {
        const next = queue.pop()!;
        if (reached.has(next)) continue;
        reached.add(next);
        const imports = staticImportsOf(next);
        queue.push(...imports.files);
        imports.packageNames.forEach((name) => packageNames.add(name));
    }
    return { reached: new Set([...reached].map((file) => relative(SRC, file))), packageNames };
}

/** Every key of a tree of messages, dotted. */
function keysOf(tree: object, prefix = ''): string[] {
    return Object.entries(tree).flatMap(([key, value]) =>
        value && typeof value === 'object' ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
    );
}

/** The i18n keys a file writes out (`'xts.…'`, `'ra.…'`). */
const keysIn = (file: string) =>
    [...readFileSync(join(SRC, file), 'utf8').matchAll(/'((?:xts|ra)\.[\w.]+)'/g)].map((match) => match[1]);

describe('the first download (a visit to /login)', () => {
    const { reached, packageNames } = firstDownload();

    it('holds the login page, its words and the providers react-admin is given', () => {
        for (const file of [
            'shell/signIn/LoginPage.tsx',
            'providers/i18n/vi/signIn.ts',
            'providers/lazyAuthProvider.ts',
            'providers/lazyDataProvider.ts',
        ])
            expect(reached, file).toContain(file);
    });

    it('holds the words /login shows: its page, frame and loading, and the errors of a sign-in click', () => {
        const core = keysOf(vietnameseCore);
        const shown = [
            ...[
                'shell/signIn/LoginPage.tsx',
                'shell/signIn/loginRoute.ts',
                'shell/PageMeta.tsx',
                'kit/PageLoading.tsx',
                'kit/errorText.ts',
                'providers/reloadSignals.ts',
                // The sign-in click's errors (the HTTP layer loads with it).
                'providers/http.ts',
            ].flatMap(keysIn),
            // react-admin's own, on any page: its error page and the notices of a session that ended.
            'ra.page.error',
            'ra.message.error',
            'ra.auth.auth_check_error',
            'ra.notification.logged_out',
            'ra.notification.http_error',
        ];
        expect(shown.length).toBeGreaterThan(20);
        expect(shown.filter((key) => !core.includes(key))).toEqual([]);
    });

    it.each([
        'routes/index.ts',
        'shell/signIn/routes.ts',
        'features/catalogue/screens.ts',
        'providers/session.ts',
        'providers/http.ts',
        'providers/tokens.ts',
        'providers/api-calls.ts',
        'providers/authProvider.ts',
        'providers/i18n/raVietnamese.ts',
        'providers/i18n/vi/common.ts',
        'providers/i18n/vi/areas.ts',
        // The role table and the screens' paths, with every feature's declaration: public pages
        // need neither (their guard: shell/signIn/publicGuard.ts; their title: layout/pageTitle.ts).
        'providers/access.ts',
        'routes/screenPaths.ts',
        'features/tables.ts',
        'shell/guard.ts',
        // The route table's kit and its routes as react-admin's children (App.tsx loads them).
        'routes/kit.ts',
        'routes/routeElements.tsx',
        // What the session's state is written with and says of the user; the connection's state.
        'providers/sessionPersist.ts',
        'providers/sessionArea.ts',
        'providers/connection.ts',
        // What the sign-in click loads: the SSO round trip's state (with the HTTP layer).
        'shell/signIn/sso.ts',
        // The catch-all page, which arrives with the shell; the forms' error helpers.
        'kit/StatusPages.tsx',
        'kit/errors.ts',
    ])('leaves %s to load after it', (file) => {
        expect(reached).not.toContain(file);
    });

    it.each([
        // Only a failed sign-in shows an Alert: it is downloaded on the click.
        ['@mui/material', 'Alert'],
        ['@mui/material/Alert', 'default'],
    ])("leaves %s's %s to load after it", (specifier, name) => {
        expect(packageNames).not.toContain(`${specifier}:${name}`);
        // The walk does see the names the page takes from MUI.
        expect(packageNames).toContain('@mui/material:Button');
    });
});
