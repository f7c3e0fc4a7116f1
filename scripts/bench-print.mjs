#!/usr/bin/env node
// Print file benchmark (`npm run bench:print`, also run by `npm run bench:stamps`): builds the print
// file (PDFs of 10,000 stamps each, with the headline font and a background image embedded, and the
// codes CSV) of 1,000, 10,000 and 100,000 stamps of a round Digital Link template in Node, each size in its own process,
// and prints the build time, the peak JavaScript heap and the peak resident memory side by side.
// The parts are built in worker threads running the browser's worker logic, the pool sized as the
// browser sizes it (printWorkers.ts poolSize, os.availableParallelism() for navigator.hardwareConcurrency).
// Options: BENCH_PRINT_SIZES (default 1000,10000,100000); BENCH_PRINT_WORKERS (a number of
// workers; 0 builds on the main thread as before workers); BENCH_PRINT_FIGURES (a file the figures
// are written to as JSON).
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const MB = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function child(total, workers) {
    const { createServer } = await import('vite');
    const vite = await createServer({
        root: ROOT,
        configFile: false,
        server: { middlewareMode: true, hmr: false },
        appType: 'custom',
        logLevel: 'error',
    });
    try {
        const { buildPrintFiles } = await vite.ssrLoadModule('/src/lib/print/printFile.ts');
        const { workerParts, poolSize } = await vite.ssrLoadModule('/src/lib/print/printWorkers.ts');
        // As the browser sizes its pool, with os.availableParallelism() for navigator.hardwareConcurrency.
        if (workers === 'auto') workers = poolSize(total, availableParallelism());
        else workers = Number(workers);
        const threadPort = workers > 0 ? await (await import('./lib/print-ports.mjs')).threadPorts() : null;
        // The unit tests' round Digital Link template, headline font and stamps (tests/unit/printFixtures.ts).
        const { font, itemsOf, layout } = await vite.ssrLoadModule('/tests/unit/printFixtures.ts');
        // A photo-like background as the print page makes it (about 300 dpi for 30 mm, JPEG): noise
        // over a gradient, so the JPEG is as large as a real picture's.
        const { backgroundSize } = await vite.ssrLoadModule('/src/lib/print/printBackground.ts');
        const { createCanvas } = await import('@napi-rs/canvas');
        const size = backgroundSize(30, 30);
        const canvas = createCanvas(size.width, size.height);
        const ctx = canvas.getContext('2d');
        const pixels = ctx.createImageData(size.width, size.height);
        for (let i = 0; i < pixels.data.length; i += 4) {
            const x = (i / 4) % size.width;
            pixels.data[i] = (x * 255) / size.width;
            pixels.data[i + 1] = Math.random() * 255;
            pixels.data[i + 2] = 128;
            pixels.data[i + 3] = 255;
        }
        ctx.putImageData(pixels, 0, 0);
        const background = { jpeg: new Uint8Array(canvas.encodeSync('jpeg', 90)), ...size };

        // Memory is counted above what the loaded modules (and the module loader) already use.
        globalThis.gc?.();
        const base = process.memoryUsage();
        let peakHeap = 0;
        let peakRss = 0;
        const sample = () => {
            const usage = process.memoryUsage();
            peakHeap = Math.max(peakHeap, usage.heapUsed);
            peakRss = Math.max(peakRss, usage.rss);
        };
        const start = performance.now();
        let bytes = 0;
        const result = await buildPrintFiles({
            layout,
            total,
            font,
            background,
            builders: workers > 0 ? workerParts(workers, threadPort) : undefined,
            fetchPart: async (offset, limit) => itemsOf(1001 + offset, limit),
            onProgress: sample,
            onFile: (file) => (bytes += file.blob.size),
            signal: new AbortController().signal,
        });
        const took = performance.now() - start;
        sample();
        return {
            total,
            workers,
            took,
            files: result.files.length,
            pdfBytes: bytes,
            backgroundBytes: background.jpeg.length,
            csvBytes: result.csv.size,
            peakHeap: peakHeap - base.heapUsed,
            peakRss: peakRss - base.rss,
        };
    } finally {
        await vite.close();
    }
}

if (process.argv[2] === '--child') {
    const figures = await child(Number(process.argv[3]), process.argv[4]);
    process.stdout.write(`BENCH ${JSON.stringify(figures)}\n`);
} else {
    const sizes = (process.env.BENCH_PRINT_SIZES || '1000,10000,100000').split(',').map(Number);
    const cores = availableParallelism();
    const workers = process.env.BENCH_PRINT_WORKERS ?? 'auto';
    console.log(
        'Print file build (Node, one process per size; PDFs of 10,000 stamps, headline font and background image embedded, codes CSV)',
    );
    console.log(
        `  stamps    build time   stamps/s   PDF files  PDF size    CSV size   peak JS heap and RSS above the loaded modules   workers (${cores} processors)`,
    );
    const figures = [];
    for (const total of sizes) {
        const run = spawnSync(
            process.execPath,
            ['--expose-gc', import.meta.filename, '--child', String(total), workers],
            { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 24 },
        );
        const line = run.stdout.split('\n').find((l) => l.startsWith('BENCH '));
        if (!line) {
            console.log(`  ${total}: failed\n${run.stderr}`);
            continue;
        }
        const f = JSON.parse(line.slice(6));
        figures.push(f);
        console.log(
            `  ${f.total.toLocaleString('en-US').padStart(7)}  ${`${(f.took / 1000).toFixed(1)} s`.padStart(10)}  ${String(Math.round(f.total / (f.took / 1000))).padStart(9)}` +
                `  ${String(f.files).padStart(9)}  ${MB(f.pdfBytes).padStart(9)}  ${MB(f.csvBytes).padStart(9)}  ${MB(f.peakHeap).padStart(12)}  ${MB(f.peakRss).padStart(8)}  ${String(f.workers || 'main thread').padStart(40)}`,
        );
    }
    // For the browser print row of bench-stamps.mjs, which compares its times with these.
    if (process.env.BENCH_PRINT_FIGURES)
        writeFileSync(process.env.BENCH_PRINT_FIGURES, JSON.stringify(figures));
    console.log('  (The background image: one JPEG per PDF file, whatever its number of stamps.)');
    console.log(
        '  (RSS includes the finished files, which Node keeps in memory; a browser may keep Blobs on disk.)',
    );
}
