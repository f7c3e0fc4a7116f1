// The main thread of a page during one span, by kind of work: a Chromium trace (devtools timeline
// categories) summed by event name as self time (an event's time less its children's), so that the
// time Performance.getMetrics counts outside scripts and layout (paint, compile, GC, tasks of the
// browser) is named too. Used by the save row (lib/bench-save.mjs) on a run of its own: tracing
// adds work, so the traced run is not one of the measured ones.

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink'];

/** Starts a trace of `page`; the returned function stops it and gives the main thread's kinds of work. */
export async function traceMainThread(page) {
    const browser = page.context().browser();
    await browser.startTracing(page, { categories: CATEGORIES });
    return async () => kinds(JSON.parse((await browser.stopTracing()).toString()));
}

function kinds(trace) {
    const events = trace.traceEvents ?? trace;
    const main = events.find(
        (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
    );
    if (!main) return { busyMs: 0, kinds: [] };
    // Complete events of the main thread, outermost first where they start together.
    const spans = events
        .filter((e) => e.ph === 'X' && e.pid === main.pid && e.tid === main.tid && e.dur > 0)
        .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    const self = new Map();
    const stack = [];
    let busy = 0;
    for (const event of spans) {
        while (stack.length && stack.at(-1).end <= event.ts) stack.pop();
        const parent = stack.at(-1);
        if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - event.dur);
        else busy += event.dur;
        self.set(event.name, (self.get(event.name) ?? 0) + event.dur);
        stack.push({ name: event.name, end: event.ts + event.dur });
    }
    return {
        busyMs: busy / 1000,
        kinds: [...self]
            .map(([name, us]) => ({ name, ms: us / 1000 }))
            .filter((kind) => kind.ms >= 1)
            .sort((a, b) => b.ms - a.ms),
    };
}
