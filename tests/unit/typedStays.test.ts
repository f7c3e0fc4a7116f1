// Hand-written, no tool does it: an element rendered only once its record is there, and an autocomplete
// disabled while its own options load, relate two parts of a component: more than one ESLint selector says.
import { describe, expect, it } from 'vitest';
import { relative } from 'node:path';
import ts from 'typescript';
import { parsedSource, sourceFiles, SRC } from './sources';

/**
 * Nothing the user typed is dropped by data that arrives later: react-admin resets a form to a
 * record that changes, and an autocomplete's text to the options that arrive. Static guards:
 * - an edit page's record is not fetched again on focus (EDIT_QUERY), which would reset the form;
 * - an autocomplete whose options are still loading cannot be typed into;
 * - a custom form (<Form record>) is rendered only once its record is there (inside a condition).
 */

type Element = ts.JsxSelfClosingElement | ts.JsxOpeningElement;

/** The console's components (parsed once per worker for all the source checks, ./sources.ts). */
const sources = () =>
    sourceFiles()
        .filter((path) => path.endsWith('.tsx'))
        .map((path) => ({ path, source: parsedSource(path) }));

function elements(tag: RegExp): { where: string; node: Element; attributes: Map<string, ts.JsxAttribute> }[] {
    return sources().flatMap(({ path, source }) => {
        const out: { where: string; node: Element; attributes: Map<string, ts.JsxAttribute> }[] = [];
        const visit = (node: ts.Node) => {
            if (
                (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) &&
                tag.test(node.tagName.getText())
            ) {
                const attributes = new Map(
                    node.attributes.properties
                        .filter(ts.isJsxAttribute)
                        .map((a) => [a.name.getText(), a] as const),
                );
                out.push({
                    where: `${relative(SRC, path)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`,
                    node,
                    attributes,
                });
            }
            ts.forEachChild(node, visit);
        };
        visit(source);
        return out;
    });
}

/** The JSX element is rendered under a condition (`a ? <X/> : …`, `a && <X/>`) or after an early return. */
function conditional(node: ts.Node): boolean {
    for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
        if (
            ts.isConditionalExpression(at) ||
            (ts.isBinaryExpression(at) && at.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken)
        )
            return true;
        if (ts.isFunctionLike(at)) {
            // An early `if (…) return …;` before the JSX in the same component counts too.
            const body = (at as ts.FunctionLikeDeclaration).body;
            return (
                !!body &&
                ts.isBlock(body) &&
                body.statements.some(
                    (statement) => ts.isIfStatement(statement) && statement.getStart() < node.getStart(),
                )
            );
        }
    }
    return false;
}

describe('what the user typed is not reset by data arriving later', () => {
    it('every edit page keeps its record while the form is open (queryOptions={EDIT_QUERY})', () => {
        const edits = elements(/^Edit$/);
        expect(edits.length).toBeGreaterThanOrEqual(8);
        expect(
            edits
                .filter(
                    (edit) => edit.attributes.get('queryOptions')?.initializer?.getText() !== '{EDIT_QUERY}',
                )
                .map((edit) => edit.where),
        ).toEqual([]);
    });

    it('every autocomplete with loading options is disabled while they load', () => {
        const loading = elements(/^AutocompleteInput$/).filter((input) => input.attributes.has('isPending'));
        expect(loading.length).toBeGreaterThanOrEqual(2);
        const open = loading.filter(
            (input) =>
                input.attributes.get('disabled')?.initializer?.getText() !==
                input.attributes.get('isPending')!.initializer?.getText(),
        );
        expect(open.map((input) => input.where)).toEqual([]);
    });

    it('every MUI autocomplete with loading options is disabled while they load (its value, once the options come, would replace what was typed)', () => {
        const loading = elements(/^Autocomplete$/).filter((input) => input.attributes.has('loading'));
        expect(loading.length).toBeGreaterThanOrEqual(1);
        const open = loading.filter((input) => {
            const pending = input.attributes
                .get('loading')!
                .initializer?.getText()
                .replace(/^\{|\}$/g, '');
            return !pending || !input.attributes.get('disabled')?.initializer?.getText().includes(pending);
        });
        expect(open.map((input) => input.where)).toEqual([]);
    });

    it('every custom form given a record is rendered only once that record is there', () => {
        const forms = elements(/^Form$/).filter((form) => form.attributes.has('record'));
        expect(forms.length).toBeGreaterThanOrEqual(3);
        expect(forms.filter((form) => !conditional(form.node)).map((form) => form.where)).toEqual([]);
    });
});
