import { describe, expect, it } from 'vitest';
import {
    DEFAULT_SCAN_RULES,
    deviceOf,
    flagScans as flag,
    readScanRules,
    rulesOf,
    type ScanRules,
} from '../../src/domain/scanRules';
import { PROVINCE_PLACES, provinceDistanceKm } from '../../src/domain/provinceGeo';

type Args = Parameters<typeof flag>;
/** The rules with the distances between province centroids, as the mock runs them. */
const flagScans = (
    scans: Args[0],
    history: Args[1],
    rules: Args[2],
    distance: Args[3] = provinceDistanceKm,
) => flag(scans, history, rules, distance);

const H = 3_600_000;
const T0 = Date.parse('2026-11-01T00:00:00Z');
const at = (hours: number) => new Date(T0 + hours * H).toISOString();
const only = (patch: Partial<ScanRules>): ScanRules => ({
    beforeActivation: { enabled: false },
    afterDestruction: { enabled: false },
    tooManyScans: { enabled: false, maxScans: 5 },
    farApart: { enabled: false, distanceKm: 500, withinHours: 24 },
    outsideMarket: { enabled: false },
    ...patch,
});
const sold = { activatedAt: at(0), destroyedAt: null, market: [] };

describe('province places', () => {
    it('places the 34 provinces on distinct cells with known centroids', () => {
        expect(PROVINCE_PLACES).toHaveLength(34);
        expect(new Set(PROVINCE_PLACES.map((p) => p.code)).size).toBe(34);
        expect(new Set(PROVINCE_PLACES.map((p) => `${p.col},${p.row}`)).size).toBe(34);
    });

    it('measures distances between centroids, null for an unknown province', () => {
        expect(provinceDistanceKm('01', '79')).toBeGreaterThan(1000);
        expect(provinceDistanceKm('01', '79')).toBeLessThan(1250);
        expect(provinceDistanceKm('68', '79')).toBeLessThan(250);
        expect(provinceDistanceKm('68', '68')).toBe(0);
        expect(provinceDistanceKm('68', '99')).toBeNull();
    });
});

describe('suspicious-scan rules', () => {
    it('before_activation: a scan before the activation, or of a stamp never activated', () => {
        const rules = only({ beforeActivation: { enabled: true } });
        const scans = [
            { at: at(-1), province: '68' },
            { at: at(0), province: '68' },
            { at: at(5), province: '68' },
        ];
        expect(flagScans(scans, sold, rules)).toEqual([['before_activation'], [], []]);
        expect(
            flagScans(scans, { ...sold, activatedAt: null }, rules).every((f) =>
                f.includes('before_activation'),
            ),
        ).toBe(true);
        expect(flagScans(scans, sold, only({})).flat()).toEqual([]);
    });

    it('after_destruction: a scan at or after the destruction', () => {
        const rules = only({ afterDestruction: { enabled: true } });
        const scans = [
            { at: at(1), province: '68' },
            { at: at(2), province: '68' },
            { at: at(3), province: '68' },
        ];
        expect(flagScans(scans, { ...sold, destroyedAt: at(2) }, rules)).toEqual([
            [],
            ['after_destruction'],
            ['after_destruction'],
        ]);
        expect(flagScans(scans, sold, rules).flat()).toEqual([]);
    });

    it('too_many_scans: the scans after the first N', () => {
        const scans = Array.from({ length: 4 }, (_, i) => ({ at: at(i + 1), province: '68' }));
        expect(flagScans(scans, sold, only({ tooManyScans: { enabled: true, maxScans: 2 } }))).toEqual([
            [],
            [],
            ['too_many_scans'],
            ['too_many_scans'],
        ]);
        // Exactly N scans is not too many.
        expect(flagScans(scans, sold, only({ tooManyScans: { enabled: true, maxScans: 4 } })).flat()).toEqual(
            [],
        );
    });

    it('far_apart: a later scan more than D km from an earlier one within H hours', () => {
        const rules = only({ farApart: { enabled: true, distanceKm: 500, withinHours: 24 } });
        const hanoiThenSaigon = [
            { at: at(1), province: '01' },
            { at: at(10), province: '79' },
        ];
        expect(flagScans(hanoiThenSaigon, sold, rules)).toEqual([[], ['far_apart']]);
        // Outside the window, or close by, or exactly at the window's edge counts as within.
        expect(
            flagScans(
                [
                    { at: at(1), province: '01' },
                    { at: at(26), province: '79' },
                ],
                sold,
                rules,
            ).flat(),
        ).toEqual([]);
        expect(
            flagScans(
                [
                    { at: at(1), province: '01' },
                    { at: at(25), province: '79' },
                ],
                sold,
                rules,
            ),
        ).toEqual([[], ['far_apart']]);
        expect(
            flagScans(
                [
                    { at: at(1), province: '68' },
                    { at: at(2), province: '79' },
                ],
                sold,
                rules,
            ).flat(),
        ).toEqual([]);
        // A distance exactly at the threshold is not "more than".
        expect(flagScans(hanoiThenSaigon, sold, rules, () => 500).flat()).toEqual([]);
        // An unknown province is never far.
        expect(
            flagScans(
                [
                    { at: at(1), province: '01' },
                    { at: at(2), province: '??' },
                ],
                sold,
                rules,
            ).flat(),
        ).toEqual([]);
    });

    it('outside_market: a province outside the known market; silent when the market is unknown', () => {
        const rules = only({ outsideMarket: { enabled: true } });
        const scans = [
            { at: at(1), province: '68' },
            { at: at(2), province: '01' },
        ];
        expect(flagScans(scans, { ...sold, market: ['68', '79'] }, rules)).toEqual([[], ['outside_market']]);
        expect(flagScans(scans, sold, rules).flat()).toEqual([]);
    });

    it('gives several codes to one scan and lists the stamp-level rules once, in rule order', () => {
        const flags = flagScans(
            [
                { at: at(-5), province: '01' },
                { at: at(1), province: '79' },
            ],
            { activatedAt: at(0), destroyedAt: at(1), market: ['68'] },
            {
                ...DEFAULT_SCAN_RULES,
                tooManyScans: { enabled: true, maxScans: 1 },
            },
        );
        expect(flags[1]).toEqual(['after_destruction', 'too_many_scans', 'far_apart', 'outside_market']);
        expect(rulesOf(flags)).toEqual([
            'before_activation',
            'after_destruction',
            'too_many_scans',
            'far_apart',
            'outside_market',
        ]);
        expect(flagScans([], sold, DEFAULT_SCAN_RULES)).toEqual([]);
    });
});

describe('readScanRules', () => {
    it('accepts a whole rule set and refuses missing rules and out-of-range thresholds by field path', () => {
        expect(readScanRules(DEFAULT_SCAN_RULES)).toEqual({ rules: DEFAULT_SCAN_RULES });
        const bad = readScanRules({
            ...DEFAULT_SCAN_RULES,
            farApart: { enabled: true, distanceKm: 5, withinHours: 1.5 },
            outsideMarket: undefined,
        });
        expect('errors' in bad && Object.keys(bad.errors).sort()).toEqual([
            'farApart.distanceKm',
            'farApart.withinHours',
            'outsideMarket',
        ]);
        const off = readScanRules({
            ...DEFAULT_SCAN_RULES,
            tooManyScans: { enabled: 'yes', maxScans: 1001 },
        });
        expect('errors' in off && Object.keys(off.errors).sort()).toEqual([
            'tooManyScans.enabled',
            'tooManyScans.maxScans',
        ]);
        expect('errors' in readScanRules(null)).toBe(true);
    });
});

describe('deviceOf', () => {
    it('reads the kind of device from a User-Agent', () => {
        expect(deviceOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe(
            'phone',
        );
        expect(deviceOf('Mozilla/5.0 (Linux; Android 14; SM-S918B) Mobile Safari/537.36')).toBe('phone');
        expect(deviceOf('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe('tablet');
        expect(deviceOf('Mozilla/5.0 (Linux; Android 13; SM-X200) Safari/537.36')).toBe('tablet');
        expect(deviceOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120')).toBe('desktop');
        expect(deviceOf('')).toBe('unknown');
        expect(deviceOf(null)).toBe('unknown');
        expect(deviceOf('curl/8.0')).toBe('unknown');
    });
});
