// @vitest-environment node
/**
 * The benchmark's list rows (scripts/lib/bench-lists.mjs): every list screen is matched with its
 * own list call from the endpoint table, and a row counts as measured only when that call is among
 * the calls recorded after the navigation, answered; the previous list's call does not count.
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script module without types
import * as benchLists from '../../scripts/lib/bench-lists.mjs';
import { calls } from '../../src/providers/endpoints';

const { endpointTexts, isListCall, listCallPath, listRow, listScreens } = benchLists;
const ROOT = resolve(import.meta.dirname, '../..');
const endpoints = endpointTexts(ROOT);
const api = 'http://127.0.0.1:4173';

describe('the list rows of the benchmark', () => {
    it("finds every list screen's own list call in the endpoint table", () => {
        const screens = listScreens(ROOT) as { resource: string; path: string }[];
        expect(screens.map((s) => s.path)).toEqual(
            expect.arrayContaining(['/partner', '/stamp-retail/list']),
        );
        const paths = Object.values(calls).map((entry) => entry.split(' ')[1]);
        for (const { resource } of screens)
            expect(paths, resource).toContain(listCallPath(endpoints, resource));
        expect(listCallPath(endpoints, 'partners')).toBe('/api/biz-partner/list');
        expect(listCallPath(endpoints, 'stamp-retails')).toBe('/api/stamp/retail/list');
    });

    it("counts a row only with that list's own call answered, not the previous list's", () => {
        const shops = { method: 'GET', url: `${api}/api/biz-shop/list?page=1`, start: 1, end: 320 };
        const partners = {
            method: 'GET',
            url: `${api}/api/biz-partner/list?page=1&limit=25`,
            start: 5,
            end: 330,
        };
        const apiPath = listCallPath(endpoints, 'partners');
        expect(isListCall(partners, apiPath)).toBe(true);
        expect(isListCall({ ...partners, method: 'POST' }, apiPath)).toBe(false);
        expect(isListCall(shops, apiPath)).toBe(false);
        // What the old row saw on /partner: the shop list's call only.
        expect(listRow([shops], apiPath).own).toBe(false);
        // The partner list's call still unanswered is not yet a measurement.
        expect(listRow([{ ...partners, end: undefined }], apiPath).own).toBe(false);
        const row = listRow([partners], apiPath);
        expect(row.own).toBe(true);
        expect(row.calls).toEqual([partners]);
    });
});
