// Hand-written, no tool does it: ties the contract's list answers to the screens that show them: content
// across the contract and the code.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadDocument, type OpenApiDocument } from '../contract/document';
import { resources } from '../../src/providers/endpoints';

/**
 * One state per stamp, on every screen: a record that carries its stamps' states (a print batch, an
 * activation, a sale) also carries how many of them are recalled or suspicious, and every screen of
 * it shows both the one way (src/features/stamps/parts/listParts.tsx, from src/domain/stampMeaning.ts); a
 * list of single stamps carries each one's recall and shows its meaning the same way.
 */

let document: OpenApiDocument;
beforeAll(async () => {
    document = await loadDocument();
});

const schemaName = (ref: string) => ref.replace('#/components/schemas/', '');
const schemaOf = (name: string) => document.components.schemas[name];

/** The schema name of a list answer's rows, however the envelope and the page are composed. */
function rowSchema(schema: any): string | null {
    if (!schema || typeof schema !== 'object') return null;
    if (schema.$ref) return rowSchema(schemaOf(schemaName(schema.$ref)));
    const rows = schema.properties?.items?.items?.$ref;
    if (rows) return schemaName(rows);
    for (const part of [schema.properties?.data, ...(schema.allOf ?? []), ...(schema.oneOf ?? [])]) {
        const found = rowSchema(part);
        if (found) return found;
    }
    return null;
}

function listRow(call: string): string | null {
    for (const item of Object.values(document.paths) as any[])
        for (const operation of Object.values(item) as any[])
            if (operation?.operationId === call)
                return rowSchema(operation.responses?.['200']?.content?.['application/json']?.schema);
    return null;
}

/** A resource's screen file in its feature (`src/features/<feature>/<resource>/<Name><Kind>.tsx`). */
function screenFile(resource: string, kind: 'List' | 'Show'): string | null {
    for (const feature of readdirSync('src/features')) {
        const folder = join('src/features', feature, resource);
        if (!existsSync(folder)) continue;
        const file = readdirSync(folder).find((name) => name.endsWith(`${kind}.tsx`));
        if (file) return readFileSync(join(folder, file), 'utf8');
    }
    return null;
}

const isRef = (property: any, name: string) => String(property?.$ref ?? '').endsWith(`/${name}`);

function resourcesWhose(test: (schema: any) => boolean) {
    return Object.entries(resources)
        .map(([resource, crud]) => {
            const call = (crud as { list?: string }).list;
            const row = call ? listRow(call) : null;
            return { resource, row, schema: row ? schemaOf(row) : null };
        })
        .filter(({ schema }) => schema && test(schema));
}

describe('every screen of a record of stamps shows what its stamps mean', () => {
    it('records with state counts answer their recalled and suspicious counts, and every screen shows them', () => {
        const counted = resourcesWhose((schema) => isRef(schema.properties?.counts, 'StateCounts'));
        expect(counted.map(({ resource }) => resource).sort()).toEqual(
            expect.arrayContaining(['stamp-activations', 'stamp-generations', 'stamp-retails']),
        );
        for (const { resource, row, schema } of counted) {
            expect(schema.required, `${row} (the rows of ${resource})`).toEqual(
                expect.arrayContaining(['recalled', 'suspicious']),
            );
            const list = screenFile(resource, 'List');
            const show = screenFile(resource, 'Show');
            expect(list, `the list of ${resource}`).toBeTruthy();
            // The table's column, the phone card's chips, the CSV's columns; the record page's chips.
            expect(list, `the list of ${resource}: its column`).toContain('<StateCountsField');
            expect(list, `the list of ${resource}: its phone cards`).toContain('<CardStates');
            expect(list, `the list of ${resource}: its CSV`).toContain('stampStateColumns()');
            if (show) expect(show, `the page of ${resource}`).toContain('<StateCountsField');
        }
    });

    it('lists of single stamps answer each one’s recall and show its meaning in rows, cards and CSV', () => {
        const stamps = resourcesWhose((schema) => isRef(schema.properties?.state, 'StampState'));
        expect(stamps.map(({ resource }) => resource)).toContain('suspicious-stamps');
        for (const { resource, row, schema } of stamps) {
            expect(schema.required, `${row} (the rows of ${resource})`).toContain('recalled');
            const list = screenFile(resource, 'List') ?? '';
            expect(list.match(/<StampChips /g)?.length ?? 0, `the rows and cards of ${resource}`).toBe(2);
            expect(list, `the CSV of ${resource}`).toContain('markOf(');
        }
    });

    it('no screen shows stamp states without their meaning', () => {
        // Words of a state that are not a stamp's or a record's state now: filter choices, and the
        // check of a selection, which refuses recalled stamps by name (refusal `recalled`).
        const without = new Set([
            'src/features/stamps/parts/stampFilters.tsx',
            'src/features/stamps/operations/CheckSummary.tsx',
        ]);
        const files = (dir: string): string[] =>
            readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
                entry.isDirectory()
                    ? files(join(dir, entry.name))
                    : /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')
                      ? [join(dir, entry.name)]
                      : [],
            );
        const offenders = [...files('src/features'), ...files('src/kit'), ...files('src/shell')].filter(
            (file) => {
                const source = readFileSync(file, 'utf8');
                if (!source.includes('xts.stamps.states') || without.has(file)) return false;
                return !/domain\/stampMeaning'|\bmeaningOf\b|\bStampChips\b|\bStampStateChips\b/.test(source);
            },
        );
        expect(offenders).toEqual([]);
    });
});
