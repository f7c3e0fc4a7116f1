/**
 * A form with unsaved changes asks before the page unloads (react-admin's warnWhenUnsavedChanges
 * adds a `beforeunload` listener). When the console itself leaves the page once the work is safe
 * (saved, or kept as a draft to fill in after signing in again), that question is wrong:
 * `leavePage` goes without it. A capturing listener on window runs before the form's own one.
 */
let leaving = false;

window.addEventListener(
    'beforeunload',
    (event) => {
        if (leaving) event.stopImmediatePropagation();
    },
    { capture: true },
);
// A page restored from the back/forward cache is a page again: its forms may ask again.
window.addEventListener('pageshow', () => {
    leaving = false;
});

/** Loads `url` in this tab without the unsaved-changes prompt of the page being left. */
export function leavePage(url: string) {
    leaving = true;
    window.location.assign(url);
}
