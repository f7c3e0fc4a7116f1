import { readFileSync } from 'node:fs';
import { fromJsdom, needsOf } from './styleRules';

/**
 * jsdom works out an element's declared style (its `getComputedStyle`, role queries' visibility,
 * MUI's autosizing text fields) by walking every rule of every style sheet of the page, its own
 * default sheet included, for the element and, for inherited properties, for each of its ancestors.
 * With MUI's rules in the page, computed styles took 8.6 s of the jsdom files' processor time
 * (5.1–5.3 s with this index and the cache below), although an element can match only the few
 * rules whose selectors end in its tag, its id or one of its classes. Browsers look rules up by
 * those; this does the same for jsdom's walk: each element's declaration is built from the rules of
 * its buckets only, in the page's order, through jsdom's own selector matching and its own way of
 * adding properties. The result is the same declaration as jsdom's (checked rule by rule on MUI's
 * components in ./styleRules.test.tsx).
 */

/** The parts of jsdom's objects this reads (its internal ones, the "impl" objects). */
interface Declaration {
    length: number;
    [index: number]: string;
    getPropertyValue(property: string): string;
    getPropertyPriority(property: string): string;
    setProperty(property: string, value: string, priority?: string): void;
    removeProperty(property: string): void;
}
interface Rule {
    selectorText?: string;
    style?: Declaration;
    media?: ArrayLike<string>;
    cssRules?: ArrayLike<Rule>;
    styleSheet?: { cssRules: ArrayLike<Rule> } | null;
    constructor: { name: string };
}
interface Sheet {
    cssRules: ArrayLike<Rule>;
}
interface ElementImpl {
    localName: string;
    style: Declaration & { cssText: string };
    getAttributeNS(namespace: null, name: string): string | null;
    _ownerDocument: DocumentImpl;
}
interface DocumentImpl {
    styleSheets: { _list: Sheet[] };
    _domSelector: {
        check(selector: string, element: ElementImpl): { match: boolean; pseudoElement: unknown };
    };
    _styleCache: StyleCache | null;
}
interface StyleCache {
    get(element: ElementImpl): Declaration | undefined;
    set(element: ElementImpl, declaration: Declaration): void;
}

/** A style rule of the page with its place in jsdom's walk and the selector jsdom matches with. */
interface Entry {
    /** A number of its own, for the declarations built from it. */
    id: number;
    /** Its sheet's place in the walk, its place in the sheet, its place in its @media rule. */
    place: number[];
    rule: Rule;
    selector: string;
}

const { CSSStyleDeclaration } = fromJsdom('cssstyle') as { CSSStyleDeclaration: new () => Declaration };
const cssom = fromJsdom('@acemir/cssom') as { parse(text: string): Sheet };

/** jsdom's default style sheet, parsed as jsdom parses it (it walks it before the page's sheets). */
const defaultSheet = cssom.parse(
    readFileSync(fromJsdom.resolve('./jsdom/browser/default-stylesheet.css'), 'utf8'),
);

/**
 * The style rules jsdom walks of one sheet from its rule `from` on, with their places: @media rules
 * for the screen and loaded @imports opened, as jsdom does.
 */
function walkedRules(sheet: Sheet, sheetIndex: number, from: number): Entry[] {
    const entries: Entry[] = [];
    const add = (rule: Rule, place: number[]) => {
        // jsdom's own workaround (cssstyle's issue 193): the selector is the text after any `;`.
        if (rule.selectorText)
            entries.push({ id: nextId++, place, rule, selector: rule.selectorText.split(';').pop()!.trim() });
    };
    const rules = sheet.cssRules;
    for (let i = from; i < rules.length; i++) {
        const rule = rules[i];
        const inner = (list: ArrayLike<Rule>) =>
            Array.from(list).forEach((innerRule, j) => add(innerRule, [sheetIndex, i, j]));
        if (!rule.media) add(rule, [sheetIndex, i, 0]);
        else if (rule.constructor.name === 'CSSImportRule') {
            if (rule.styleSheet && (rule.media.length === 0 || Array.from(rule.media).includes('screen')))
                inner(rule.styleSheet.cssRules);
        } else if (Array.from(rule.media).includes('screen')) inner(rule.cssRules ?? []);
    }
    return entries;
}

let nextId = 0;

const byPlace = (a: Entry, b: Entry) =>
    a.place[0] - b.place[0] || a.place[1] - b.place[1] || a.place[2] - b.place[2];

const bucketCache = new Map<string, string[]>();

/** The buckets a rule is looked up by: one per selector of its list ('*' when it cannot be read). */
function bucketsOf(selector: string): string[] {
    const known = bucketCache.get(selector);
    if (known) return known;
    const needs = needsOf(selector);
    const buckets = needs
        ? [
              ...new Set(
                  needs.map(({ id, classes, tag }) =>
                      id !== null ? `#${id}` : classes.length ? `.${classes[0]}` : tag !== null ? tag : '*',
                  ),
              ),
          ]
        : ['*'];
    bucketCache.set(selector, buckets);
    return buckets;
}

/**
 * The page's rules by bucket. MUI's rules are added at the end of their sheet (emotion's
 * `insertRule`): those are added to the index; any other change to the sheets builds it again.
 */
export class RuleIndex {
    private sheets: Sheet[] = [];
    private lengths: number[] = [];
    private lastRules: (Rule | undefined)[] = [];
    private buckets = new Map<string, Entry[]>();
    /** The last entry added, and whether an entry came before one added earlier. */
    private last: Entry | null = null;
    private unordered = false;
    /** The declarations built, by the rules they were built from and the inline style. */
    readonly built = new Map<string, Declaration>();

    private add(entries: Entry[]) {
        for (const entry of entries) {
            if (this.last && byPlace(this.last, entry) > 0) this.unordered = true;
            this.last = entry;
            for (const bucket of bucketsOf(entry.selector)) {
                const list = this.buckets.get(bucket);
                if (list) list.push(entry);
                else this.buckets.set(bucket, [entry]);
            }
        }
    }

    private current(document: DocumentImpl) {
        const list = document.styleSheets._list;
        const count = list.length + 1;
        const sheetAt = (i: number) => (i === 0 ? defaultSheet : list[i - 1]);
        let appendOnly = count === this.sheets.length;
        for (let i = 0; appendOnly && i < count; i++) {
            const sheet = sheetAt(i);
            const length = this.lengths[i];
            appendOnly =
                sheet === this.sheets[i] &&
                sheet.cssRules.length >= length &&
                (length === 0 || sheet.cssRules[length - 1] === this.lastRules[i]);
        }
        if (!appendOnly) {
            this.sheets = Array.from({ length: count }, (_, i) => sheetAt(i));
            this.lengths = this.sheets.map(() => 0);
            this.buckets = new Map();
            this.built.clear();
            this.last = null;
        }
        for (let i = 0; i < count; i++) {
            const sheet = this.sheets[i];
            if (sheet.cssRules.length === this.lengths[i]) continue;
            this.add(walkedRules(sheet, i, this.lengths[i]));
            this.lengths[i] = sheet.cssRules.length;
            this.lastRules[i] = sheet.cssRules[sheet.cssRules.length - 1];
        }
        // Rules added to a sheet before the last one come before the last one's in jsdom's walk.
        if (this.unordered) for (const entries of this.buckets.values()) entries.sort(byPlace);
        this.unordered = false;
        return this.buckets;
    }

    /** The rules that may apply to the element, in jsdom's order. */
    candidates(element: ElementImpl): Entry[] {
        const buckets = this.current(element._ownerDocument);
        const lists: Entry[][] = [];
        const take = (key: string) => {
            const list = buckets.get(key);
            if (list && !lists.includes(list)) lists.push(list);
        };
        take('*');
        take(element.localName.toLowerCase());
        const id = element.getAttributeNS(null, 'id');
        if (id) take(`#${id}`);
        for (const name of (element.getAttributeNS(null, 'class') ?? '').split(/\s+/))
            if (name) take(`.${name}`);
        if (lists.length === 1) return lists[0];
        // A rule of several selectors may sit in several of the element's buckets: it is taken once.
        return [...new Set(lists.flat())].sort(byPlace);
    }
}

/** jsdom's test of a rule against an element (`matches` in its style-rules.js). */
function matches(entry: Entry, element: ElementImpl) {
    try {
        const { match, pseudoElement } = element._ownerDocument._domSelector.check(entry.selector, element);
        return !pseudoElement && match;
    } catch {
        return false;
    }
}

/**
 * The element's declared style, as jsdom's `getDeclarationForElement` builds it. Adding each
 * property to a declaration is most of the cost (jsdom parses every value): elements that match
 * the same rules and have the same inline style share one declaration, which jsdom only reads.
 * (A rule whose declarations are changed in place, through CSSOM's `rule.style`, would keep its
 * earlier ones here until the sheets change otherwise: no code of the console or of MUI does that.)
 */
export function declarationOf(index: RuleIndex, element: ElementImpl): Declaration {
    const matched = index.candidates(element).filter((entry) => entry.rule.style && matches(entry, element));
    const key = `${matched.map((entry) => entry.id).join(',')}|${element.style.cssText}`;
    const known = index.built.get(key);
    if (known) return known;
    const declaration = new CSSStyleDeclaration();
    const add = (style: Declaration, property: string) => {
        const value = style.getPropertyValue(property);
        if (value === 'unset') declaration.removeProperty(property);
        else declaration.setProperty(property, value, style.getPropertyPriority(property));
    };
    for (const { rule } of matched)
        for (const property of Array.from(rule.style!)) add(rule.style!, property);
    for (const property of Array.from(element.style)) add(element.style, property);
    index.built.set(key, declaration);
    return declaration;
}

const jsdomCompute = new WeakMap<Window, Window['getComputedStyle']>();

/**
 * Gives the document a style cache that builds a missing declaration from the rule index. jsdom
 * asks its cache first (`_styleCache.get`) and drops the cache (sets it to null) whenever the page
 * changes; both still happen, through this property.
 */
export function indexStyleRules(document: Document) {
    const { implForWrapper } = fromJsdom('./jsdom/living/generated/utils.js') as {
        implForWrapper: (wrapper: object) => DocumentImpl | null;
    };
    const impl = implForWrapper(document);
    if (!impl || Object.getOwnPropertyDescriptor(impl, '_styleCache')?.get) return;
    const index = new RuleIndex();
    let declarations = new WeakMap<ElementImpl, Declaration>();
    // The computed styles themselves, kept as long as the declarations they are made of: jsdom
    // computes one afresh for each call, and a role query asks again for every ancestor of every
    // element it looks at, with nothing changed in between.
    const window = document.defaultView!;
    // jsdom's own, kept once per window (an index put in again wraps jsdom's, not the last wrapper).
    const compute = jsdomCompute.get(window) ?? window.getComputedStyle.bind(window);
    jsdomCompute.set(window, compute);
    let computed = new WeakMap<Element, CSSStyleDeclaration>();
    window.getComputedStyle = (element, pseudoElement) => {
        if (pseudoElement) return compute(element, pseudoElement);
        let style = computed.get(element);
        if (!style) computed.set(element, (style = compute(element)));
        return style;
    };
    const cache: StyleCache = {
        get(element) {
            let declaration = declarations.get(element);
            if (!declaration) declarations.set(element, (declaration = declarationOf(index, element)));
            return declaration;
        },
        set(element, declaration) {
            declarations.set(element, declaration);
        },
    };
    Object.defineProperty(impl, '_styleCache', {
        configurable: true,
        get: () => cache,
        set: () => {
            declarations = new WeakMap();
            computed = new WeakMap();
        },
    });
}
