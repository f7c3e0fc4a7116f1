#!/usr/bin/env node
// Print file benchmark (`npm run bench:print`, also run by `npm run bench:stamps`): builds the print
// file (PDFs of 10,000 stamps each, with the headline font embedded, and the codes CSV) of 1,000,
// 10,000 and 100,000 stamps of a round Digital Link template in Node, each size in its own process,
// and prints the build time, the peak JavaScript heap and the peak resident memory side by side.
// Option: BENCH_PRINT_SIZES (default 1000,10000,100000).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const MB = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function child(total) {
    const { createServer } = await import('vite');
    const vite = await createServer({
        root: ROOT,
        configFile: false,
        server: { middlewareMode: true, hmr: false },
        appType: 'custom',
        logLevel: 'error',
    });
    try {
        const { buildPrintFiles } = await vite.ssrLoadModule('/src/custom/stamps/printFile.ts');
        const { readTrueType } = await vite.ssrLoadModule('/src/custom/stamps/ttfSubset.ts');
        const { digitalLink } = await vite.ssrLoadModule('/src/domain/scan.ts');
        const { encodeStamp } = await vite.ssrLoadModule('/src/mocks/stamps/codes.ts');
        const require = createRequire(import.meta.url);
        const font = readTrueType(readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')));
        const layout = {
            widthMm: 30,
            heightMm: 30,
            shape: 'circle',
            qrX: 8,
            qrY: 6,
            qrSizeMm: 14,
            serialX: 15,
            serialY: 24,
            serialFontPt: 5,
            serialPrefix: 'CD-',
            headline: 'HTX Cà phê Cầu Đất',
            backgroundColor: '#fff8e1',
            foregroundColor: '#4e342e',
        };
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
            fetchPart: async (offset, limit) =>
                Array.from({ length: limit }, (_, i) => {
                    const serial = 1001 + offset + i;
                    const code = encodeStamp(1, serial);
                    return {
                        serial: String(serial).padStart(10, '0'),
                        code,
                        qr: digitalLink({
                            scannerHost: 'https://scan.xacthucso.vn',
                            gtin: '08930000000019',
                            lot: 'LÔ-2025',
                            code,
                        }),
                    };
                }),
            onProgress: sample,
            onFile: (file) => (bytes += file.blob.size),
            signal: new AbortController().signal,
        });
        const took = performance.now() - start;
        sample();
        return {
            total,
            took,
            files: result.files.length,
            pdfBytes: bytes,
            csvBytes: result.csv.size,
            peakHeap: peakHeap - base.heapUsed,
            peakRss: peakRss - base.rss,
        };
    } finally {
        await vite.close();
    }
}

if (process.argv[2] === '--child') {
    const figures = await child(Number(process.argv[3]));
    process.stdout.write(`BENCH ${JSON.stringify(figures)}\n`);
} else {
    const sizes = (process.env.BENCH_PRINT_SIZES || '1000,10000,100000').split(',').map(Number);
    console.log(
        'Print file build (Node, one process per size; PDFs of 10,000 stamps, headline font embedded, codes CSV)',
    );
    console.log(
        '  stamps    build time   stamps/s   PDF files  PDF size    CSV size   peak JS heap and RSS above the loaded modules',
    );
    for (const total of sizes) {
        const run = spawnSync(
            process.execPath,
            ['--expose-gc', import.meta.filename, '--child', String(total)],
            { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 24 },
        );
        const line = run.stdout.split('\n').find((l) => l.startsWith('BENCH '));
        if (!line) {
            console.log(`  ${total}: failed\n${run.stderr}`);
            continue;
        }
        const f = JSON.parse(line.slice(6));
        console.log(
            `  ${f.total.toLocaleString('en-US').padStart(7)}  ${`${(f.took / 1000).toFixed(1)} s`.padStart(10)}  ${String(Math.round(f.total / (f.took / 1000))).padStart(9)}` +
                `  ${String(f.files).padStart(9)}  ${MB(f.pdfBytes).padStart(9)}  ${MB(f.csvBytes).padStart(9)}  ${MB(f.peakHeap).padStart(12)}  ${MB(f.peakRss).padStart(8)}`,
        );
    }
    console.log(
        '  (RSS includes the finished files, which Node keeps in memory; a browser may keep Blobs on disk.)',
    );
}
