#!/usr/bin/env node
// Plots benchmark (docs/plots.md); not part of `npm test`: it measures, it does not fail.
// BENCH_SKIP_KML=1 leaves out the KML reading (slow under jsdom; browsers parse XML natively). Prints:
//   1. importing 10,000 plots from a file: reading and checking every feature (GeoJSON, then KML
//      through @tmcw/togeojson with jsdom's DOMParser), then the server's rules and overlap check for
//      the same 10,000 (the mock's plotImport work, without HTTP);
//   2. the EUDR pack of 10,000 and of 100,000 plots: build time, files and their sizes.
// The modules are the console's own, run in Node through Vite.
import { resolve } from 'node:path';
import { JSDOM } from 'jsdom';
import { createServer } from 'vite';

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
    const { buildEudrPack } = await vite.ssrLoadModule('/src/domain/geo/pack.ts');
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
    const fromGeojson = await time(() => readPlotFile(encoder.encode(geojson), 'plots.geojson'));
    console.log(
        `  read and check GeoJSON (${mb(geojson.length)}): ${ms(fromGeojson.took)} (${fromGeojson.result.features.length} imported, ${fromGeojson.result.refused.length} refused)`,
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
} finally {
    await vite.close();
}
