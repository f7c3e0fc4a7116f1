// @vitest-environment dom
import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import {
    Button,
    Checkbox,
    FormControlLabel,
    LinearProgress,
    MenuItem,
    Table,
    TableBody,
    TableCell,
    TableRow,
    TextField,
} from '@mui/material';
import { fromJsdom, mayMatch } from './styleRules';
import { declarationOf, indexStyleRules, RuleIndex } from './ruleIndex';

afterEach(cleanup);

/** jsdom's default style sheet, which every computed style goes through. */
const defaultSheet = readFileSync(fromJsdom.resolve('./jsdom/browser/default-stylesheet.css'), 'utf8');

const selectorsOf = (rules: CSSRuleList): string[] =>
    [...rules].flatMap((rule) =>
        rule instanceof CSSStyleRule
            ? [rule.selectorText]
            : 'cssRules' in rule
              ? selectorsOf((rule as CSSGroupingRule).cssRules)
              : [],
    );

const matches = (element: Element, selector: string) => {
    try {
        return element.matches(selector);
    } catch {
        return false;
    }
};

/** MUI's parts of the console's forms and lists, on a page with jsdom's default style sheet in it. */
function drawParts() {
    const style = document.createElement('style');
    style.textContent = defaultSheet;
    document.head.append(style);
    render(
        <>
            <TextField label="Ghi chú" multiline minRows={2} required error helperText="Bắt buộc" />
            <TextField label="Số lượng" select value="1">
                <MenuItem value="1">Một</MenuItem>
            </TextField>
            <FormControlLabel control={<Checkbox />} label="Đồng ý" />
            <Button variant="contained" disabled>
                Lưu
            </Button>
            <LinearProgress aria-label="Đang tải" />
            <Table>
                <TableBody>
                    <TableRow>
                        <TableCell>1</TableCell>
                    </TableRow>
                </TableBody>
            </Table>
            {/* Matched by a rule of jsdom's sheet that names no class, tag or id (`[hidden]`). */}
            <span hidden>Ẩn</span>
            {/* The same rules, two inline styles. */}
            <span style={{ wordSpacing: '1px' }}>Một</span>
            <span style={{ wordSpacing: '2px' }}>Hai</span>
            {/* An element with no bucket of its own: only rules that name no class, tag or id reach it. */}
            {createElement('xts-mark', { 'data-mark': '' }, 'Dấu')}
        </>,
    );
}

describe("computed styles' quick rule filter (./styleRules)", () => {
    it('passes to the selector engine every rule an element matches, and spares it most others', () => {
        drawParts();
        const selectors = [
            ...new Set([...document.styleSheets].flatMap((sheet) => selectorsOf(sheet.cssRules))),
        ];
        // The page's elements (not the head's style elements, one per MUI rule).
        const elements = [document.documentElement, document.body, ...document.body.querySelectorAll('*')];
        const missed: string[] = [];
        let spared = 0;
        for (const element of elements)
            for (const selector of selectors) {
                if (mayMatch(selector, element)) continue;
                spared++;
                if (matches(element, selector))
                    missed.push(`${selector} on ${element.outerHTML.slice(0, 80)}`);
            }
        expect(missed).toEqual([]);
        // Most pairs never reach the engine (a filter that let every rule through would be useless).
        expect(spared).toBeGreaterThan((elements.length * selectors.length) / 2);
        expect(selectors.length).toBeGreaterThan(150);
    });
});

const { implForWrapper } = fromJsdom('./jsdom/living/generated/utils.js');
const jsdomRules = fromJsdom('./jsdom/living/helpers/style-rules.js');

/** A declaration as text: each property with its value and priority, in order. */
const text = (
    declaration: Pick<CSSStyleDeclaration, 'length' | 'getPropertyValue' | 'getPropertyPriority'> & {
        [index: number]: string;
    },
) =>
    Array.from(
        declaration,
        (name) => `${name}: ${declaration.getPropertyValue(name)} ${declaration.getPropertyPriority(name)}`,
    );

describe("computed styles' rule index (./ruleIndex)", () => {
    it("builds every element's declared style as jsdom's own walk of every rule does", () => {
        drawParts();
        const documentImpl = implForWrapper(document);
        const elements = [document.documentElement, document.body, ...document.body.querySelectorAll('*')];
        const index = new RuleIndex();
        // jsdom's own, without the index (the page's cache put back to jsdom's for the while).
        const theirs = () => {
            delete documentImpl._styleCache;
            documentImpl._styleCache = null;
            const declarations = elements.map((element) =>
                text(jsdomRules.getDeclarationForElement(implForWrapper(element))),
            );
            indexStyleRules(document);
            return declarations;
        };
        const ours = () => elements.map((element) => text(declarationOf(index, implForWrapper(element))));
        ours();
        // Rules added once the index is built, at the end of the last sheet, as MUI adds its rules.
        const sheets = document.styleSheets;
        expect(sheets.length).toBeGreaterThan(1);
        const last = sheets[sheets.length - 1];
        last.insertRule('.MuiButton-root { word-spacing: 3px }', last.cssRules.length);
        last.insertRule('[data-mark] { word-spacing: 6px }', last.cssRules.length);
        expect(ours().flat()).toContain('word-spacing: 3px ');
        // Then one at the end of the first sheet, whose rules come before the last sheet's (which
        // sets the same element's word spacing), and one at its start.
        sheets[0].insertRule('[data-mark] { word-spacing: 4px }', sheets[0].cssRules.length);
        expect(ours()).toEqual(theirs());
        sheets[0].insertRule('[data-mark] { word-spacing: 5px }', 0);
        const indexed = ours();
        expect(indexed).toEqual(theirs());
        // The page's rules reach its elements: the comparison is not one of empty declarations.
        expect(indexed.filter((properties) => properties.length > 0).length).toBeGreaterThan(
            elements.length / 2,
        );
        expect(indexed.flat()).toContain('word-spacing: 6px ');
        expect(indexed.flat()).toContain('display: none ');
        expect(indexed.flat()).toContain('word-spacing: 2px ');
    });
});

describe("the page's computed styles (./ruleIndex)", () => {
    it('are computed again once the page changes, and only then', () => {
        const { container } = render(<span>Lưu</span>);
        const word = container.querySelector('span')!;
        const before = getComputedStyle(word);
        expect(before.display).toBe('inline');
        expect(getComputedStyle(word)).toBe(before);
        word.hidden = true;
        expect(getComputedStyle(word).display).toBe('none');
        word.hidden = false;
        word.style.display = 'block';
        expect(getComputedStyle(word).display).toBe('block');
        // A change to an ancestor: visibility is inherited.
        container.style.visibility = 'hidden';
        expect(getComputedStyle(word).visibility).toBe('hidden');
    });
});
