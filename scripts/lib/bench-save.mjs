// The bench's save row (lib/bench-real-api.mjs runs it): the main-thread work of saving an ordinary
// form against the reference server, from the click on "Lưu" to the record's page showing what was
// saved, read from Chromium's own counters (Performance.getMetrics: TaskDuration is the main
// thread's busy time), with a CPU profile and a trace of further saves summed by function (self
// time) and by kind of work, so that the output says where the time goes. The figure is the best of
// a few saves (the first one also loads the record page's code).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { scaled } from './bench-timing.mjs';
import { traceMainThread } from './bench-trace.mjs';

export const TARGET_SAVE_MS = 300;
const RUNS = 3;

const metric = async (cdp, name) =>
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === name)?.value ?? 0;

/** Where a minified position comes from: its package (or the console's own folder) and function. */
function sourceReader(dir) {
    const maps = new Map();
    const consumer = (file) => {
        if (!maps.has(file)) {
            const path = join(dir, 'assets', `${file}.map`);
            maps.set(
                file,
                existsSync(path) ? new SourceMapConsumer(JSON.parse(readFileSync(path, 'utf8'))) : null,
            );
        }
        return maps.get(file);
    };
    return (frame) => {
        const file = frame.url ? frame.url.split('/').pop().split('?')[0] : '';
        let found = null;
        try {
            if (file && frame.lineNumber >= 0 && frame.columnNumber >= 0)
                found = consumer(file)?.originalPositionFor({
                    line: frame.lineNumber + 1,
                    column: frame.columnNumber,
                });
        } catch {
            // A position the map does not cover: named by its file.
        }
        const source = found?.source ?? '';
        const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
        const place = inPackage
            ? inPackage[1]
            : source
              ? source.replace(/^.*?\/src\//, 'src/').replace(/\/[^/]+$/, '')
              : file || '(browser)';
        const name = found?.name || frame.functionName || '(anonymous)';
        return {
            place,
            name: `${name} (${source ? source.replace(/^.*node_modules\//, '').replace(/^.*?\/src\//, 'src/') : file})`,
        };
    };
}

/** Self time (ms) by package and by function of a CPU profile, the largest first. */
function hotspots(profile, where) {
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const places = new Map();
    const names = new Map();
    const deltas = profile.timeDeltas ?? [];
    profile.samples.forEach((id, index) => {
        const frame = byId.get(id)?.callFrame;
        if (!frame || /^\((idle|program)\)$/.test(frame.functionName)) return;
        const ms = (deltas[index] ?? 0) / 1000;
        const { place, name } =
            /^\(/.test(frame.functionName) || !frame.url
                ? { place: frame.functionName || '(native)', name: frame.functionName || '(native)' }
                : where(frame);
        places.set(place, (places.get(place) ?? 0) + ms);
        names.set(name, (names.get(name) ?? 0) + ms);
    });
    const top = (map, count) =>
        [...map]
            .sort((a, b) => b[1] - a[1])
            .slice(0, count)
            .map(([name, ms]) => ({ name, ms }));
    return { places: top(places, 8), functions: top(names, 6) };
}

/** Opens the partner's form, changes its note and saves it: `during` runs around the click and the wait. */
async function saveOnce(page, url, id, mark, during) {
    await page.goto(`${url}/partner/edit/${id}`);
    const note = page.getByLabel('Ghi chú');
    await note.waitFor({ timeout: scaled(60_000) });
    // A note no earlier save wrote: the record's page shows it once it shows the saved record.
    const text = `Ghi chú ${mark} ${Date.now()}`;
    await note.fill(text);
    return during(async () => {
        await page.getByRole('button', { name: 'Lưu' }).click();
        await page.waitForURL(new RegExp(`/partner/detail/${id}$`), { timeout: scaled(60_000) });
        await page.getByText(text).waitFor({ timeout: scaled(60_000) });
    });
}

/**
 * Saves the partner `id` RUNS times on `url` (signed in): the best main-thread time. The measured
 * saves run without a profiler or a trace: sampling the stack every 200 µs, and handing the profile
 * over when it stops, are main-thread work of their own that the counters would add to the save's.
 * One more save is profiled (where the script time goes) and one traced (the main thread's work by
 * kind); neither is among the measured ones.
 */
export async function measureSave(page, url, dir, id = 1) {
    const where = sourceReader(dir);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    const counters = async () => ({
        task: await metric(cdp, 'TaskDuration'),
        script: await metric(cdp, 'ScriptDuration'),
        layout: (await metric(cdp, 'LayoutDuration')) + (await metric(cdp, 'RecalcStyleDuration')),
    });
    const runs = [];
    for (let run = 0; run < RUNS; run++)
        await saveOnce(page, url, id, `lần lưu ${run + 1} lúc`, async (save) => {
            const before = await counters();
            await save();
            const after = await counters();
            runs.push({
                cpuMs: (after.task - before.task) * 1000,
                scriptMs: (after.script - before.script) * 1000,
                layoutMs: (after.layout - before.layout) * 1000,
            });
        });
    runs.sort((a, b) => a.cpuMs - b.cpuMs);
    // One save profiled: self time by package and by function.
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    const top = await saveOnce(page, url, id, 'lần lưu có hồ sơ', async (save) => {
        const before = await metric(cdp, 'TaskDuration');
        await cdp.send('Profiler.start');
        await save();
        const { profile } = await cdp.send('Profiler.stop');
        // What the same counters say with the profiler on (its own work included), for comparison.
        return { ...hotspots(profile, where), cpuMs: ((await metric(cdp, 'TaskDuration')) - before) * 1000 };
    });
    await cdp.detach();
    // One save traced: the main thread's work by kind.
    const traced = await saveOnce(page, url, id, 'lần lưu có vết', async (save) => {
        const stop = await traceMainThread(page);
        await save();
        return stop();
    });
    return { best: runs[0], all: runs.map((r) => Math.round(r.cpuMs)), top, traced };
}

/** The report's lines for one layout. */
export function saveLines(layout, { best, all, top, traced }) {
    const ok = best.cpuMs <= TARGET_SAVE_MS;
    return [
        `  save of a partner's form (${layout}), main-thread work from "Lưu" to the saved record's page: best ${Math.round(best.cpuMs)} ms of ${all.join(' / ')} (script ${Math.round(best.scriptMs)} ms, style+layout ${Math.round(best.layoutMs)} ms)  target <= ${TARGET_SAVE_MS} ms  ${ok ? 'OK' : 'MISSED'}`,
        `    a profiled save (not measured: ${Math.round(top.cpuMs)} ms with the profiler's own work), self time by package or folder: ${top.places.map((t) => `${t.name} ${t.ms.toFixed(0)} ms`).join('; ')}`,
        `    by function: ${top.functions.map((t) => `${t.name} ${t.ms.toFixed(0)} ms`).join('; ')}`,
        `    a traced save, main thread busy ${Math.round(traced.busyMs)} ms, by kind: ${traced.kinds
            .slice(0, 12)
            .map((k) => `${k.name} ${k.ms.toFixed(0)} ms`)
            .join('; ')}`,
    ];
}
