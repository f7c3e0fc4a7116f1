// Hand-written, no tool does it: every key named in the code against the words of both languages: content no
// lint rule reads.
import { describe, expect, it } from 'vitest';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';
import { allMessages } from '../../src/providers/i18n/all';
import { parsedSource, sourceFiles, SRC } from './sources';

/**
 * Every message key the console names in its code exists in both languages, read from the code
 * itself (not from a copy kept here): a misspelt key in a title, a menu, a label or a CSV column
 * shows the raw key to the user, and nothing else notices before a person opens that screen.
 */

type Tree = Record<string, unknown>;
const KEY = /^(xts|resources|ra)\.[\w-]+(\.[\w-]+)*$/;

/** Every key of a message tree, leaves and the groups above them (a group is named as a prefix). */
function keysOf(tree: Tree, prefix = '', into = new Set<string>()): Set<string> {
    for (const [name, value] of Object.entries(tree)) {
        const path = prefix ? `${prefix}.${name}` : name;
        into.add(path);
        if (value && typeof value === 'object') keysOf(value as Tree, path, into);
    }
    return into;
}

/** The code of src/, the messages themselves (src/providers/i18n) left out. */
const sources = () => sourceFiles().filter((path) => !path.startsWith(join(SRC, 'providers', 'i18n') + sep));

const text = (node: ts.Node | undefined) =>
    node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;

/** The keys a CSV export's columns read: `resources.<resource>.fields.<source>`, a header, a value group. */
function csvKeys(call: ts.CallExpression): string[] {
    const resource = text(call.arguments[0]);
    const columns = call.arguments[1];
    if (!resource || !columns || !ts.isArrayLiteralExpression(columns)) return [];
    return columns.elements.flatMap((column) => {
        if (ts.isObjectLiteralExpression(column)) {
            const prop = (name: string) =>
                column.properties.find(
                    (p): p is ts.PropertyAssignment =>
                        ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name,
                )?.initializer;
            const header = text(prop('header'));
            const source = text(prop('source'));
            return header ? [header] : source ? [`resources.${resource}.fields.${source}`] : [];
        }
        if (ts.isCallExpression(column) && ts.isIdentifier(column.expression)) {
            const source = text(column.arguments[0]);
            return source ? [`resources.${resource}.fields.${source}`] : [];
        }
        return [];
    });
}

/** Where each key is named: string literals that look like keys, and the columns of CSV exports. */
function namedKeys(): { key: string; where: string }[] {
    const found: { key: string; where: string }[] = [];
    for (const path of sources()) {
        const file = parsedSource(path);
        const where = (node: ts.Node) =>
            `${relative(SRC, path)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
        const visit = (node: ts.Node) => {
            const value = text(node);
            // A storage key (`const AFFILIATE_KEY = 'xts.affiliate_code'`) names no message.
            const storageKey =
                value !== undefined &&
                ts.isVariableDeclaration(node.parent) &&
                ts.isIdentifier(node.parent.name) &&
                /_KEY$/.test(node.parent.name.text);
            if (value && KEY.test(value) && !storageKey) found.push({ key: value, where: where(node) });
            if (
                ts.isCallExpression(node) &&
                ts.isIdentifier(node.expression) &&
                node.expression.text === 'csvExporter'
            )
                for (const key of csvKeys(node)) found.push({ key, where: where(node) });
            ts.forEachChild(node, visit);
        };
        visit(file);
    }
    return found;
}

describe('message keys named in the code', () => {
    const named = namedKeys();
    const vi = keysOf(allMessages.vi as Tree);
    const en = keysOf(allMessages.en as Tree);

    it('finds the keys of titles, menus, labels and CSV columns', () => {
        expect(named.length).toBeGreaterThan(500);
        expect(named.some(({ key }) => key === 'resources.plots.fields.producerName')).toBe(true);
    });

    it('exist in Vietnamese and in English', () => {
        const missing = named
            .filter(({ key }) => !vi.has(key) || !en.has(key))
            .map(
                ({ key, where }) =>
                    `${key} (${where}): ${vi.has(key) ? '' : 'vi '}${en.has(key) ? '' : 'en'}`,
            );
        expect(missing).toEqual([]);
    });
});
