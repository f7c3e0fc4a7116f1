import { createRequire } from 'node:module';

/**
 * jsdom computes an element's style (getComputedStyle: role queries, MUI's autosizing text fields)
 * by testing every style rule of the page against the element and each of its ancestors, through
 * its selector engine's `check`: computed styles were about a sixth of the component tests' time,
 * half of it in `check`, most of that for rules that could not match. A rule applies to an element
 * only if the last compound of one of its selectors does, and for most rules that compound names a
 * class, a tag or an id the element can be seen at once not to have (MUI's `.css-1x2y3z`, the
 * default sheet's `address, blockquote, …`). `check` is given those answers without the engine;
 * every other selector, and every rule the element could match, still goes through the engine.
 */

/** What an element must have for the last compound of one selector of a list to match it. */
interface Needs {
    tag: string | null;
    id: string | null;
    classes: string[];
}

/** A character of a name (class, id, tag, pseudo-class). */
const NAME = /[\w\u0080-\uffff-]/;

/** The index just past the bracket or parenthesis that closes the one at `at`, quotes skipped. */
function skipGroup(text: string, at: number): number {
    const closing: string[] = [];
    for (let i = at; i < text.length; i++) {
        const c = text[i];
        if (c === '"' || c === "'") i = text.indexOf(c, i + 1);
        else if (c === '(' || c === '[') closing.push(c === '(' ? ')' : ']');
        else if (c === closing.at(-1)) {
            closing.pop();
            if (!closing.length) return i + 1;
        }
        if (i < 0) break;
    }
    return -1;
}

/** The text's parts between its top-level occurrences of `split` (brackets, parentheses and quotes kept whole). */
function topLevel(text: string, split: RegExp): string[] {
    const parts: string[] = [];
    let start = 0;
    for (let i = 0; i < text.length; i++) {
        const c = text[i];
        if (c === '(' || c === '[') {
            const end = skipGroup(text, i);
            if (end < 0) return [];
            i = end - 1;
        } else if (c === '"' || c === "'") return [];
        else if (split.test(c)) {
            parts.push(text.slice(start, i));
            start = i + 1;
        }
    }
    parts.push(text.slice(start));
    return parts;
}

/** What the compound requires that can be read at once: its tag, classes and id; null when unread. */
function compoundNeeds(compound: string): Needs | null {
    const needs: Needs = { tag: null, id: null, classes: [] };
    const name = (from: number) => {
        let end = from;
        while (end < compound.length && NAME.test(compound[end])) end++;
        return compound.slice(from, end);
    };
    let i = 0;
    if (compound[0] === '*') i = 1;
    else if (compound && NAME.test(compound[0])) {
        needs.tag = name(0).toLowerCase();
        i = needs.tag.length;
    }
    while (i < compound.length) {
        const c = compound[i];
        if (c === '.' || c === '#') {
            const value = name(i + 1);
            if (!value) return null;
            if (c === '.') needs.classes.push(value);
            else needs.id = value;
            i += 1 + value.length;
        } else if (c === '[') {
            i = skipGroup(compound, i);
            if (i < 0) return null;
        } else if (c === ':') {
            i += compound[i + 1] === ':' ? 2 : 1;
            const pseudo = name(i);
            if (!pseudo) return null;
            i += pseudo.length;
            if (compound[i] === '(') {
                i = skipGroup(compound, i);
                if (i < 0) return null;
            }
        } else return null;
    }
    return needs;
}

/**
 * The needs of each selector of the list (of the last compound of each), or null when the list is
 * not one read here (escapes, namespaces, nesting, anything unexpected): then the engine decides.
 */
export function needsOf(selectorList: string): Needs[] | null {
    if (/[\\|&]/.test(selectorList)) return null;
    const selectors = topLevel(selectorList, /,/);
    if (!selectors.length) return null;
    const needs: Needs[] = [];
    for (const selector of selectors) {
        const compounds = topLevel(selector.trim(), /[\s>+~]/).filter(Boolean);
        const last = compounds.length ? compoundNeeds(compounds[compounds.length - 1]) : null;
        if (!last) return null;
        needs.push(last);
    }
    return needs;
}

/** jsdom's element (its internal object, as `check` is given it). */
interface ElementLike {
    localName: string;
    getAttributeNS(namespace: null, name: string): string | null;
}

const has = (element: ElementLike, { tag, id, classes }: Needs) => {
    if (tag !== null && element.localName.toLowerCase() !== tag) return false;
    if (id !== null && element.getAttributeNS(null, 'id') !== id) return false;
    if (!classes.length) return true;
    const own = new Set((element.getAttributeNS(null, 'class') ?? '').split(/\s+/));
    return classes.every((name) => own.has(name));
};

type Check = (selector: string, element: ElementLike, options?: object) => unknown;

/** `require` from jsdom's own place: its internal modules, and the packages it uses, as it loads them. */
export const fromJsdom = createRequire(createRequire(import.meta.url).resolve('jsdom'));

const patched = new WeakSet<object>();
const cache = new Map<string, Needs[] | null>();

/** False only when no selector of the list can match the element (./styleRules.test.ts). */
export function mayMatch(selector: string, element: ElementLike) {
    let needs = cache.get(selector);
    if (needs === undefined) cache.set(selector, (needs = needsOf(selector)));
    return !needs || needs.some((need) => has(element, need));
}

/** Lets the page's selector engine skip the rules an element cannot match (once per page). */
export function quickStyleRules() {
    // Class names are case-blind in quirks mode, which the needs above do not read.
    if (document.compatMode !== 'CSS1Compat') return;
    const { implForWrapper } = fromJsdom('./jsdom/living/generated/utils.js') as {
        implForWrapper: (wrapper: object) => { _domSelector?: { check?: Check } } | null;
    };
    const engine = implForWrapper(document)?._domSelector;
    const check = engine?.check;
    if (!engine || !check || patched.has(engine)) return;
    patched.add(engine);
    engine.check = (selector, element, options) =>
        mayMatch(selector, element)
            ? check(selector, element, options)
            : { match: false, ast: null, pseudoElement: null };
}
