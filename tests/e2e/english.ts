import type { Page } from '@playwright/test';
import englishMessages from 'ra-language-english';

/**
 * English left in the Vietnamese console: the default texts of react-admin (every string of
 * ra-language-english without a placeholder) and of the MUI components the console uses (their
 * built-in labels, aria-labels and visually hidden texts).
 */
const MUI_DEFAULTS = [
    // Autocomplete
    'No options',
    'Loading…',
    'Open',
    'Close',
    'Clear',
    // Alert, Dialog, Snackbar, Chip
    'Close',
    // TablePagination, Pagination
    'Rows per page:',
    'Rows per page',
    'Go to first page',
    'Go to last page',
    'Go to next page',
    'Go to previous page',
    'Go to page',
    'page',
    'of',
    'more than',
    // Pagination's navigation landmark
    'pagination navigation',
    // Breadcrumbs
    'Show path',
    // TableSortLabel
    'Sorted ascending',
    'Sorted descending',
    // Skeletons, progress
    'Loading',
    'Loading...',
];

type Tree = Record<string, unknown>;
const leaves = (tree: Tree): string[] =>
    Object.values(tree).flatMap((value) =>
        value && typeof value === 'object' ? leaves(value as Tree) : [String(value)],
    );

/** Words that read the same in Vietnamese (brand and format names). */
const SAME_IN_VIETNAMESE = new Set(['Email', 'SSO', 'Zalo', 'Google', 'PDF', 'CSV', 'QR', 'ID', 'OK']);
/** The product spec's own title of the page an unknown address shows. */
const SPEC_WORDING = new Set(['Not Found']);

export const ENGLISH_DEFAULTS = [
    ...new Set([
        ...MUI_DEFAULTS,
        ...leaves(englishMessages as Tree)
            .filter((text) => !text.includes('%{') && /\p{L}{2,}/u.test(text))
            .flatMap((text) => text.split('||||').map((part) => part.trim())),
    ]),
    // Leaflet's zoom buttons (their title and aria-label)
    'Zoom in',
    'Zoom out',
].filter((text) => !SAME_IN_VIETNAMESE.has(text) && !SPEC_WORDING.has(text));

/** Phrases that give English away inside a longer text. */
const ENGLISH_PHRASES =
    /\b(Rows per page|Go to (first|last|next|previous) page|Sorted (ascending|descending)|No options|No data to display|Show path)\b|^\d+[–-]\d+ of \d+$/;

/**
 * Every English default on the page: text nodes (visible or visually hidden, both reach the user)
 * and the aria-label, title, placeholder and alt attributes, as `where: text`.
 */
export async function englishLeftovers(page: Page): Promise<string[]> {
    return page.evaluate(
        ({ defaults, phrases }) => {
            const known = new Set(defaults);
            const phrase = new RegExp(phrases);
            const found = new Set<string>();
            const check = (where: string, raw: string | null) => {
                const text = (raw ?? '').replace(/\s+/g, ' ').trim();
                if (text && (known.has(text) || phrase.test(text))) found.add(`${where}: ${text}`);
            };
            const root = document.body;
            const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                const parent = node.parentElement;
                if (!parent || parent.closest('script, style, noscript')) continue;
                check(`text in <${parent.tagName.toLowerCase()}>`, node.textContent);
            }
            for (const element of root.querySelectorAll(
                '[aria-label], [title], [placeholder], [alt], [aria-valuetext]',
            )) {
                for (const name of ['aria-label', 'title', 'placeholder', 'alt', 'aria-valuetext'])
                    if (element.hasAttribute(name))
                        check(`${name} of <${element.tagName.toLowerCase()}>`, element.getAttribute(name));
            }
            // The page's title too.
            check('document title', document.title);
            return [...found];
        },
        { defaults: ENGLISH_DEFAULTS, phrases: ENGLISH_PHRASES.source },
    );
}
