import { menuSections, type PageGroup, type PageRoute, type Resource } from './kit';

/** A part of the route table: a list of pages, a resource's screens, or a feature's other pages. */
export type Part = PageRoute[] | Resource | PageGroup;

/** A resource's screens, as against a list of pages. */
export const isResource = (part: Part): part is Resource => !Array.isArray(part) && 'screens' in part;

/** The routes of a part, in order. */
export const routesOf = (part: Part): PageRoute[] => (Array.isArray(part) ? part : part.routes);

/** A part's menu entry: a resource's own, or the first of its pages that has one. */
const menuOf = (part: Part) =>
    isResource(part) ? part.menu : routesOf(part).find((route) => route.menu)?.menu;

/** The entry a part follows: its menu entry's `after`, or a menu-less page group's own. */
const afterOf = (part: Part) => {
    const menu = menuOf(part);
    if (menu) return menu.after;
    return Array.isArray(part) || isResource(part) ? undefined : part.after;
};

/** The resources a part's menu entries are for (a resource stands for itself, with or without one). */
const menuResources = (part: Part): string[] =>
    isResource(part)
        ? [part.name]
        : routesOf(part).flatMap((route) => (route.menu && route.access ? [route.access.resource] : []));

/** The rank of a part's menu section (menuSections' order), -1 without a menu entry. */
const sectionRank = (part: Part) => {
    const menu = menuOf(part);
    return menu ? menuSections.indexOf(menu.section) : -1;
};

/** Where `part` goes in `placed`: an index to insert it at. */
function placeOf(placed: readonly Part[], part: Part): number {
    const menu = menuOf(part);
    const after = afterOf(part);
    if (after) {
        const followed = placed.findIndex((other) => menuResources(other).includes(after));
        if (followed >= 0) return followed + 1;
    }
    if (!menu) return placed.length;
    const rank = menuSections.indexOf(menu.section);
    const inSection = placed.flatMap((other, i) => (sectionRank(other) === rank ? [i] : []));
    if (inSection.length) return menu.first ? inSection[0] : inSection[inSection.length - 1] + 1;
    // The section's first entry: before the parts of the sections after it.
    const later = placed.findIndex((other) => sectionRank(other) > rank);
    return later >= 0 ? later : placed.length;
}

/**
 * The route table's own parts (already in order) with the features' parts placed in it, each where
 * its menu entry says: right after the part of the entry its `menu.after` names, before the first
 * entry of its section (`menu.first`), else at its section's end (a section still empty: before
 * the later sections' entries). A menu-less page group follows the part its `after` names; any
 * other part without an entry goes at the end. A part waits until the entry it follows is placed,
 * so a feature may follow the entry of a feature listed after it; the others go in the list's order.
 */
export function placeParts(table: readonly Part[], features: readonly Part[]): Part[] {
    const placed = [...table];
    const waiting = [...features];
    const present = (resource: string) => placed.some((part) => menuResources(part).includes(resource));
    while (waiting.length) {
        const ready = waiting.findIndex((part) => {
            const after = afterOf(part);
            return !after || present(after);
        });
        // An entry that follows none there is (features.test fails on it) goes by the list.
        const [part] = waiting.splice(Math.max(ready, 0), 1);
        placed.splice(placeOf(placed, part), 0, part);
    }
    return placed;
}
