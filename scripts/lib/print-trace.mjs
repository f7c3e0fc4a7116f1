// What the main thread of the print page does in its long tasks, from a Chromium trace
// (lib/print-browser.mjs with BENCH_PRINT_TRACE): each task over 50 ms with its trace events by kind
// (timer, message, script, style, layout, GC…) and the JavaScript functions the CPU profile saw in
// it, by self time and by total time.

const KINDS = new Set([
    'FunctionCall',
    'TimerFire',
    'EventDispatch',
    'FireAnimationFrame',
    'ParseHTML',
    'EvaluateScript',
    'v8.compile',
    'v8.compileModule',
    'RunMicrotasks',
    'Layout',
    'UpdateLayoutTree',
    'PrePaint',
    'Paint',
    'MajorGC',
    'MinorGC',
    'V8.GC_MARK_COMPACTOR',
    'V8.GC_SCAVENGER',
    'BlobRegistry::Register',
    'HandlePostMessage',
    'ResourceReceivedData',
    'ResourceFinish',
]);

const short = (url = '') => url.replace(/^.*\/assets\//, '').replace(/^https?:\/\/[^/]+/, '');

function labelOf(event) {
    const data = event.args?.data ?? {};
    if (event.name === 'FunctionCall') return `FunctionCall ${data.functionName || '?'} ${short(data.url)}`;
    if (event.name === 'EventDispatch') return `EventDispatch ${data.type}`;
    return event.name;
}

/** Samples of every CPU profile in the trace: { pid, tid, at (µs), stack (frames, leaf first) }. */
function samplesOf(events) {
    const profiles = new Map();
    for (const event of events) {
        if (event.name === 'Profile')
            profiles.set(`${event.pid}:${event.id}`, {
                pid: event.pid,
                tid: event.tid,
                at: event.args.data.startTime,
                nodes: new Map(),
                samples: [],
            });
        if (event.name !== 'ProfileChunk') continue;
        const profile = profiles.get(`${event.pid}:${event.id}`);
        if (!profile) continue;
        const chunk = event.args.data.cpuProfile ?? {};
        for (const node of chunk.nodes ?? []) profile.nodes.set(node.id, node);
        const deltas = event.args.data.timeDeltas ?? [];
        (chunk.samples ?? []).forEach((id, i) => {
            const delta = deltas[i] ?? 0;
            profile.at += delta;
            // A sample stands for the time since the one before it.
            profile.samples.push({ id, at: profile.at, took: delta });
        });
    }
    const out = [];
    for (const profile of profiles.values())
        for (const sample of profile.samples) {
            const stack = [];
            for (let node = profile.nodes.get(sample.id); node; node = profile.nodes.get(node.parent)) {
                const frame = node.callFrame;
                if (frame.functionName === '(root)') break;
                stack.push(
                    `${frame.functionName || '(anonymous)'} ${short(frame.url)}:${frame.lineNumber + 1}`,
                );
            }
            out.push({ pid: profile.pid, tid: profile.tid, at: sample.at, took: sample.took, stack });
        }
    return out.sort((a, b) => a.at - b.at);
}

const top = (map, n) =>
    [...map.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([name, us]) => `${(us / 1000).toFixed(0).padStart(5)} ms  ${name}`);

export function attribute(trace, threshold = 50) {
    const events = trace.traceEvents ?? trace;
    const mains = new Set(
        events
            .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
            .map((e) => `${e.pid}:${e.tid}`),
    );
    const tasks = events
        .filter(
            (e) =>
                e.ph === 'X' &&
                (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') &&
                mains.has(`${e.pid}:${e.tid}`) &&
                e.dur > threshold * 1000,
        )
        .sort((a, b) => a.ts - b.ts);
    const samples = samplesOf(events);
    console.log(`  Long main-thread tasks in the trace (over ${threshold} ms): ${tasks.length}`);
    const overall = new Map();
    for (const task of tasks) {
        const end = task.ts + task.dur;
        const kinds = new Map();
        for (const e of events)
            if (
                e.ph === 'X' &&
                e.pid === task.pid &&
                e.tid === task.tid &&
                e.ts >= task.ts &&
                e.ts < end &&
                KINDS.has(e.name)
            ) {
                const label = labelOf(e);
                kinds.set(label, (kinds.get(label) ?? 0) + (e.dur ?? 0));
            }
        const self = new Map();
        const total = new Map();
        for (const s of samples) {
            if (s.pid !== task.pid || s.tid !== task.tid || s.at < task.ts || s.at >= end || !s.stack.length)
                continue;
            self.set(s.stack[0], (self.get(s.stack[0]) ?? 0) + s.took);
            for (const frame of new Set(s.stack)) total.set(frame, (total.get(frame) ?? 0) + s.took);
            overall.set(s.stack[0], (overall.get(s.stack[0]) ?? 0) + s.took);
        }
        console.log(
            `  task of ${(task.dur / 1000).toFixed(0)} ms at ${((task.ts - tasks[0].ts) / 1e6).toFixed(2)} s`,
        );
        for (const line of top(kinds, 6)) console.log(`      ${line}`);
        console.log('    self:');
        for (const line of top(self, 6)) console.log(`      ${line}`);
        console.log('    total:');
        for (const line of top(total, 10)) console.log(`      ${line}`);
    }
    console.log('  Self time over all long tasks:');
    for (const line of top(overall, 15)) console.log(`    ${line}`);
}

// Run alone on a saved trace: node scripts/lib/print-trace.mjs trace.json [threshold ms]
if (process.argv[1] === import.meta.filename) {
    const { readFileSync } = await import('node:fs');
    attribute(JSON.parse(readFileSync(process.argv[2], 'utf8')), Number(process.argv[3] || 50));
}
