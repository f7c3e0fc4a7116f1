// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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
import { mayMatch } from './styleRules';

afterEach(cleanup);

/** jsdom's default style sheet, which every computed style goes through. */
const defaultSheet = readFileSync(
    createRequire(createRequire(import.meta.url).resolve('jsdom')).resolve(
        './jsdom/browser/default-stylesheet.css',
    ),
    'utf8',
);

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

describe("computed styles' quick rule filter (./styleRules)", () => {
    it('passes to the selector engine every rule an element matches, and spares it most others', () => {
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
            </>,
        );
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
