// @vitest-environment jsdom
import '../../../tests/unit/mockServer';
import { File as NodeFile } from 'node:buffer';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { ImportDialog } from './plots/ImportDialog';
import { signInAs } from '../../../tests/unit/helpers';
import { loadMe } from '../../providers/session';
import { renderVi } from '../../../tests/unit/renderVi';
import { getDb } from '../../mocks/db';
import { fetchPlots } from './plots/plotApi';

const RAW_KEY = /^(ra|xts)\.[a-z_.]+$/;

/** A closed ring of about 1 ha around (lon, lat), walked as a GPS track, with 7 decimals. */
function trackPoints(lon: number, lat: number) {
    const corners = [
        [lon, lat],
        [lon + 0.0009, lat],
        [lon + 0.0009, lat + 0.0009],
        [lon, lat + 0.0009],
        [lon, lat],
    ];
    return corners.map(([x, y]) => `<trkpt lat="${y.toFixed(7)}" lon="${x.toFixed(7)}"></trkpt>`).join('');
}

/** A GPX of two tracks walked round two plots: no producer, no crop, no area in the file. */
const GPX = `<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">
  <trk><name>GPX-A1</name><trkseg>${trackPoints(108.4301234, 11.9201234)}</trkseg></trk>
  <trk><name>GPX-A2</name><trkseg>${trackPoints(108.4351234, 11.9251234)}</trkseg></trk>
</gpx>`;

/** A square polygon of about 1 ha, as a GeoJSON feature with the given properties. */
function square(lon: number, lat: number, properties: Record<string, unknown>) {
    const ring = [
        [lon, lat],
        [lon + 0.0009, lat],
        [lon + 0.0009, lat + 0.0009],
        [lon, lat + 0.0009],
        [lon, lat],
    ].map(([x, y]) => [+x.toFixed(7), +y.toFixed(7)]);
    return { type: 'Feature', properties, geometry: { type: 'Polygon', coordinates: [ring] } };
}

const locationOf = (code: string) => getDb().bizLocations.find((l) => l.code === code)!;

function chooseFile(name: string, text: string, type: string) {
    const input = screen.getByLabelText('Chọn tệp') as HTMLInputElement;
    // Node's File: the page's (jsdom's) has no arrayBuffer().
    fireEvent.change(input, { target: { files: [new NodeFile([text], name, { type })] } });
}

const rowTexts = () =>
    within(screen.getByRole('table', { name: 'Kết quả kiểm tra từng thửa' }))
        .getAllByRole('cell')
        .flatMap((cell) => [
            cell.textContent ?? '',
            ...[...cell.querySelectorAll('p, span')].map((e) => e.textContent ?? ''),
        ]);

describe('importing plots from a file', () => {
    afterEach(cleanup);

    it('imports a GPX with the producer and crop given in the dialog: the preview counts what is imported, in words', async () => {
        await signInAs('owner');
        await loadMe();
        const location = locationOf('CD-B');
        renderVi(<ImportDialog locationId={location.id} onClose={() => undefined} />);
        fireEvent.change(screen.getByLabelText('Cây trồng (khi tệp không ghi)'), {
            target: { value: 'Cà phê Robusta' },
        });
        fireEvent.change(screen.getByLabelText('Chủ hộ (khi tệp không ghi)'), {
            target: { value: 'Hộ Nguyễn Văn An' },
        });
        chooseFile('duong-di.gpx', GPX, 'application/gpx+xml');
        const status = await screen.findByText('Sẽ nhập 2 thửa, từ chối 0 thửa.', {}, { timeout: 10_000 });
        expect(status).toBeTruthy();
        // The household is looked for in the register before anything is saved: a new one, once.
        await screen.findByText('Sẽ tạo 1 hộ mới, gắn 0 thửa vào hộ có sẵn.', {}, { timeout: 10_000 });
        fireEvent.click(screen.getByRole('button', { name: 'Nhập 2 thửa' }));
        await screen.findByText('Đã nhập 2 thửa; 0 thửa bị từ chối.', {}, { timeout: 10_000 });
        expect(rowTexts().filter((text) => RAW_KEY.test(text.trim()))).toEqual([]);
        const saved = (getDb().plots ?? []).filter((p) => p.code === 'GPX-A1' || p.code === 'GPX-A2');
        expect(saved.map((p) => [p.producerName, p.crop])).toEqual([
            ['Hộ Nguyễn Văn An', 'Cà phê Robusta'],
            ['Hộ Nguyễn Văn An', 'Cà phê Robusta'],
        ]);
        expect(new Set(saved.map((p) => p.producerId)).size).toBe(1);
    });

    it('refuses in the preview a point with no declared area, a code used twice and a code already used, with the reason', async () => {
        await signInAs('owner');
        await loadMe();
        const taken = (getDb().plots ?? []).find((p) => p.code === 'CD-T001')!;
        const location = getDb().bizLocations.find((l) => l.id === taken.locationId)!;
        // The location page has its plots loaded already (the map's list).
        const client = new QueryClient();
        client.setQueryData(
            ['location-plots', location.id, 'map'],
            await fetchPlots({ locationId: location.id, page: 1, limit: 2000 }),
        );
        renderVi(<ImportDialog locationId={location.id} onClose={() => undefined} />, '/', client);
        fireEvent.change(screen.getByLabelText('Cây trồng (khi tệp không ghi)'), {
            target: { value: 'Cà phê Arabica' },
        });
        const producer = 'Hộ Trần Thị Bình';
        const file = {
            type: 'FeatureCollection',
            features: [
                square(108.4301234, 11.9201234, { code: 'DUP-1', producer }),
                square(108.4321234, 11.9201234, { code: 'DUP-1', producer }),
                {
                    type: 'Feature',
                    properties: { code: 'P-1', producer },
                    geometry: { type: 'Point', coordinates: [108.4341234, 11.9201234] },
                },
                square(108.4361234, 11.9201234, { code: 'CD-T001', producer }),
                square(108.4381234, 11.9201234, { code: 'OK-1', producer }),
            ],
        };
        chooseFile('thua.geojson', JSON.stringify(file), 'application/geo+json');
        await screen.findByText('Sẽ nhập 2 thửa, từ chối 3 thửa.', {}, { timeout: 10_000 });
        const table = screen.getByRole('table', { name: 'Kết quả kiểm tra từng thửa' });
        const rows = within(table).getAllByRole('row').slice(1);
        expect(rows[1].textContent).toContain('Mã thửa DUP-1 trùng với thửa 1 trong tệp');
        expect(rows[2].textContent).toContain('Thửa là điểm nhưng tệp không ghi diện tích khai báo');
        expect(rows[3].textContent).toContain('Mã thửa CD-T001 đã có trong doanh nghiệp');
        expect(rowTexts().filter((text) => RAW_KEY.test(text.trim()))).toEqual([]);
        await screen.findByText('Sẽ tạo 1 hộ mới, gắn 0 thửa vào hộ có sẵn.', {}, { timeout: 10_000 });
        fireEvent.click(screen.getByRole('button', { name: 'Nhập 2 thửa' }));
        await screen.findByText('Đã nhập 2 thửa; 3 thửa bị từ chối.', {}, { timeout: 10_000 });
    });

    it('puts in words a refusal the server answers as a key', async () => {
        await signInAs('owner');
        await loadMe();
        server.use(
            http.post('*/api/plot/import', () =>
                HttpResponse.json({
                    status: 'success',
                    data: {
                        created: [],
                        refused: [
                            { index: 0, reasons: ['ra.validation.required'] },
                            { index: 1, code: 'GPX-A2', reasons: ['xts.geo.validation.code_taken'] },
                        ],
                    },
                }),
            ),
        );
        renderVi(<ImportDialog locationId={locationOf('CD-B').id} onClose={() => undefined} />);
        fireEvent.change(screen.getByLabelText('Cây trồng (khi tệp không ghi)'), {
            target: { value: 'Cà phê Robusta' },
        });
        fireEvent.change(screen.getByLabelText('Chủ hộ (khi tệp không ghi)'), {
            target: { value: 'Hộ Nguyễn Văn An' },
        });
        chooseFile('duong-di.gpx', GPX, 'application/gpx+xml');
        await screen.findByText('Sẽ tạo 1 hộ mới, gắn 0 thửa vào hộ có sẵn.', {}, { timeout: 10_000 });
        fireEvent.click(screen.getByRole('button', { name: 'Nhập 2 thửa' }));
        await screen.findByText('Đã nhập 0 thửa; 2 thửa bị từ chối.', {}, { timeout: 10_000 });
        const rows = within(screen.getByRole('table', { name: 'Kết quả kiểm tra từng thửa' })).getAllByRole(
            'row',
        );
        expect(rows[1].textContent).toContain('Bắt buộc');
        expect(rows[2].textContent).toContain('Mã thửa này đã được dùng trong chủ thể');
        expect(rowTexts().filter((text) => RAW_KEY.test(text.trim()))).toEqual([]);
    });
});
