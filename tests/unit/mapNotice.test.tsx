// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { MapNotice } from '../../src/kit/map/MapNotice';
import { renderVi } from './renderVi';

afterEach(cleanup);

describe('what a map leaves out is said under it', () => {
    it('says how many of how many plots are drawn, how many are not and why', () => {
        renderVi(
            <MapNotice
                drawn={30000}
                skipped={2}
                cut={{ total: 31200, missing: 1200, reason: 'limit', max: 30000 }}
            />,
        );
        expect(screen.getByRole('status').textContent).toBe(
            'Bản đồ vẽ 30.000 trong 31.200 thửa: 1.200 thửa không được vẽ vì một bản đồ vẽ tối đa 30.000 thửa. Bảng các thửa có đủ. 2 thửa không có hình dạng vẽ được nên không có trên bản đồ.',
        );
    });

    it('names a server that answered fewer plots than it counts', () => {
        renderVi(
            <MapNotice drawn={4000} skipped={0} cut={{ total: 5016, missing: 1016, reason: 'short' }} />,
        );
        expect(screen.getByRole('status').textContent).toMatch(
            /^Bản đồ vẽ 4\.000 trong 5\.016 thửa: 1\.016 thửa không được vẽ vì máy chủ trả về ít thửa hơn số nó báo\./,
        );
    });

    it('says nothing when every plot is drawn', () => {
        renderVi(<MapNotice drawn={10000} skipped={0} cut={null} />);
        expect(screen.queryByRole('status')).toBeNull();
    });
});
