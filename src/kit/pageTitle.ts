import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useCurrentRoute } from '../routes/currentRoute';
import { memoryStore, useMemoryStore } from '../providers/memoryStore';
import type { Crumb } from './trail';

/**
 * A page may name itself (a record's name); otherwise its route's title is used. The breadcrumb
 * (Breadcrumb.tsx) belongs to the shell: it stays out of the first page's download, and so do the
 * screens' paths its links lead to (routes/screenPaths.ts, with every feature's declaration).
 */
const override = memoryStore<string | null>(null);
export const useOverride = () => useMemoryStore(override);

/** Sets the document title (and the last breadcrumb) from a page. */
export function usePageTitle(title: string | null | undefined) {
    useEffect(() => {
        if (!title) return;
        override.set(title);
        return () => override.set(null);
    }, [title]);
}

const verbKey = {
    list: null,
    create: 'ra.action.create',
    edit: 'ra.action.edit',
    show: 'ra.action.show',
} as const;

export type { Crumb } from './trail';

export function useCrumbs(): Crumb[] {
    const translate = useTranslate();
    const route = useCurrentRoute();
    if (!route) return [];
    if (route.screen) {
        const { resource, verb } = route.screen;
        const crumbs: Crumb[] = [
            { label: translate(`xts.menu.items.${resource}`, { _: resource }), resource },
        ];
        const key = verbKey[verb];
        if (key) crumbs.push({ label: translate(key) });
        return crumbs;
    }
    return route.title ? [{ label: translate(route.title) }] : [];
}
