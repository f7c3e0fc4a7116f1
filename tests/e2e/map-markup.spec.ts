import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test } from './support';
import { getDb } from '../../src/mocks/db';
import { migratePlotProducers } from '../../src/features/producers/mock/migration';
import { activationsOf, recallsOf } from '../../src/mocks/ledger/model';
import { originsOf, plotsOf } from '../../src/mocks/plots/model';
import { geodesicAreaHa, roundHa } from '../../src/domain/geo/validate';
import type { PlotGeometry, Position } from '../../src/domain/geo/types';
import { zippedShapefile } from '../unit/shapefile';

/**
 * Names written as markup on and beside every map of the console: plots, growing locations, lots
 * and products whose stored text is HTML (as an older or laxer server may have kept it), and plot
 * files whose feature names and descriptions are HTML. Every shape of every map is hovered, tapped
 * and its map focused; the tooltips show the text as written, nothing of it runs, no element of it
 * reaches the page and the page stays where it is. The build under test sends no Content Security
 * Policy, so nothing but the console keeps these scripts from running.
 */

declare global {
    interface Window {
        /** Set by a payload that ran. */
        __xss?: string[];
        /** Elements of a payload that reached the page, even for a moment. */
        __xssSeen?: string[];
    }
}

type Kind = 'img' | 'svg' | 'link' | 'meta' | 'bold';
const KINDS: Kind[] = ['img', 'svg', 'link', 'meta', 'bold'];

const ran = (id: string) => `(window.__xss=window.__xss||[]).push('${id}')`;

/** Each payload names where it was put (`id`); it records that id if it runs. */
const PAYLOAD: Record<Kind, (id: string) => string> = {
    img: (id) => `<img src="x" data-xss="${id}" onerror="${ran(id)}">`,
    svg: (id) => `<svg data-xss="${id}" onload="${ran(id)}"></svg>`,
    link: (id) =>
        `<a href="javascript:${ran(id)}" data-xss="${id}">Xem chi tiết</a><style data-xss="${id}">*{display:none}</style>`,
    meta: (id) => `<meta http-equiv="refresh" data-xss="${id}" content="0;url=/xss-${id}">`,
    bold: (id) => `<b data-xss="${id}">Đậm</b>`,
};

const payload = (kind: Kind, where: string) => PAYLOAD[kind](`${where}-${kind}`);
const everyPayload = (where: string) => KINDS.map((kind) => payload(kind, where)).join(' ');

// The lot number goes into the lot page's address and its calls (at most 50 characters).
const LOT = `<img src="x" data-xss onerror="__xss=['lot']">`;
const PRODUCT = `Cà phê ${everyPayload('product')}`;
const LOCATION = `Vùng ${everyPayload('location')}`;
const LOCATION_CROPS = `Cà phê ${payload('img', 'location-crops')}`;
const LOCATION_MANAGER = `Anh ${payload('svg', 'location-manager')}`;

/** Seven decimals, as a survey writes them (the file's rules ask for at least six). */
const fix = (value: number) => Math.round(value * 1e7) / 1e7;

/** A place on a grid of about 440 m, east of Đà Lạt, away from the seeded plots. */
const lonLat = (column: number, row: number): Position => [
    fix(108.4001234 + column * 0.004),
    fix(11.8001234 - row * 0.004),
];

/** The ring of a square plot of about 1.7 ha around a point, counter-clockwise. */
function squareRing([lon, lat]: Position, half = 0.0006): Position[] {
    const ring: Position[] = [
        [fix(lon - half), fix(lat - half)],
        [fix(lon + half), fix(lat - half)],
        [fix(lon + half), fix(lat + half)],
        [fix(lon - half), fix(lat + half)],
    ];
    return [...ring, ring[0]];
}

const square = (centre: Position): PlotGeometry => ({ type: 'Polygon', coordinates: [squareRing(centre)] });

/** A ring that crosses itself (a bow tie): the file's rules refuse it before anything is sent. */
function bowTie([lon, lat]: Position, half = 0.0006): Position[] {
    const ring: Position[] = [
        [fix(lon - half), fix(lat - half)],
        [fix(lon + half), fix(lat + half)],
        [fix(lon + half), fix(lat - half)],
        [fix(lon - half), fix(lat + half)],
    ];
    return [...ring, ring[0]];
}

interface Shape {
    geometry: PlotGeometry;
    /** What its tooltip reads. */
    tooltip: string;
}

/** A plot on a map: its code, and the fields its page shows beside the map when they are known. */
interface MapPlot extends Shape {
    code: string;
    producerName?: string;
    crop?: string;
}

interface StoredPlot extends MapPlot {
    id: number;
    producerName: string;
    crop: string;
}

/**
 * The payload of each field of the five plots (code, producer, crop): each kind once in each field;
 * the refresh is the last plot's, so that it comes last on every map.
 */
const PLOT_KINDS: [code: Kind, producer: Kind, crop: Kind][] = [
    ['img', 'svg', 'link'],
    ['svg', 'link', 'bold'],
    ['bold', 'img', 'meta'],
    ['link', 'bold', 'img'],
    ['meta', 'meta', 'svg'],
];

/**
 * Five plots of one growing location, every field a different payload (one plot is a point); the
 * coffee cooperative's lot CD-2025-01 becomes a lot whose number and product are payloads, with
 * these five plots as its origin.
 */
function seedRecords() {
    const db = structuredClone(getDb());
    const base = db.bizLocations.find((l) => l.code === 'CD-A')!;
    const location = {
        ...base,
        id: Math.max(...db.bizLocations.map((l) => l.id)) + 1,
        name: LOCATION,
        code: 'XSS-01',
        areaCode: 'VN-68-XSS-0001',
        crops: LOCATION_CROPS,
        managerName: LOCATION_MANAGER,
    };
    db.bizLocations.push(location);
    const plots = plotsOf(db);
    const firstId = Math.max(...plots.map((p) => p.id)) + 1;
    const stored: StoredPlot[] = PLOT_KINDS.map(([codeKind, producerKind, cropKind], i) => {
        const n = i + 1;
        const code = `XSS-${n} ${payload(codeKind, `p${n}-code`)}`;
        const producerName = `Hộ ${payload(producerKind, `p${n}-producer`)}`;
        const crop = `Cà phê ${payload(cropKind, `p${n}-crop`)}`;
        // The third plot is a point (a circle on the maps), the others squares side by side.
        const geometry: PlotGeometry =
            n === 3 ? { type: 'Point', coordinates: lonLat(i, 0) } : square(lonLat(i, 0));
        return { id: firstId + i, code, producerName, crop, geometry, tooltip: `${code} · ${producerName}` };
    });
    const now = new Date().toISOString();
    for (const plot of stored) {
        const areaHa = plot.geometry.type === 'Point' ? null : roundHa(geodesicAreaHa(plot.geometry));
        plots.push({
            id: plot.id,
            bizId: 1,
            version: 1,
            locationId: location.id,
            code: plot.code,
            producerName: plot.producerName,
            producerIdNumber: null,
            producerPhone: null,
            crop: plot.crop,
            plantingYear: 2016,
            declaredAreaHa: areaHa ?? 1.5,
            geometry: plot.geometry,
            areaHa,
            status: 'active',
            createdAt: now,
            updatedAt: now,
        });
    }
    // Stored as an older console kept them, then brought into the register as the store's upgrade does.
    migratePlotProducers(db, now);
    const lot = activationsOf(db).filter((a) => a.bizId === 1 && a.lot === 'CD-2025-01');
    const productId = lot[0].productId;
    db.products.find((p) => p.id === productId)!.name = PRODUCT;
    for (const activation of lot) Object.assign(activation, { lot: LOT, productName: PRODUCT });
    for (const recall of recallsOf(db))
        if (recall.bizId === 1 && recall.lot === 'CD-2025-01') recall.lot = LOT;
    const origin = originsOf(db).find(
        (o) => o.bizId === 1 && o.productId === productId && o.lot === 'CD-2025-01',
    )!;
    origin.lot = LOT;
    origin.plots = stored.map((plot, i) => ({ plotId: plot.id, quantityKg: 200 + i * 50 }));
    return { db, locationId: location.id, stored };
}

const { db: SEEDED, locationId: LOCATION_ID, stored: STORED } = seedRecords();

// Plot files -------------------------------------------------------------------------------------

interface FileFeature {
    /** Refused by the file's rules (a ring that crosses itself): shown, never sent. */
    refused: boolean;
    name: string;
    description: string;
    code?: string;
    producer?: string;
    crop?: string;
    ring: Position[];
}

interface PlotFile {
    name: string;
    mimeType: string;
    buffer: Buffer;
    features: FileFeature[];
}

/**
 * One feature refused by the file's rules whose name and description are payloads (the name is
 * what the report shows), and one with a plot's fields whose name and description are payloads
 * too; the fields sent to the server are plain, so what the file carries as markup reaches only
 * the report, whatever the server would accept.
 */
function fileFeatures(format: string, column: number, kinds: [Kind, Kind, Kind, Kind]): FileFeature[] {
    return [
        {
            refused: true,
            name: payload(kinds[0], `${format}-name`),
            description: payload(kinds[1], `${format}-description`),
            ring: bowTie(lonLat(column, 2)),
        },
        {
            refused: false,
            name: payload(kinds[2], `${format}-name2`),
            description: payload(kinds[3], `${format}-description2`),
            code: `IMP-${format.toUpperCase()}-2`,
            producer: `Hộ Nhập Tệp ${format.toUpperCase()}`,
            crop: 'Cà phê Arabica',
            ring: squareRing(lonLat(column, 1)),
        },
    ];
}

/**
 * Two features refused by the file's rules, names and descriptions payloads: for GPX, which has no
 * field for a producer, and shapefiles (read with a bounding box on each geometry, which the API's
 * contract leaves out), whose features the console would send as they are.
 */
function refusedFeatures(format: string, column: number, kinds: [Kind, Kind, Kind, Kind]): FileFeature[] {
    return [0, 1].map((i) => ({
        refused: true,
        name: payload(kinds[2 * i], `${format}-name${i + 1}`),
        description: payload(kinds[2 * i + 1], `${format}-description${i + 1}`),
        ring: bowTie(lonLat(column, 2 + i)),
    }));
}

const xml = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const coordinates = (ring: Position[]) => ring.map(([lon, lat]) => `${lon},${lat}`).join(' ');

function kmlFile(): PlotFile {
    const features = fileFeatures('kml', 0, ['img', 'svg', 'link', 'meta']);
    const placemarks = features.map(
        (f) =>
            `<Placemark><name>${xml(f.name)}</name><description><![CDATA[${f.description}]]></description>` +
            (f.code
                ? `<ExtendedData><Data name="code"><value>${f.code}</value></Data>` +
                  `<Data name="producer"><value>${xml(f.producer!)}</value></Data>` +
                  `<Data name="crop"><value>${xml(f.crop!)}</value></Data></ExtendedData>`
                : '') +
            `<Polygon><outerBoundaryIs><LinearRing><coordinates>${coordinates(f.ring)}</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark>`,
    );
    const text = `<?xml version="1.0" encoding="UTF-8"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document>${placemarks.join('')}</Document></kml>`;
    return {
        name: 'thua-xss.kml',
        mimeType: 'application/vnd.google-earth.kml+xml',
        buffer: Buffer.from(text),
        features,
    };
}

/** A track and a route, each closing on itself as a walked boundary does. */
function gpxFile(): PlotFile {
    const features = refusedFeatures('gpx', 1, ['meta', 'bold', 'img', 'link']);
    const points = (ring: Position[], tag: string) =>
        ring.map(([lon, lat]) => `<${tag} lat="${lat}" lon="${lon}"/>`).join('');
    const [track, route] = features;
    const text =
        `<?xml version="1.0" encoding="UTF-8"?><gpx version="1.1" creator="xts" xmlns="http://www.topografix.com/GPX/1/1">` +
        `<trk><name>${xml(track.name)}</name><desc>${xml(track.description)}</desc><trkseg>${points(track.ring, 'trkpt')}</trkseg></trk>` +
        `<rte><name>${xml(route.name)}</name><desc>${xml(route.description)}</desc>${points(route.ring, 'rtept')}</rte></gpx>`;
    return { name: 'thua-xss.gpx', mimeType: 'application/gpx+xml', buffer: Buffer.from(text), features };
}

function geojsonFile(): PlotFile {
    const features = fileFeatures('geojson', 2, ['svg', 'link', 'meta', 'bold']);
    const collection = {
        type: 'FeatureCollection',
        features: features.map((f) => ({
            type: 'Feature',
            properties: {
                name: f.name,
                description: f.description,
                ...(f.code ? { code: f.code, producer: f.producer, crop: f.crop } : {}),
            },
            geometry: { type: 'Polygon', coordinates: [f.ring] },
        })),
    };
    return {
        name: 'thua-xss.geojson',
        mimeType: 'application/geo+json',
        buffer: Buffer.from(JSON.stringify(collection)),
        features,
    };
}

function shapefile(): PlotFile {
    const features = refusedFeatures('shp', 3, ['link', 'bold', 'img', 'svg']);
    const zip = zippedShapefile({
        thua: features.map((f) => ({
            // A shapefile's exterior rings run clockwise.
            rings: [[...f.ring].reverse() as [number, number][]],
            fields: { name: f.name, desc: f.description },
        })),
    });
    return { name: 'thua-xss.zip', mimeType: 'application/zip', buffer: Buffer.from(zip), features };
}

// The page --------------------------------------------------------------------------------------

/**
 * Before the console loads: the stored records above, and a watch on the document that keeps
 * every element of a payload added to it, even one a closing tooltip takes away a moment later.
 */
async function prepare(page: Page) {
    await page.addInitScript((saved) => {
        if (!localStorage.getItem('xts_mock_db')) localStorage.setItem('xts_mock_db', saved);
    }, JSON.stringify(SEEDED));
    await page.addInitScript(() => {
        const seen: string[] = [];
        window.__xssSeen = seen;
        const foreign =
            'img[src="x"], svg[onload], a[href^="javascript:" i], meta[http-equiv="refresh" i], [data-xss]';
        const check = (element: Element) => {
            const style = element.localName === 'style' && !element.closest('head');
            if (style || element.matches(foreign)) seen.push(element.outerHTML.slice(0, 160));
        };
        new MutationObserver((records) => {
            for (const record of records)
                for (const node of record.addedNodes)
                    if (node instanceof Element) [node, ...node.querySelectorAll('*')].forEach(check);
        }).observe(document, { childList: true, subtree: true });
    });
    // A refresh written in a name would take the person to /xss-….
    const away: string[] = [];
    page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame() && /\/xss-/.test(frame.url())) away.push(frame.url());
    });
    return away;
}

/** What a payload left: scripts that ran, its elements in the page, a page left. */
async function traces(page: Page, away: string[]) {
    const inPage = await page.evaluate(() => ({ ran: window.__xss ?? [], injected: window.__xssSeen ?? [] }));
    return { ...inPage, away: [...away] };
}

const CLEAN = { ran: [], injected: [], away: [] };

async function expectClean(page: Page, away: string[]) {
    await expect.poll(() => traces(page, away)).toEqual(CLEAN);
}

// Where a shape is drawn: Leaflet's fitBounds (24 px padding, whole zoom levels) over Web Mercator.

function project([lon, lat]: Position, zoom: number): [number, number] {
    const scale = 256 * 2 ** zoom;
    const sin = Math.sin((lat * Math.PI) / 180);
    return [scale * (lon / 360 + 0.5), scale * (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI))];
}

function positionsIn(geometry: PlotGeometry): Position[] {
    if (geometry.type === 'Point') return [geometry.coordinates as Position];
    if (geometry.type === 'Polygon') return geometry.coordinates.flat() as Position[];
    return geometry.coordinates.flat(2) as Position[];
}

/** A point inside the shape: the point itself, or the middle of its outer ring's corners. */
function inside(geometry: PlotGeometry): Position {
    if (geometry.type === 'Point') return geometry.coordinates as Position;
    const ring = (
        geometry.type === 'Polygon' ? geometry.coordinates[0] : geometry.coordinates[0][0]
    ) as Position[];
    const corners = ring.slice(0, -1);
    return [
        corners.reduce((sum, p) => sum + p[0], 0) / corners.length,
        corners.reduce((sum, p) => sum + p[1], 0) / corners.length,
    ];
}

/** Where each shape's inside is, in the map's own pixels, once the map has fitted all of them. */
async function placer(map: Locator, shapes: Shape[], maxZoom: number) {
    const { width, height } = await map.evaluate((element) => ({
        width: element.clientWidth,
        height: element.clientHeight,
    }));
    const all = shapes.flatMap((shape) => positionsIn(shape.geometry));
    const west = Math.min(...all.map((p) => p[0]));
    const east = Math.max(...all.map((p) => p[0]));
    const south = Math.min(...all.map((p) => p[1]));
    const north = Math.max(...all.map((p) => p[1]));
    const [x0, y0] = project([west, north], 0);
    const [x1, y1] = project([east, south], 0);
    const scale = Math.min((width - 48) / (x1 - x0), (height - 48) / (y1 - y0));
    const zoom = Math.min(maxZoom, Math.floor(Math.round(Math.log2(scale) * 100) / 100));
    const [sx, sy] = project([west, south], zoom);
    const [nx, ny] = project([east, north], zoom);
    const originX = Math.round((sx + nx) / 2 - width / 2);
    const originY = Math.round((sy + ny) / 2 - height / 2);
    return (geometry: PlotGeometry) => {
        const [x, y] = project(inside(geometry), zoom);
        return { x: Math.round(x) - originX, y: Math.round(y) - originY };
    };
}

/**
 * Every shape of a map: hovered (its tooltip reads the shape's text as written), tapped (`onTap`
 * follows where a tap leads, on maps that open the plot), then the map focused from the keyboard.
 * After each, nothing of a payload ran, reached the page or moved it.
 */
async function sweep<T extends Shape>(
    page: Page,
    away: string[],
    map: Locator,
    shapes: T[],
    options: { maxZoom?: number; onTap?: (shape: T) => Promise<void>; tooltips?: boolean } = {},
) {
    const { maxZoom = 17, onTap, tooltips = true } = options;
    await expect(map).toBeVisible();
    await map.scrollIntoViewIfNeeded();
    const at = await placer(map, shapes, maxZoom);
    // Hidden ones too: a page-wide style written in a name would hide the map and its tooltip.
    const tooltip = page.getByRole('tooltip', { includeHidden: true });
    const read = async () => ({
        tooltip: await tooltip.evaluateAll((elements) => elements.map((e) => e.textContent)),
        ...(await traces(page, away)),
    });
    for (const shape of shapes) {
        const position = at(shape.geometry);
        if (tooltips) {
            // The map may still be settling on its view: leave it, come back, until the shape answers.
            await expect(async () => {
                await page.mouse.move(0, 0);
                await expect(tooltip).toHaveCount(0, { timeout: 2_000 });
                await map.hover({ position });
                expect(away, 'a name sent the page elsewhere').toEqual([]);
                await expect(tooltip).toHaveCount(1, { timeout: 2_000 });
            }).toPass({ timeout: 15_000 });
            await expect.poll(read).toEqual({ tooltip: [shape.tooltip], ...CLEAN });
            await expect(tooltip).toBeVisible();
        } else {
            await map.hover({ position });
            await expect.poll(read).toEqual({ tooltip: [], ...CLEAN });
        }
        await map.click({ position });
        if (onTap) await onTap(shape);
        else await expect.poll(read).toEqual({ tooltip: tooltips ? [shape.tooltip] : [], ...CLEAN });
    }
    await page.mouse.move(0, 0);
    // Shapes drawn on a canvas have no focus of their own: the keyboard reaches the map itself (just
    // before its first control, zoom in) and its controls.
    await map.getByRole('button').first().focus();
    await page.keyboard.press('Shift+Tab');
    await expect(tooltip).toHaveCount(0);
    await expectClean(page, away);
}

/** A plot's page: its fields as written beside its map, then its one shape swept. */
async function checkPlotPage(page: Page, away: string[], plot: MapPlot) {
    await expect(page.getByRole('heading', { name: plot.code, exact: true })).toBeVisible();
    for (const text of [plot.producerName, plot.crop])
        if (text) await expect(page.getByText(text, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: LOCATION, exact: true })).toBeVisible();
    await sweep(page, away, page.getByRole('region', { name: `Bản đồ thửa ${plot.code}`, exact: true }), [
        plot,
    ]);
}

test('names written as markup stay text on every map and beside it, and in the plot files read for import', async ({
    page,
}) => {
    const away = await prepare(page);
    await signIn(page, 'owner', { at: `/biz-location/detail/${LOCATION_ID}` });
    await expect(page.getByRole('heading', { name: LOCATION, exact: true })).toBeVisible();
    for (const text of [LOCATION_CROPS, LOCATION_MANAGER])
        await expect(page.getByText(text, { exact: true })).toBeVisible();
    await expectClean(page, away);

    // The growing location's plot files: each feature's name as written in the report, nothing run.
    const imported: MapPlot[] = [];
    for (const file of [kmlFile(), gpxFile(), geojsonFile(), shapefile()]) {
        await page.getByRole('button', { name: 'Nhập tệp thửa' }).click();
        const dialog = page.getByRole('dialog', { name: 'Nhập thửa từ tệp' });
        await dialog.getByLabel('Chọn tệp').setInputFiles(file);
        const sent = file.features.filter((f) => !f.refused);
        await expect(dialog.getByRole('status')).toHaveText(
            `Sẽ nhập ${sent.length} thửa, từ chối ${file.features.length - sent.length} thửa.`,
        );
        const report = dialog.getByRole('table', { name: 'Kết quả kiểm tra từng thửa' });
        await expect(report.getByRole('row')).toHaveCount(file.features.length + 1);
        // A feature's row: number, its name (or code and producer), area, outcome.
        const cells = (index: number) =>
            report
                .getByRole('row')
                .nth(index + 1)
                .getByRole('cell');
        for (const [index, feature] of file.features.entries())
            await expect(cells(index).nth(1)).toHaveText(
                feature.code ? `${feature.code} · ${feature.producer}` : feature.name,
            );
        await expectClean(page, away);
        if (sent.length) {
            await dialog.getByRole('button', { name: `Nhập ${sent.length} thửa` }).click();
            await expect(dialog.getByRole('status')).toHaveText(/^Đã nhập \d+ thửa; \d+ thửa bị từ chối\.$/);
            // What the server took (it may refuse what the file's rules let through).
            for (const [index, feature] of file.features.entries()) {
                const taken = await cells(index).nth(3).getByText('Đã nhập', { exact: true }).isVisible();
                if (taken)
                    imported.push({
                        code: feature.code!,
                        geometry: { type: 'Polygon', coordinates: [feature.ring] },
                        tooltip: `${feature.code} · ${feature.producer}`,
                    });
            }
        }
        await dialog.getByRole('button', { name: sent.length ? 'Đóng' : 'Hủy' }).click();
        await expect(dialog).toBeHidden();
        await expectClean(page, away);
    }

    // A new plot of the location: its name in the form, the drawing map empty.
    await page.getByRole('link', { name: 'Thêm thửa' }).click();
    await expect(page.getByRole('combobox', { name: /^Vùng trồng/ })).toHaveText(LOCATION);
    await expect(page.getByRole('region', { name: 'Bản đồ hình dạng thửa' })).toBeVisible();
    await expectClean(page, away);
    await page.goBack();

    // The location's map: every plot, each tapped open to its own page and map; the first one's
    // form too, with its drawing map.
    const locationMap = page.getByRole('region', { name: 'Bản đồ các thửa của vùng trồng' });
    const onLocation = [...STORED, ...imported];
    await expect(locationMap).toHaveAttribute('data-drawn', String(onLocation.length));
    await sweep(page, away, locationMap, onLocation, {
        onTap: async (shape) => {
            await checkPlotPage(page, away, shape);
            if (shape === STORED[0]) {
                await page.getByRole('link', { name: 'Sửa' }).click();
                await expect(page.getByRole('combobox', { name: /^Vùng trồng/ })).toHaveText(LOCATION);
                await expect(page.getByLabel(/Mã thửa/)).toHaveValue(STORED[0].code);
                // The household picked from the register, its name as written (an ID number may follow).
                const household = STORED[0].producerName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
                await expect(page.getByRole('combobox', { name: /^Hộ sản xuất/ })).toHaveValue(
                    new RegExp(`^${household}`),
                );
                await expect(page.getByLabel(/Cây trồng/)).toHaveValue(STORED[0].crop);
                const drawMap = page.getByRole('region', { name: 'Bản đồ hình dạng thửa' });
                await sweep(page, away, drawMap, [STORED[0]], { maxZoom: 18, tooltips: false });
                await page.goBack();
            }
            await page.goBack();
            await expect(locationMap).toHaveAttribute('data-drawn', String(onLocation.length));
        },
    });

    // The plot list's map, searched down to the plots written as markup.
    // From the keyboard: the page may be scrolled sideways, its menu partly out of sight.
    await page.getByRole('menuitem', { name: 'Thửa đất' }).press('Enter');
    await page.getByPlaceholder('Tìm theo mã thửa, chủ hộ, cây trồng').fill('data-xss');
    const listMap = page.getByRole('region', { name: 'Bản đồ các thửa trong trang này' });
    await expect(listMap).toHaveAttribute('data-drawn', String(STORED.length));
    await sweep(page, away, listMap, STORED, {
        onTap: async (shape) => {
            await expect(page.getByRole('heading', { name: shape.code, exact: true })).toBeVisible();
            await page.goBack();
            await expect(listMap).toHaveAttribute('data-drawn', String(STORED.length));
        },
    });

    // The lot whose origin holds the five plots: its number and product as written, its map swept.
    await page.getByRole('menuitem', { name: 'Lô hàng' }).press('Enter');
    await page.getByRole('cell', { name: LOT, exact: true }).click();
    await expect(page.getByRole('heading', { name: `Lô ${LOT} · ${PRODUCT}`, exact: true })).toBeVisible();
    const origin = page.getByRole('table', { name: 'Các thửa nguồn gốc của lô' });
    for (const plot of STORED) {
        const row = origin
            .getByRole('row')
            .filter({ has: page.getByRole('link', { name: plot.code, exact: true }) });
        await expect(row.getByRole('cell')).toHaveText([plot.code, plot.producerName, LOCATION, /\d/, /\d/]);
    }
    const lotMap = page.getByRole('region', { name: 'Bản đồ các thửa nguồn gốc của lô' });
    await expect(lotMap).toHaveAttribute('data-drawn', String(STORED.length));
    await sweep(page, away, lotMap, STORED, {
        onTap: async (shape) => {
            await expect(page.getByRole('heading', { name: shape.code, exact: true })).toBeVisible();
            await page.goBack();
            await expect(lotMap).toHaveAttribute('data-drawn', String(STORED.length));
        },
    });
    await expectClean(page, away);
});
