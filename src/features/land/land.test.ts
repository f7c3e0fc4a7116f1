// @vitest-environment jsdom
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

describe('names in the land records', () => {
    const markup = [
        '<img src=x onerror="window.__xss=1">',
        '<svg onload=alert(1)>',
        'Hộ <b>đậm</b>',
        'a=b',
        '`x`',
        'Nông hộ 😀',
    ];

    it('refuses markup, code and symbols in a producer name and a crop, on create, update and import', async () => {
        await signInAs('owner');
        const point = { type: 'Point', coordinates: [108.5312345, 11.9312345] } as const;
        for (const [index, name] of markup.entries()) {
            const created = await refusal(
                call('plotCreate', { body: { ...plotInput(`NM-${index}`, point, 1), producerName: name } }),
            );
            expect(created.status).toBe(400);
            expect(created.body.errors.producerName).toMatch(/Chỉ dùng chữ, số, khoảng trắng/);
            const crop = await refusal(
                call('plotCreate', { body: { ...plotInput(`NC-${index}`, point, 1), crop: name } }),
            );
            expect(crop.body.errors.crop).toMatch(/Chỉ dùng chữ, số/);
        }
        const updated = await refusal(
            call('plotUpdate', { params: { id: 1 }, body: { producerName: markup[0] } }),
        );
        expect(updated.status).toBe(400);
        const imported = await call<PlotImportResult>('plotImport', {
            body: {
                locationId: 1,
                plots: [{ ...plotInput('NM-I', point, 1), locationId: undefined, producerName: markup[1] }],
            },
        });
        expect(imported.created).toHaveLength(0);
        expect((getDb().plots ?? []).some((p) => p.producerName.includes('<'))).toBe(false);
    });

    it('keeps the names people have: marks, apostrophes, brackets, dashes, numbers', async () => {
        await signInAs('owner');
        const names = [
            'Hộ bà H’Hen Niê (buôn Kô Tam)',
            "K'Ho Cil - thôn 3",
            'Nguyễn Thị Ánh, Lê Văn Tư & con',
        ];
        for (const [index, producerName] of names.entries()) {
            const plot = await call<Plot>('plotCreate', {
                body: {
                    ...plotInput(
                        `NK-${index}`,
                        { type: 'Point', coordinates: [108.5 + index / 100, 11.93] },
                        1,
                    ),
                    producerName,
                    crop: 'Cà phê Robusta (TR4)',
                },
            });
            expect(plot.producerName).toBe(producerName);
        }
    });

    it('refuses markup in a growing location’s name, crops and manager', async () => {
        await signInAs('owner');
        const base = { name: 'Vùng Ê Đê', crops: 'Cà phê', province: '68', ward: '68001', address: 'Thôn 1' };
        for (const field of ['name', 'crops', 'managerName']) {
            const error = await refusal(
                call('locationCreate', { body: { ...base, [field]: '<svg onload=alert(1)>' } }),
            );
            expect(error.status).toBe(400);
            expect(error.body.errors[field]).toMatch(/Chỉ dùng chữ, số/);
        }
    });

    it('is the one pattern of the contract', async () => {
        const { NAME_TEXT } = await import('../../domain/validation');
        const { readFileSync } = await import('node:fs');
        const fields = readFileSync('api/components/fields.yaml', 'utf8');
        const block = fields.slice(fields.indexOf('    NameText:'));
        const quoted = /\n {8}pattern: '((?:[^']|'')*)'/.exec(block)![1];
        expect(quoted.replaceAll("''", "'")).toBe(NAME_TEXT.source);
    });
});

describe("the EU Information System's rules in the mock backend", () => {
    it('refuses a plot with a hole, as the pack would', async () => {
        await signInAs('owner');
        const ring = (lon: number, lat: number, side: number) => [
            [lon, lat],
            [lon + side, lat],
            [lon + side, lat + side],
            [lon, lat + side],
            [lon, lat],
        ];
        const holed = {
            type: 'Polygon',
            coordinates: [ring(108.6012345, 11.8012345, 0.004), ring(108.6022345, 11.8022345, 0.001)],
        } as const;
        const error = await refusal(call('plotCreate', { body: plotInput('EU-HOLE', holed, 17.7) }));
        expect(error.status).toBe(400);
        expect(error.body.errors.geometry).toMatch(/lỗ/);
    });
});
