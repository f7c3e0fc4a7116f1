import { useLocation } from 'react-router';
import { memoryStore, useMemoryStore } from '../providers/memoryStore';

/*
 * The router shows the next page once its code and words have arrived, keeping the previous page on
 * screen meanwhile (its change is a transition): for that moment the address is already the next
 * page's while the page shown is still the previous one. What is typed or clicked on it then lands
 * on a page about to go (the list's search box instead of the new form's first field).
 */

/** What is followed of the console's data router. */
interface Followed {
    state: { location: { pathname: string } };
    subscribe: (listener: (state: { location: { pathname: string } }) => void) => () => void;
}

/** The path of the address, as soon as the router moves to it. */
const address = memoryStore<string | null>(null);

/** Follows the router's address from now on (App.tsx); the function returned stops following it. */
export function followAddress(router: Followed) {
    address.set(router.state.location.pathname);
    const stop = router.subscribe(({ location }) => address.set(location.pathname));
    return () => {
        stop();
        address.set(null);
    };
}

/**
 * The page shown is leaving: the address is another page's, still loading. A store's change
 * renders at once (not in the router's transition), so the page is marked before anything more is
 * typed into it.
 */
export function usePageLeaving() {
    const { pathname } = useLocation();
    const next = useMemoryStore(address);
    return next !== null && next !== pathname;
}
