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
const RUNS = 5;

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

/** Main-thread work (ms) in a quarter of a second under which the page counts as quiet. */
const QUIET_MS = 10;

/**
 * Waits until the page's main thread is quiet. A person types for seconds before pressing "Lưu": what
 * the page's opening and the typing started (the record page's code loading ahead, the form's checks
 * and redraws) is over by then, and is not the save's work.
 */
async function settle(page, busyMs) {
    const deadline = Date.now() + scaled(10_000);
    let last = await busyMs();
    for (;;) {
        await page.waitForTimeout(250);
        const now = await busyMs();
        if (now - last < QUIET_MS || Date.now() > deadline) return;
        last = now;
    }
}

/**
 * Opens the partner's form, changes its note and saves it: `during` runs around the click and the
 * wait. As a person's would be, the click is the mouse's, at the button's place (found before): a
 * locator's click runs its own checks in the page first (the button's name among all the buttons, its
 * position held for two frames), page work that is the test tool's, not the save's. So is the wait:
 * a check of the page's text every 50 ms rather than the locator's search of every element.
 * `asBefore` saves as the bench did until then: locator click and wait, right after the typing.
 */
async function saveOnce(page, url, id, mark, busyMs, during, asBefore = false) {
    await page.goto(`${url}/partner/edit/${id}`);
    const note = page.getByLabel('Ghi chú');
    await note.waitFor({ timeout: scaled(60_000) });
    // A note no earlier save wrote: the record's page shows it once it shows the saved record.
    const text = `Ghi chú ${mark} ${Date.now()}`;
    await note.fill(text);
    const button = page.getByRole('button', { name: 'Lưu' });
    let box = null;
    if (!asBefore) {
        await button.scrollIntoViewIfNeeded();
        await settle(page, busyMs);
        box = await button.boundingBox();
    }
    return during(async () => {
        if (box) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
        else await button.click();
        await page.waitForURL(new RegExp(`/partner/detail/${id}$`), { timeout: scaled(60_000) });
        if (asBefore) await page.getByText(text).waitFor({ timeout: scaled(60_000) });
        else
            await page.waitForFunction((saved) => document.body.textContent.includes(saved), text, {
                polling: 50,
                timeout: scaled(60_000),
            });
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
    const busyMs = async () => (await metric(cdp, 'TaskDuration')) * 1000;
    const runs = [];
    for (let run = 0; run < RUNS; run++)
        await saveOnce(page, url, id, `lần lưu ${run + 1} lúc`, busyMs, async (save) => {
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
    // One save measured as before, for comparison in the same run.
    const asBefore = await saveOnce(
        page,
        url,
        id,
        'lần lưu như trước',
        busyMs,
        async (save) => {
            const before = await busyMs();
            await save();
            return (await busyMs()) - before;
        },
        true,
    );
    // One save profiled: self time by package and by function.
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    const top = await saveOnce(page, url, id, 'lần lưu có hồ sơ', busyMs, async (save) => {
        const before = await metric(cdp, 'TaskDuration');
        await cdp.send('Profiler.start');
        await save();
        const { profile } = await cdp.send('Profiler.stop');
        // What the same counters say with the profiler on (its own work included), for comparison.
        return { ...hotspots(profile, where), cpuMs: ((await metric(cdp, 'TaskDuration')) - before) * 1000 };
    });
    // One save traced: the main thread's work by kind.
    const traced = await saveOnce(page, url, id, 'lần lưu có vết', busyMs, async (save) => {
        const stop = await traceMainThread(page);
        await save();
        return stop();
    });
    await cdp.detach();
    return { best: runs[0], all: runs.map((r) => Math.round(r.cpuMs)), asBefore, top, traced };
}

/** The report's lines for one layout. */
export function saveLines(layout, { best, all, asBefore, top, traced }) {
    const ok = best.cpuMs <= TARGET_SAVE_MS;
    return [
        `  save of a partner's form (${layout}), main-thread work from "Lưu" to the saved record's page: best ${Math.round(best.cpuMs)} ms of ${all.join(' / ')} (median ${all[Math.floor(all.length / 2)]} ms) (script ${Math.round(best.scriptMs)} ms, style+layout ${Math.round(best.layoutMs)} ms)  target <= ${TARGET_SAVE_MS} ms  ${ok ? 'OK' : 'MISSED'}`,
        `    a save measured as until now (the locator's click and wait, right after the typing): ${Math.round(asBefore)} ms`,
        `    a profiled save (not measured: ${Math.round(top.cpuMs)} ms with the profiler's own work), self time by package or folder: ${top.places.map((t) => `${t.name} ${t.ms.toFixed(0)} ms`).join('; ')}`,
        `    by function: ${top.functions.map((t) => `${t.name} ${t.ms.toFixed(0)} ms`).join('; ')}`,
        `    a traced save, main thread busy ${Math.round(traced.busyMs)} ms, by kind: ${traced.kinds
            .slice(0, 12)
            .map((k) => `${k.name} ${k.ms.toFixed(0)} ms`)
            .join('; ')}`,
    ];
}
