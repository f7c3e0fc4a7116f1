#!/usr/bin/env node
// Stamp benchmark (README, "Stamp benchmark"); not part of `npm test`. Prints:
//   1. mock time for a 1,000,000-stamp batch (and a 10-stamp batch beside it) and for activating
//      100,000 stamps across 50 ranges, the mock's own modules run in Node;
//   2. the print file's build time and peak memory for 1,000, 10,000 and 100,000 stamps
//      (scripts/bench-print.mjs);
//   3. in headless Chromium against a mock-mode build, the time from clicking "Mở tệp in" to a
//      ready print file for batches of 1,000, 10,000 and 100,000 stamps (lib/print-browser.mjs),
//      the main thread's longest task while building, and the ratio to Node's time for the same size
//      (scripts/bench-print.mjs, run just before each browser print). Goals for the 100,000-stamp
//      batch: no main-thread task over 100 ms while building, at most 1.3 times Node's time.
// Options: BENCH_PORT (default 4391), CHROMIUM_PATH, BENCH_SKIP_BROWSER=1, BENCH_ONLY_BROWSER=1
// (part 3 alone), BENCH_BROWSER_SIZES (default 1000,10000,100000: the batches of part 3),
// BENCH_REUSE_BUILD=1 (keep the last mock-mode build instead of building afresh), XTS_OUT_DIR
// (where that build goes, default .bench/stamps-mock), BENCH_PRINT_TRACE=<file> (a Chromium trace
// of the largest print, its long tasks attributed: lib/print-trace.mjs).
import { execSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServer } from 'vite';

const ROOT = resolve(import.meta.dirname, '..');
const OUT = resolve(ROOT, process.env.XTS_OUT_DIR || join('.bench', 'stamps-mock'));
const PORT = Number(process.env.BENCH_PORT || 4391);
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const ms = (value) => `${value.toFixed(1)} ms`;
const BROWSER_SIZES = (process.env.BENCH_BROWSER_SIZES || '1000,10000,100000').split(',').map(Number);

async function mockFigures() {
    const vite = await createServer({
        root: ROOT,
        server: { middlewareMode: true, hmr: false },
        appType: 'custom',
        logLevel: 'error',
    });
    try {
        const { buildSeed } = await vite.ssrLoadModule('/src/mocks/seed/index.ts');
        const ops = await vite.ssrLoadModule('/src/mocks/ledger/operations.ts');
        const { summarizeStamps } = await vite.ssrLoadModule('/src/mocks/ledger/summary.ts');
        const db = buildSeed();
        const template = db.stampTemplates.find((t) => t.bizId === 1 && t.status === 'active');
        const product = db.products.find((p) => p.bizId === 1 && p.status === 'active');
        const actor = { bizId: 1, userId: 1, userName: 'bench' };
        const time = (work) => {
            const start = performance.now();
            const result = work();
            return { took: performance.now() - start, result };
        };
        const small = time(() => ops.createGeneration(db, actor, { templateId: template.id, quantity: 10 }));
        const big = time(() =>
            ops.createGeneration(db, actor, { templateId: template.id, quantity: 1_000_000 }),
        );
        const start = big.result.fromSerial;
        const ranges = Array.from({ length: 50 }, (_, i) => ({
            from: start + i * 20_000,
            to: start + i * 20_000 + 1999,
        }));
        const activation = time(() =>
            ops.createActivation(db, actor, {
                ranges,
                productId: product.id,
                lot: 'BENCH-1',
                mfgDate: '2026-01-01',
            }),
        );
        const summary = time(() => summarizeStamps(db, 1));
        console.log('Mock (Node, interval store)');
        console.log(`  print batch of 10 stamps:                     ${ms(small.took)}`);
        console.log(`  print batch of 1,000,000 stamps:              ${ms(big.took)}`);
        console.log(
            `  activate 100,000 stamps in 50 ranges:         ${ms(activation.took)} (${activation.result.count} stamps)`,
        );
        console.log(`  dashboard summary after both:                 ${ms(summary.took)}`);
        console.log(`  segments stored for business 1:               ${db.stamps.segments[1].length}`);
    } finally {
        await vite.close();
    }
}

/** The goals of the browser print row: no main-thread task over this while printing… */
const TASK_LIMIT = 100;
/** …and the browser's time for the largest batch at most this many times Node's, in the same run. */
const NODE_RATIO = 1.3;

async function browserFigures() {
    const { chromium } = await import('@playwright/test');
    const { buildMock, printInBrowser, serve } = await import('./lib/print-browser.mjs');
    // Built afresh each run (a build left from older code would measure that code), unless
    // BENCH_REUSE_BUILD=1 and one is there.
    buildMock(ROOT, OUT, process.env.BENCH_REUSE_BUILD);
    const server = await serve(ROOT, OUT, PORT);
    const sizes = BROWSER_SIZES;
    const node = new Map();
    try {
        const rows = await printInBrowser({
            base: server.base,
            chromium,
            executablePath: CHROMIUM,
            sizes,
            trace: process.env.BENCH_PRINT_TRACE,
            // Node's time for the same size just before the browser's, so both see the same load.
            before: (quantity) => node.set(quantity, nodeFigures([quantity], true).get(quantity)),
        });
        console.log('Print file (headless Chromium, click to ready PDF)');
        for (const { quantity, took, text, tasks } of rows) {
            const longest = Math.max(0, ...tasks);
            const over = tasks.filter((t) => t > TASK_LIMIT).length;
            const inNode = node.get(quantity);
            const ratio = inNode ? took / inNode : null;
            // The goals hold for the largest batch; the smaller ones show the trend.
            const goal = quantity === Math.max(...sizes);
            console.log(
                `  ${quantity.toLocaleString('en-US').padStart(7)} stamps: ${ms(took)}  (${text})  ` +
                    `main thread while building: longest task ${ms(longest)}, ${over} over ${TASK_LIMIT} ms` +
                    (goal ? ` (target: 0) ${verdict(over === 0)}` : '') +
                    `; Node in this run ${inNode ? ms(inNode) : 'not measured'}, ratio ${ratio ? ratio.toFixed(2) : '-'}` +
                    (goal
                        ? ` (target: <= ${NODE_RATIO}) ${verdict(ratio !== null && ratio <= NODE_RATIO)}`
                        : ''),
            );
        }
    } finally {
        server.stop();
    }
}

const verdict = (ok) => (ok ? 'ok' : 'MISSED');

/** Node's print times (ms by size) of scripts/bench-print.mjs, its table printed unless `quiet`. */
function nodeFigures(sizes, quiet = false) {
    const file = join(mkdtempSync(join(tmpdir(), 'xts-bench-print-')), 'figures.json');
    const output = execSync('node scripts/bench-print.mjs', {
        cwd: ROOT,
        stdio: quiet ? ['ignore', 'pipe', 'inherit'] : 'inherit',
        encoding: 'utf8',
        env: {
            ...process.env,
            BENCH_PRINT_FIGURES: file,
            ...(sizes && { BENCH_PRINT_SIZES: sizes.join(',') }),
        },
    });
    const figures = JSON.parse(readFileSync(file, 'utf8'));
    // A size that failed says why (the ratio then reads "not measured": MISSED).
    if (quiet && figures.length < sizes.length) console.log(output);
    return new Map(figures.map((f) => [f.total, f.took]));
}

if (!process.env.BENCH_ONLY_BROWSER) {
    await mockFigures();
    nodeFigures();
}
if (!process.env.BENCH_SKIP_BROWSER) await browserFigures();
