import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** react-admin 5's material UI package, where its `DataTable` is: the one react-admin itself imports. */
export const raDist = () => {
    const reactAdmin = createRequire(import.meta.url).resolve('react-admin');
    return dirname(createRequire(reactAdmin).resolve('ra-ui-materialui'));
};

/**
 * The imports sent to the stand-ins: the react-admin file that imports, the import as written there
 * and the names it takes from it. `original` is the file whose export the stand-in downloads, which
 * it reaches as `virtual:ra-original/<name>`.
 */
export const standIns = [
    {
        importer: 'list/datatable/DataTable.js',
        source: './ColumnsSelector.js',
        names: ['ColumnsSelector'],
        original: 'list/datatable/ColumnsSelector.js',
    },
    {
        importer: 'list/datatable/DataTableColumn.js',
        source: './ColumnsSelectorItem.js',
        names: ['ColumnsSelectorItem'],
        original: 'list/datatable/ColumnsSelectorItem.js',
    },
    {
        importer: 'list/datatable/DataTable.js',
        source: '../BulkActionsToolbar.js',
        names: ['BulkActionsToolbar'],
        original: 'list/BulkActionsToolbar.js',
    },
    {
        importer: 'list/datatable/DataTable.js',
        source: '../../button/index.js',
        names: ['BulkDeleteButton'],
        original: 'button/BulkDeleteButton.js',
    },
    {
        importer: 'layout/Layout.js',
        source: '../preferences/index.js',
        names: ['Inspector'],
        original: 'preferences/Inspector.js',
    },
] as const;

export const STAND_IN_FILE = resolve(import.meta.dirname, '..', 'src/kit/raOnDemand.tsx');
const VIRTUAL = 'virtual:ra-original/';
const originalName = (original: string) => original.replace(/^.*\/|\.js$/g, '');

/**
 * react-admin imports some parts statically that the console shows rarely or never, and so every
 * page downloads and renders them:
 * - `DataTable`'s column chooser and its bar of actions on ticked rows (about 8 KB of gzip on every
 *   list), although a list shows the chooser only beside a `ColumnsButton` and the bar only when its
 *   rows can be ticked;
 * - the `Layout`'s preferences inspector, which shows nothing until a `Configurable` part is edited
 *   (the console has none) and yet, on each render of the frame, reads the page's width, making the
 *   browser lay the page out there and then.
 * This sends those imports to stand-ins (src/kit/raOnDemand.tsx) that download each the
 * first time a page shows it.
 */
export function raOnDemand(): Plugin {
    const dist = raDist();
    return {
        name: 'xts-ra-on-demand',
        enforce: 'pre',
        resolveId(source, importer) {
            if (source.startsWith(VIRTUAL)) {
                const entry = standIns.find(
                    (candidate) => originalName(candidate.original) === source.slice(VIRTUAL.length),
                );
                return entry ? join(dist, entry.original) : null;
            }
            if (!importer) return null;
            const sent = standIns.some(
                (entry) => entry.source === source && importer === join(dist, entry.importer),
            );
            return sent ? STAND_IN_FILE : null;
        },
    };
}
