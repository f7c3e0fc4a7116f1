// @vitest-environment jsdom
import '../../../tests/unit/mockServer';
import { File as NodeFile } from 'node:buffer';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { ImportDialog } from './plots/ImportDialog';
import { signInAs } from '../../../tests/unit/helpers';
import { loadMe } from '../../providers/session';
import { renderVi } from '../../../tests/unit/renderVi';
import { getDb } from '../../mocks/db';

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

describe('overlaps found by the import preview, before saving', () => {
    afterEach(cleanup);

    it('warns on each row naming the saved plot or the row of the file it overlaps, other producers only', async () => {
        await signInAs('owner');
        await loadMe();
        const original = (getDb().plots ?? []).find((p) => p.code === 'CD-T001')!;
        renderVi(<ImportDialog locationId={original.locationId} onClose={() => undefined} />);
        fireEvent.change(screen.getByLabelText('Cây trồng (khi tệp không ghi)'), {
            target: { value: 'Cà phê Arabica' },
        });
        const file = {
            type: 'FeatureCollection',
            features: [
                // CD-T001 copied exactly under another household, then under its own.
                {
                    type: 'Feature',
                    properties: { code: 'SAO-01', producer: 'Hộ Lê Thị Sao', area: 5.4 },
                    geometry: original.geometry,
                },
                {
                    type: 'Feature',
                    properties: { code: 'SAO-02', producer: original.producerName, area: 5.4 },
                    geometry: original.geometry,
                },
                // Two households' plots of the file, half over each other.
                square(108.4301234, 11.9201234, { code: 'F-1', producer: 'Hộ Trần Thị Bình', area: 1 }),
                square(108.4305734, 11.9201234, { code: 'F-2', producer: 'Hộ Đỗ Văn Cường', area: 1 }),
                square(108.4401234, 11.9201234, { code: 'OK-1', producer: 'Hộ Trần Thị Bình', area: 1 }),
            ],
        };
        const input = screen.getByLabelText('Chọn tệp') as HTMLInputElement;
        fireEvent.change(input, {
            target: {
                files: [
                    new NodeFile([JSON.stringify(file)], 'thua.geojson', { type: 'application/geo+json' }),
                ],
            },
        });
        await screen.findByText('Sẽ nhập 5 thửa, từ chối 0 thửa.', {}, { timeout: 10_000 });
        const warning = await screen.findByTestId('import-overlaps', {}, { timeout: 10_000 });
        expect(warning.textContent).toContain('4 thửa chồng lấn thửa của hộ khác');
        const rows = within(screen.getByRole('table', { name: 'Kết quả kiểm tra từng thửa' }))
            .getAllByRole('row')
            .slice(1)
            .map((row) => row.textContent ?? '');
        expect(rows[0]).toContain('Chồng lấn thửa đã lưu CD-T001');
        expect(rows[0]).toContain('Chồng lấn thửa SAO-02 trong cùng tệp');
        // The same household as CD-T001: only the other household's copy in the file is named.
        expect(rows[1]).not.toContain('thửa đã lưu');
        expect(rows[1]).toContain('Chồng lấn thửa SAO-01 trong cùng tệp');
        expect(rows[2]).toContain('Chồng lấn thửa F-2 trong cùng tệp');
        expect(rows[3]).toContain('Chồng lấn thửa F-1 trong cùng tệp');
        expect(rows[4]).not.toContain('Chồng lấn');
        // Warned, not refused: they can still be imported.
        expect(screen.getByRole('button', { name: 'Nhập 5 thửa' })).toBeTruthy();
    });
});
