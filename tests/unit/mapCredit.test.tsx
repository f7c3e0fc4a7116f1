// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import PlotMap from '../../src/kit/map/PlotMap';
import DrawMap from '../../src/features/land/plots/DrawMap';
import { DEFAULT_TILE_ATTRIBUTION, DEFAULT_TILE_URL, mapTiles } from '../../src/kit/map/mapConfig';
import { renderVi } from './renderVi';

const credit = (map: HTMLElement) => map.querySelector('.leaflet-control-attribution');

/** Says a tile of the map has loaded (jsdom loads no image: the browser's event, by hand). */
const loadOneTile = (map: HTMLElement) =>
    act(() => {
        const tile = map.querySelector('img.leaflet-tile');
        expect(tile).not.toBeNull();
        tile!.dispatchEvent(new Event('load'));
    });

describe("the map's credit", () => {
    const saved = { ...mapTiles };
    beforeEach(() => {
        mapTiles.url = DEFAULT_TILE_URL;
        mapTiles.attribution = DEFAULT_TILE_ATTRIBUTION;
    });
    afterEach(() => {
        cleanup();
        Object.assign(mapTiles, saved);
    });

    it('is absent from the plot map while no tile has loaded, and names the tile server once one has', async () => {
        renderVi(<PlotMap plots={[]} label="Bản đồ" />);
        const map = screen.getByRole('region', { name: 'Bản đồ' });
        expect(map.textContent).not.toContain('OpenStreetMap');
        expect(credit(map)).toBeNull();
        await loadOneTile(map);
        expect(credit(map)?.textContent).toContain('OpenStreetMap');
    });

    it('is absent from the drawing map while no tile has loaded, and names the tile server once one has', async () => {
        renderVi(<DrawMap geometry={null} drawing={false} onChange={() => {}} label="Vẽ thửa" />);
        const map = screen.getByRole('region', { name: 'Vẽ thửa' });
        expect(map.textContent).not.toContain('OpenStreetMap');
        expect(credit(map)).toBeNull();
        await loadOneTile(map);
        expect(credit(map)?.textContent).toContain('OpenStreetMap');
    });

    it('is never shown without a tile server', () => {
        mapTiles.url = '';
        renderVi(<PlotMap plots={[]} label="Bản đồ" />);
        expect(credit(screen.getByRole('region', { name: 'Bản đồ' }))).toBeNull();
    });
});
