import type { ResourceName } from '../features/resourceNames';

export interface Crumb {
    label: string;
    /** The resource whose list the crumb leads to (the breadcrumb links it). */
    resource?: ResourceName;
}

/**
 * The trail shown: the route's crumbs, the last one named by the page when it names itself, and
 * each level named once. A page that names itself as its resource does ("In tem" on the print
 * batches' create page) keeps the verb ("Trang chủ / In tem / Tạo mới", not "In tem / In tem").
 */
export function trailOf(crumbs: Crumb[], title: string | null, home: string): Crumb[] {
    const named = title && crumbs.length > 1 ? [...crumbs.slice(0, -1), { label: title }] : crumbs;
    const trail: Crumb[] = [];
    named.forEach((crumb, index) => {
        const before = trail.at(-1)?.label ?? home;
        if (crumb.label !== before) trail.push(crumb);
        else if (crumbs[index].label !== before) trail.push(crumbs[index]);
    });
    return trail;
}
