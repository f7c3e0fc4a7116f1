import { createContext, useContext } from 'react';
import type { PageRoute } from './kit';

/**
 * The route of the page shown, or undefined for an unknown address (Not Found). Provided where the
 * routes are mounted (App.tsx), so that the shell and the pages' frame (guard, title, breadcrumb)
 * read it without importing the route table, which loads every page.
 */
export const CurrentRouteContext = createContext<PageRoute | undefined>(undefined);

export const useCurrentRoute = (): PageRoute | undefined => useContext(CurrentRouteContext);
