// Hand-written, no tool does it: reads each ConfirmDialog's label keys and compares their words, in both
// languages, with the cancel button's: no lint rule reads the words files.
import { describe, expect, it } from 'vitest';
import { relative } from 'node:path';
import ts from 'typescript';
import { allMessages } from '../../src/providers/i18n/all';
import { parsedSource, sourceFiles, SRC } from './sources';

/**
 * A confirmation of an irreversible action must not offer two buttons that read alike: in
 * Vietnamese "Hủy" is both "cancel" and "destroy". Every ConfirmDialog names its action, and no
 * word of that label is a word of the cancel button.
 */

type Tree = Record<string, unknown>;

function leaves(tree: Tree, prefix = ''): Map<string, string> {
    const out = new Map<string, string>();
    for (const [key, value] of Object.entries(tree)) {
        const path = prefix ? `${prefix}.${key}` : key;
        if (value && typeof value === 'object') leaves(value as Tree, path).forEach((v, k) => out.set(k, v));
        else out.set(path, String(value));
    }
    return out;
}

const messages = { vi: leaves(allMessages.vi as Tree), en: leaves(allMessages.en as Tree) };

/** The words of a label, lower case, placeholders and numbers left out. */
const words = (text: string) =>
    new Set(
        text
            .replace(/%\{\w+\}/g, ' ')
            .toLocaleLowerCase('vi')
            .split(/[^\p{L}]+/u)
            .filter(Boolean),
    );

/** Keys an expression can name: string literals, and template literals matched against every key. */
function keysIn(node: ts.Node, all: string[]): string[] {
    const found: string[] = [];
    const visit = (n: ts.Node) => {
        if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) {
            if (all.includes(n.text)) found.push(n.text);
        } else if (ts.isTemplateExpression(n)) {
            const parts = [n.head.text, ...n.templateSpans.map((span) => span.literal.text)];
            const pattern = new RegExp(
                `^${parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[\\w-]+')}$`,
            );
            found.push(...all.filter((key) => pattern.test(key)));
        }
        ts.forEachChild(n, visit);
    };
    visit(node);
    return found;
}

interface Usage {
    where: string;
    keys: string[];
}

/** Every <ConfirmDialog> of src/ with the i18n keys its confirmLabel can show. */
function usages(): Usage[] {
    const all = [...messages.vi.keys()];
    const components = sourceFiles().filter((path) => path.endsWith('.tsx'));
    return components.flatMap((path) => {
        const source = parsedSource(path);
        const out: Usage[] = [];
        const visit = (node: ts.Node) => {
            if (
                (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) &&
                node.tagName.getText() === 'ConfirmDialog'
            ) {
                const where = `${relative(SRC, path)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
                const label = node.attributes.properties
                    .filter(ts.isJsxAttribute)
                    .find((a) => a.name.getText() === 'confirmLabel');
                out.push({ where, keys: label?.initializer ? keysIn(label.initializer, all) : [] });
            }
            ts.forEachChild(node, visit);
        };
        visit(source);
        return out;
    });
}

describe('confirmations name their action, unlike their cancel button', () => {
    const found = usages();

    it('finds the confirm dialogs of the console', () => {
        expect(found.length).toBeGreaterThanOrEqual(10);
    });

    it('every ConfirmDialog has a confirmLabel made of translation keys', () => {
        expect(found.filter((usage) => usage.keys.length === 0).map((usage) => usage.where)).toEqual([]);
    });

    for (const locale of ['vi', 'en'] as const) {
        it(`no confirm label shares a word with the cancel button (${locale})`, () => {
            const cancel = words(messages[locale].get('xts.dialog.cancel')!);
            const clashes = found.flatMap(({ where, keys }) =>
                keys
                    .map((key) => [key, messages[locale].get(key)!] as const)
                    .filter(([, text]) => [...words(text)].some((word) => cancel.has(word)))
                    .map(([key, text]) => `${where} ${key}: "${text}"`),
            );
            expect(clashes).toEqual([]);
        });

        it(`react-admin's own confirm buttons read unlike their cancel button (${locale})`, () => {
            const cancel = words(messages[locale].get('ra.action.cancel')!);
            for (const key of ['ra.action.confirm', 'ra.action.delete', 'xts.dialog.confirm'])
                expect(
                    [...words(messages[locale].get(key)!)].filter((word) => cancel.has(word)),
                    key,
                ).toEqual([]);
        });
    }

    it('the destruction names the count and that it is for good', () => {
        expect(messages.vi.get('xts.stamps.destruction.submit')).toMatch(/%\{count\}/);
        expect(messages.vi.get('xts.stamps.destruction.submit')).toMatch(/vĩnh viễn/);
    });
});
