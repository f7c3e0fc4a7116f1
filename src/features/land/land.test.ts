// @vitest-environment dom
import '../../../tests/unit/mockServer';
import { describe, expect, it } from 'vitest';
import { plotInput, refusal } from '../../../tests/unit/plotFactory';
import { call } from '../../providers/http';
import { dataProvider } from '../../providers/dataProvider';
import { getDb } from '../../mocks/db';
import type { Plot, PlotImportResult } from '../../domain/geo/types';
import { signInAs } from '../../../tests/unit/helpers';

describe('growing locations in the mock backend', () => {
    it('lists only active growing locations of the current business for list-active', async () => {
        await signInAs('owner');
        const rows = await dataProvider.getActiveOptions<{ id: number; bizId: number; status: string }>(
            'biz-locations',
        );
        const expected = getDb()
            .bizLocations.filter((l) => l.bizId === 1 && l.status === 'active')
            .map((l) => l.id);
        expect(rows.map((r) => r.id).sort()).toEqual(expected.sort());
        expect(rows.every((r) => r.status === 'active')).toBe(true);
    });
});

describe('plots in the mock backend', () => {
    it('refuses what the rules refuse, with Vietnamese field errors', async () => {
        await signInAs('owner');
        const error = await refusal(
            call('plotCreate', {
                body: plotInput('TP-02', { type: 'Point', coordinates: [108.5212345, 11.9012345] }, 6),
            }),
        );
        expect(error.status).toBe(400);
        expect(error.body.errors.geometry).toMatch(/trên 4 ha/);
        const taken = await refusal(
            call('plotCreate', {
                body: plotInput('cd-t001', { type: 'Point', coordinates: [108.5212345, 11.9012345] }, 1),
            }),
        );
        expect(taken.body.errors.code).toMatch(/đã được dùng/);
    });

    it('imports the valid plots of a file and answers the others with their reasons', async () => {
        await signInAs('owner');
        const answer = await call<PlotImportResult>('plotImport', {
            body: {
                locationId: 1,
                plots: [
                    {
                        ...plotInput('IM-1', { type: 'Point', coordinates: [108.5412345, 11.9412345] }, 2),
                        locationId: undefined,
                    },
                    {
                        ...plotInput('IM-1', { type: 'Point', coordinates: [108.5412345, 11.9412345] }, 2),
                        locationId: undefined,
                    },
                    {
                        ...plotInput('IM-3', { type: 'Point', coordinates: [11.9412345, 108.5412345] }, 2),
                        locationId: undefined,
                    },
                ],
            },
        });
        expect(answer.created.map((p) => p.code)).toEqual(['IM-1']);
        expect(answer.refused.map((r) => [r.index, r.code])).toEqual([
            [1, 'IM-1'],
            [2, 'IM-3'],
        ]);
        expect(answer.refused[1].reasons.join(' ')).toMatch(/ngoài phạm vi/);
    });

    it('flags overlapping plots of different producers on both', async () => {
        await signInAs('owner');
        const square = (lon: number) => ({
            type: 'Polygon',
            coordinates: [
                [
                    [lon, 11.86],
                    [lon + 0.0025, 11.86],
                    [lon + 0.0025, 11.8625],
                    [lon, 11.8625],
                    [lon, 11.86],
                ],
            ],
        });
        const a = await call<Plot>('plotCreate', { body: plotInput('OV-1', square(108.6), 7.5) });
        const b = await call<Plot>('plotCreate', {
            body: { ...plotInput('OV-2', square(108.601), 7.5), producerName: 'Hộ Trần Thị Khác' },
        });
        expect(b.warnings).toContainEqual({ code: 'overlap', plotIds: [a.id] });
        const again = await call<Plot>('plotDetail', { params: { id: a.id } });
        expect(again.warnings).toContainEqual({ code: 'overlap', plotIds: [b.id] });
    });
});
