// How long the bench waits. A fixed piece of work is timed against its usual 40 ms on an idle
// 2-core machine; every wait scales with how much slower the machine is right now, so that a busy
// machine measures late instead of failing.
function slowdown() {
    const started = performance.now();
    let x = 0;
    for (let i = 0; i < 2e7; i++) x = (x + i * 7) % 1_000_003;
    const took = performance.now() - started + (x < 0 ? 1 : 0);
    return Math.min(20, Math.max(1, took / 40));
}

/** How much slower than an idle 2-core machine this one is right now (1 to 20). */
export const SLOWDOWN = slowdown();

/** `ms` on an idle machine, scaled to this one. */
export const scaled = (ms) => Math.round(ms * SLOWDOWN);

/** The longest wait for a page or an answer. */
export const TIMEOUT = scaled(30_000);

/** A browser context (or page) whose actions and navigations wait up to TIMEOUT, not Playwright's fixed 30 s. */
export function timed(target) {
    target.setDefaultTimeout(TIMEOUT);
    target.setDefaultNavigationTimeout(TIMEOUT);
    return target;
}
