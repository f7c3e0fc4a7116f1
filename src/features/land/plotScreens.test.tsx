// @vitest-environment jsdom
import '../../../tests/unit/mockServer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { WalkPanel } from './plots/WalkPanel';
import { TypeCoordinates } from './plots/TypeCoordinates';
import { LocationPlots } from './plots/LocationPlots';
import { signInAs } from '../../../tests/unit/helpers';
import { loadMe } from '../../providers/session';
import { renderVi } from '../../../tests/unit/renderVi';

/** A phone's GPS driven by the test: `fix` hands the page one position. */
function fakeGps() {
    let listener: PositionCallback | null = null;
    const geolocation = {
        watchPosition: vi.fn((success: PositionCallback) => {
            listener = success;
            return 7;
        }),
        clearWatch: vi.fn(() => {
            listener = null;
        }),
        getCurrentPosition: vi.fn(),
    };
    Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
    return {
        fix(lat: number, lon: number, accuracy: number) {
            act(() =>
                listener?.({ coords: { latitude: lat, longitude: lon, accuracy } } as GeolocationPosition),
            );
        },
    };
}

describe('walking a plot with the GPS', () => {
    afterEach(cleanup);

    it('keeps good fixes, refuses one worse than 15 m with the reason, survives a reload, undoes, finishes', async () => {
        // The walk is kept as its walker's own draft: someone is signed in, in a business.
        await signInAs('owner');
        await loadMe();
        const gps = fakeGps();
        const done = vi.fn();
        renderVi(<WalkPanel draftKey="create-1" onDone={done} onCancel={() => undefined} />);
        fireEvent.click(screen.getByRole('button', { name: 'Bắt đầu' }));
        gps.fix(11.9401234, 108.4405678, 4.2);
        expect(screen.getByTestId('walk-count').textContent).toBe('Đã ghi 1 điểm');
        gps.fix(11.9409, 108.4406, 32);
        expect(screen.getByTestId('walk-status').textContent).toContain('sai số 32 m, quá mức cho phép 15 m');
        expect(screen.getByTestId('walk-count').textContent).toBe('Đã ghi 1 điểm');
        gps.fix(11.9411, 108.4415, 6);
        gps.fix(11.9421, 108.4405, 3);
        expect(screen.getByTestId('walk-count').textContent).toBe('Đã ghi 3 điểm');
        // A reload: the walk comes back from the browser's storage.
        cleanup();
        renderVi(<WalkPanel draftKey="create-1" onDone={done} onCancel={() => undefined} />);
        expect(screen.getByText('Đã khôi phục 3 điểm của vòng đi trước.')).toBeTruthy();
        fireEvent.click(screen.getByRole('button', { name: 'Bỏ điểm cuối' }));
        expect(screen.getByTestId('walk-count').textContent).toBe('Đã ghi 2 điểm');
        expect((screen.getByRole('button', { name: 'Hoàn tất' }) as HTMLButtonElement).disabled).toBe(true);
        fireEvent.click(screen.getByRole('button', { name: 'Đi tiếp' }));
        gps.fix(11.9421, 108.4405, 3);
        fireEvent.click(screen.getByRole('button', { name: 'Hoàn tất' }));
        expect(done).toHaveBeenCalledWith({
            type: 'Polygon',
            coordinates: [
                [
                    [108.4405678, 11.9401234],
                    [108.4415, 11.9411],
                    [108.4405, 11.9421],
                    [108.4405678, 11.9401234],
                ],
            ],
        });
    });
});

describe('typing coordinates', () => {
    afterEach(cleanup);

    it('reads decimal commas and keeps every decimal typed', () => {
        const done = vi.fn();
        renderVi(<TypeCoordinates geometry={null} onDone={done} onCancel={() => undefined} />);
        fireEvent.change(screen.getByLabelText('Tọa độ (vĩ độ, kinh độ), mỗi dòng một điểm'), {
            target: { value: '11,94012345 108,44056789\n11.9411, 108.4415\n11,9421; 108,4405' },
        });
        expect(screen.getByText('Đọc được 3 điểm')).toBeTruthy();
        fireEvent.click(screen.getByRole('button', { name: 'Dùng các tọa độ này' }));
        expect(done.mock.calls[0][0].coordinates[0][0]).toEqual([108.44056789, 11.94012345]);
    });

    it('names the lines it cannot read', () => {
        const done = vi.fn();
        renderVi(<TypeCoordinates geometry={null} onDone={done} onCancel={() => undefined} />);
        fireEvent.change(screen.getByLabelText('Tọa độ (vĩ độ, kinh độ), mỗi dòng một điểm'), {
            target: { value: '11,94 108,44\nvĩ độ mười một' },
        });
        fireEvent.click(screen.getByRole('button', { name: 'Dùng các tọa độ này' }));
        expect(screen.getByText('Không đọc được tọa độ ở dòng 2.')).toBeTruthy();
        expect(done).not.toHaveBeenCalled();
    });
});

describe('plot screens on a server that lacks the plot calls', () => {
    afterEach(cleanup);

    it("the growing location's plots say the server does not support them", async () => {
        await signInAs('owner');
        server.use(
            http.get('*/api/plot/list', () =>
                HttpResponse.json({ status: 'error', data: null, message: 'Not Found' }, { status: 404 }),
            ),
        );
        renderVi(<LocationPlots locationId={1} />);
        expect(
            await screen.findByText(
                'Máy chủ chưa hỗ trợ thửa đất và nguồn gốc lô. Các chức năng khác vẫn dùng bình thường.',
            ),
        ).toBeTruthy();
    });
});
