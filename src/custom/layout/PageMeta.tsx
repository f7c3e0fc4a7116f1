import { useEffect, useSyncExternalStore } from 'react';
import { Breadcrumbs, Link as MuiLink, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { findRoute, resourcePaths } from '../../routes';
import { useSession } from '../../providers/session';

/** A page may name itself (a record's name); otherwise its route's title is used. */
let override: string | null = null;
const listeners = new Set<() => void>();
const setOverride = (value: string | null) => {
    override = value;
    listeners.forEach((listener) => listener());
};
const useOverride = () =>
    useSyncExternalStore(
        (listener) => {
            listeners.add(listener);
            return () => listeners.delete(listener);
        },
        () => override,
        () => override,
    );

/** Sets the document title (and the last breadcrumb) from a page. */
export function usePageTitle(title: string | null | undefined) {
    useEffect(() => {
        if (!title) return;
        setOverride(title);
        return () => setOverride(null);
    }, [title]);
}

const verbKey = { list: null, create: 'ra.action.create', edit: 'ra.action.edit', show: 'ra.action.show' } as const;

interface Crumb {
    label: string;
    to?: string;
}

function useCrumbs(): Crumb[] {
    const translate = useTranslate();
    const { pathname } = useLocation();
    const route = findRoute(pathname);
    if (!route) return [];
    if (route.screen) {
        const { resource, verb } = route.screen;
        const listPath = resourcePaths[resource]?.list;
        const crumbs: Crumb[] = [{ label: translate(`xts.menu.items.${resource}`, { _: resource }), to: listPath }];
        const key = verbKey[verb];
        if (key) crumbs.push({ label: translate(key) });
        return crumbs;
    }
    return route.title ? [{ label: translate(route.title) }] : [];
}

/** Document title from the page (default 'Xác thực số') and the favicon from the business logo. */
export function DocumentMeta() {
    const translate = useTranslate();
    const crumbs = useCrumbs();
    const title = useOverride();
    const { current_biz } = useSession();
    const appTitle = translate('xts.app.title');
    const pageTitle = title ?? crumbs.map((c) => c.label).join(' – ');
    useEffect(() => {
        document.title = pageTitle ? `${pageTitle} | ${appTitle}` : appTitle;
    }, [pageTitle, appTitle]);
    useEffect(() => {
        const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
        if (link) link.href = current_biz?.biz_logo || '/favicon.svg';
    }, [current_biz?.biz_logo]);
    return null;
}

export function Breadcrumb() {
    const translate = useTranslate();
    const crumbs = useCrumbs();
    const title = useOverride();
    if (crumbs.length === 0) return null;
    const all = title && crumbs.length > 1 ? [...crumbs.slice(0, -1), { label: title }] : crumbs;
    return (
        <Breadcrumbs aria-label={translate('xts.breadcrumb.label')} sx={{ mb: 1, mt: 1 }}>
            <MuiLink component={Link} to="/dashboard" underline="hover" color="inherit">
                {translate('xts.breadcrumb.home')}
            </MuiLink>
            {all.map((crumb, index) =>
                crumb.to && index < all.length - 1 ? (
                    <MuiLink key={index} component={Link} to={crumb.to} underline="hover" color="inherit">
                        {crumb.label}
                    </MuiLink>
                ) : (
                    <Typography key={index} color="text.primary" aria-current={index === all.length - 1 ? 'page' : undefined}>
                        {crumb.label}
                    </Typography>
                ),
            )}
        </Breadcrumbs>
    );
}
