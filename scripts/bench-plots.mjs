#!/usr/bin/env node
// Plots benchmark (docs/plots.md); not part of `npm test`: it measures, it does not fail.
// BENCH_SKIP_KML=1 leaves out the KML reading (slow under jsdom; browsers parse XML natively). Prints:
//   1. importing 10,000 plots from a file: reading and checking every feature (GeoJSON, then KML
//      through @tmcw/togeojson with jsdom's DOMParser), then the server's rules and overlap check for
//      the same 10,000 (the mock's plotImport work, without HTTP);
//   2. the EUDR pack of 10,000 and of 100,000 plots: build time, files and their sizes;
//   3. a shipment of 20,000 producers split into statements within the EU system's limits (the
//      split alone, then the pack of every statement);
//   4. the EU Information System's pre-check of 100,000 plots in the pack's Web Worker of the browser
//      build, with the main thread watched (lib/bench-precheck.mjs): on the mock build in BENCH_DIST
//      when given, else one built into .bench/console-precheck. BENCH_SKIP_BROWSER=1 leaves it out;
//   5. on the same build, the import of a 10,000-plot file as a user waits for it, with the main
//      thread's longest task against its goal of 100 ms (lib/bench-import.mjs).
// The modules are the console's own, run in Node through Vite.
import { execSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { createServer } from 'vite';
import { measurePrecheck, packWorkerFile, precheckLines, serveBuild } from './lib/bench-precheck.mjs';
import { importLines, measureImport, writeImportFile } from './lib/bench-import.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const ms = (value) => `${Math.round(value).toLocaleString('en-US')} ms`;
const mb = (bytes) => `${(bytes / 1_000_000).toFixed(1)} MB`;
const time = async (work) => {
    const start = performance.now();
    const result = await work();
    return { took: performance.now() - start, result };
};

const vite = await createServer({
    root: ROOT,
    server: { middlewareMode: true, hmr: false },
    appType: 'custom',
    logLevel: 'error',
});
try {
    const { manyPlots, originOf, coffee } = await vite.ssrLoadModule('/tests/unit/plotFactory.ts');
    const { readPlotFile } = await vite.ssrLoadModule('/src/domain/geo/readers.ts');
    const { buildEudrPack, packGaps } = await vite.ssrLoadModule('/src/domain/geo/pack.ts');
    const { buildStatementPacks } = await vite.ssrLoadModule('/src/domain/geo/statementPacks.ts');
    const { declaredPlots, splitStatements } = await vite.ssrLoadModule('/src/domain/geo/statementSplit.ts');
    const { buildSeed } = await vite.ssrLoadModule('/src/mocks/seed/index.ts');
    const { checkPlot, plotCodes, plotFields, overlapFinder } =
        await vite.ssrLoadModule('/src/mocks/plots/plots.ts');
    const { plotsOf } = await vite.ssrLoadModule('/src/mocks/plots/model.ts');

    const plots = manyPlots(10_000);
    const properties = (p) => ({ code: p.code, producer: p.producerName, dien_tich: p.declaredAreaHa });
    const geojson = JSON.stringify({
        type: 'FeatureCollection',
        features: plots.map((p) => ({ type: 'Feature', properties: properties(p), geometry: p.geometry })),
    });
    const kmlGeometry = (g) =>
        g.type === 'Point'
            ? `<Point><coordinates>${g.coordinates.join(',')}</coordinates></Point>`
            : `<Polygon><outerBoundaryIs><LinearRing><coordinates>${g.coordinates[0].map((c) => c.join(',')).join(' ')}</coordinates></LinearRing></outerBoundaryIs></Polygon>`;
    const kml =
        '<?xml version="1.0" encoding="UTF-8"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document>' +
        plots
            .map(
                (p) =>
                    `<Placemark><name>${p.code}</name><ExtendedData><Data name="producer"><value>${p.producerName}</value></Data>` +
                    `<Data name="dien_tich"><value>${p.declaredAreaHa}</value></Data></ExtendedData>${kmlGeometry(p.geometry)}</Placemark>`,
            )
            .join('') +
        '</Document></kml>';
    const encoder = new TextEncoder();
    const { DOMParser } = new JSDOM('').window;

    console.log('Plots import, 10,000 features');
    // A file over the import's own limits (fileLimits.ts) is refused whole: said, and the bench goes on.
    const refusedWhole = (error) => {
        if (!error?.code) throw error;
        return { refusedAs: `${error.code} ${JSON.stringify(error.params ?? {})}` };
    };
    const fromGeojson = await time(() =>
        readPlotFile(encoder.encode(geojson), 'plots.geojson').catch(refusedWhole),
    );
    console.log(
        fromGeojson.result.refusedAs
            ? `  read and check GeoJSON (${mb(geojson.length)}): refused whole in ${ms(fromGeojson.took)} (${fromGeojson.result.refusedAs})`
            : `  read and check GeoJSON (${mb(geojson.length)}): ${ms(fromGeojson.took)} (${fromGeojson.result.features.length} imported, ${fromGeojson.result.refused.length} refused)`,
    );
    if (!process.env.BENCH_SKIP_KML) {
        const fromKml = await time(() =>
            readPlotFile(encoder.encode(kml), 'plots.kml', { domParser: DOMParser }),
        );
        console.log(
            `  read and check KML (${mb(kml.length)}, jsdom's DOMParser): ${ms(fromKml.took)} (${fromKml.result.features.length} imported, ${fromKml.result.refused.length} refused)`,
        );
    }
    const db = buildSeed();
    const server = await time(() => {
        let created = 0;
        const codes = plotCodes(db, 1);
        for (const plot of plots) {
            const input = { ...plot, locationId: 1, code: `B-${plot.id}` };
            const errors = checkPlot(db, 1, input, undefined, codes);
            if (Object.values(errors).some(Boolean)) continue;
            plotsOf(db).push({
                ...plotFields(input),
                id: 100_000 + plot.id,
                bizId: 1,
                createdAt: '',
                updatedAt: '',
            });
            codes.add(input.code);
            created++;
        }
        const find = overlapFinder(db, 1);
        const flagged = plotsOf(db).filter((p) => find(p).length > 0).length;
        return { created, flagged };
    });
    console.log(
        `  server rules, storage and overlap check (mock plotImport work): ${ms(server.took)} (${server.result.created} created, ${server.result.flagged} flagged as overlapping)`,
    );

    // The geometry check of one plot of the most positions allowed: a walked boundary (a wavy
    // circle) and a boundary whose positions lie on one straight edge (every segment overlapping
    // every other in longitude). Median of 5 runs each.
    const { MAX_PLOT_VERTICES, validatePlotGeometry } = await vite.ssrLoadModule(
        '/src/domain/geo/validate.ts',
    );
    const { selfIntersects } = await vite.ssrLoadModule('/src/domain/geo/selfIntersection.ts');
    const GEOMETRY_GOAL_MS = 60;
    const closedRing = (ring) => [...ring, ring[0]];
    const wavy = Array.from({ length: MAX_PLOT_VERTICES - 1 }, (_, i) => {
        const angle = (2 * Math.PI * i) / (MAX_PLOT_VERTICES - 1);
        const r = 0.003 * (0.8 + 0.2 * Math.sin(angle * 7));
        return [108.5 + r * Math.cos(angle), 11.9 + r * Math.sin(angle)];
    });
    const edge = Array.from({ length: MAX_PLOT_VERTICES - 4 }, (_, i) => [108.6, 11.7 + i * 1e-6]);
    const shapes = {
        'a walked boundary': { type: 'Polygon', coordinates: [closedRing(wavy)] },
        'one straight edge': {
            type: 'Polygon',
            coordinates: [closedRing([...edge, [108.61, 11.705], [108.61, 11.7]])],
        },
    };
    console.log(`Plot geometry check, one plot of ${MAX_PLOT_VERTICES.toLocaleString('en-US')} positions`);
    for (const [name, plot] of Object.entries(shapes)) {
        const runs = [];
        for (let i = 0; i < 5; i++) {
            const started = performance.now();
            validatePlotGeometry(plot, { declaredAreaHa: 2.5 });
            selfIntersects(plot);
            runs.push(performance.now() - started);
        }
        const median = runs.sort((a, b) => a - b)[2];
        console.log(
            `  ${name}: ${ms(median)} median of 5 (goal < ${GEOMETRY_GOAL_MS} ms)  ${median < GEOMETRY_GOAL_MS ? 'ok' : 'MISSED'}`,
        );
    }

    console.log('EUDR pack');
    for (const count of [10_000, 100_000]) {
        const many = count === plots.length ? plots : manyPlots(count);
        const pack = await time(() => buildEudrPack([{ product: coffee, origin: originOf(many) }]));
        if (!pack.result.ok) throw new Error('pack not built');
        const files = pack.result.files;
        const total = files.reduce((sum, f) => sum + f.bytes, 0);
        console.log(
            `  ${count.toLocaleString('en-US')} plots: ${ms(pack.took)}, ${files.length} file(s), ${mb(total)} in all (${files.map((f) => mb(f.bytes)).join(' + ')}), largest under 25 MB: ${files.every((f) => f.bytes < 25_000_000)}`,
        );
    }

    const precheck = await time(() => packGaps([{ product: coffee, origin: originOf(manyPlots(100_000)) }]));
    console.log(
        `  EU Information System pre-check of 100,000 plots alone (Node, main thread): ${ms(precheck.took)} (${precheck.result.length} gap(s))`,
    );

    console.log('Statements of a shipment of 20,000 producers (one plot each, coffee, 2 lots)');
    const producers = manyPlots(20_000);
    const shipment = [
        { product: coffee, origin: originOf(producers.slice(0, 12_000), 'CD-2026-01') },
        { product: coffee, origin: originOf(producers.slice(12_000), 'CD-2026-02') },
    ];
    const split = await time(() => splitStatements(declaredPlots(shipment)));
    const parts = split.result.parts;
    console.log(
        `  split: ${ms(split.took)}, ${parts.length} statements (${split.result.reasons.join(', ')}), producers per statement ${Math.min(...parts.map((p) => p.producers))}–${Math.max(...parts.map((p) => p.producers))}, largest ${mb(Math.max(...parts.map((p) => p.bytes)))}`,
    );
    const packs = await time(() => buildStatementPacks(shipment));
    if (!packs.result.ok) throw new Error('pack not built');
    console.log(
        `  pack of every statement (pre-check, split, files and summaries): ${ms(packs.took)}, ${packs.result.statements.length} statements, ${packs.result.statements.reduce((sum, s) => sum + s.files.length, 0)} GeoJSON file(s)`,
    );
} finally {
    await vite.close();
}

if (!process.env.BENCH_SKIP_BROWSER) {
    let dist = process.env.BENCH_DIST && resolve(process.env.BENCH_DIST);
    if (!dist) {
        dist = join(ROOT, '.bench', 'console-precheck');
        execSync('npx vite build --logLevel error --emptyOutDir', {
            cwd: ROOT,
            stdio: ['ignore', 'ignore', 'inherit'],
            env: { ...process.env, VITE_API_HOST: '', XTS_OUT_DIR: dist },
        });
    }
    const { server, url } = await serveBuild(dist);
    const browser = await chromium.launch({
        executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
        args: ['--no-sandbox', '--disable-gpu'],
    });
    try {
        console.log(
            precheckLines(await measurePrecheck(browser, url, packWorkerFile(dist)))
                .slice(1)
                .join('\n'),
        );
        console.log(
            importLines(await measureImport(browser, url, writeImportFile(join(ROOT, '.bench')))).join('\n'),
        );
    } finally {
        await browser.close();
        server.close();
    }
}
