// Hand-written, no tool does it: which props a user reads or hears, and which text is only punctuation,
// units or numbers, is this project's own list: no installed lint rule knows it.
import { describe, expect, it } from 'vitest';
import { relative } from 'node:path';
import ts from 'typescript';
import { parsedSource, sourceFiles, SRC } from './sources';

/** Props whose string values a user reads or hears. */
const TEXT_PROPS = new Set([
    'label',
    'title',
    'placeholder',
    'helperText',
    'aria-label',
    'alt',
    'emptyText',
    'primaryText',
    'tooltip',
]);

/** The components of src/: its .tsx files, not the tests beside a feature's (src/features/<name>/*.test.tsx). */
const components = () => sourceFiles().filter((path) => path.endsWith('.tsx') && !path.endsWith('.test.tsx'));

/** Text that is only punctuation, numbers, units or symbols is not a word to translate. */
const isWord = (text: string) =>
    /\p{L}{2,}/u.test(text.replace(/\b(px|mm|ms|MB|KB|QR|CSV|PDF|PNG|JPG|GTIN|GS1|XTS|SVG)\b/g, ''));

function literalsIn(path: string): string[] {
    const source = parsedSource(path);
    const found: string[] = [];
    const visit = (node: ts.Node) => {
        if (ts.isJsxText(node) && isWord(node.text)) found.push(node.text.trim());
        if (ts.isJsxAttribute(node) && TEXT_PROPS.has(node.name.getText()) && node.initializer) {
            const init = node.initializer;
            const text = ts.isStringLiteral(init)
                ? init.text
                : ts.isJsxExpression(init) && init.expression && ts.isStringLiteral(init.expression)
                  ? init.expression.text
                  : null;
            // i18n keys ('xts.*', 'ra.*', 'resources.*') are translated by the component.
            if (text && isWord(text) && !/^(xts|ra|resources)\.[\w.-]+$/.test(text))
                found.push(`${node.name.getText()}="${text}"`);
        }
        ts.forEachChild(node, visit);
    };
    visit(source);
    return found;
}

/** What a check finds in each component of src/, as `path: finding`. */
function offenders(check: (path: string) => string[]): string[] {
    return components().flatMap((path) => check(path).map((finding) => `${relative(SRC, path)}: ${finding}`));
}

describe('no user-visible literal text outside i18n/', () => {
    it('components use translation keys for every word the user reads', () => {
        expect(offenders(literalsIn)).toEqual([]);
    });
});

/** Progress indicators (role progressbar) that have neither a name nor aria-hidden. */
function unnamedProgress(path: string): string[] {
    const source = parsedSource(path);
    const found: string[] = [];
    const visit = (node: ts.Node) => {
        if (
            (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) &&
            /^(CircularProgress|LinearProgress)$/.test(node.tagName.getText())
        ) {
            const names = node.attributes.properties.filter(ts.isJsxAttribute).map((a) => a.name.getText());
            if (!names.some((name) => ['aria-label', 'aria-labelledby', 'aria-hidden'].includes(name))) {
                found.push(
                    `${node.tagName.getText()} at line ${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`,
                );
            }
        }
        ts.forEachChild(node, visit);
    };
    visit(source);
    return found;
}

describe('every progress indicator is named for screen readers', () => {
    it('each CircularProgress and LinearProgress has aria-label(ledby), or aria-hidden when its button already says what happens', () => {
        expect(offenders(unnamedProgress)).toEqual([]);
    });
});
