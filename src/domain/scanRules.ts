/**
 * The suspicious-scan rules (docs/api.md, "Scan rules"): what makes a consumer's scan of a stamp
 * suspicious, with the thresholds a business tunes. Pure: the mock and any server written from the
 * contract compute the same flags from the same history.
 */
export const SCAN_RULE_CODES = [
    'before_activation',
    'after_destruction',
    'too_many_scans',
    'far_apart',
    'outside_market',
] as const;
export type ScanRuleCode = (typeof SCAN_RULE_CODES)[number];

export type ScanDevice = 'phone' | 'tablet' | 'desktop' | 'unknown';
export const SCAN_DEVICES: ScanDevice[] = ['phone', 'tablet', 'desktop', 'unknown'];

export interface ScanRules {
    beforeActivation: { enabled: boolean };
    afterDestruction: { enabled: boolean };
    tooManyScans: { enabled: boolean; maxScans: number };
    farApart: { enabled: boolean; distanceKm: number; withinHours: number };
    outsideMarket: { enabled: boolean };
}

export const DEFAULT_SCAN_RULES: ScanRules = {
    beforeActivation: { enabled: true },
    afterDestruction: { enabled: true },
    tooManyScans: { enabled: true, maxScans: 5 },
    farApart: { enabled: true, distanceKm: 500, withinHours: 24 },
    outsideMarket: { enabled: true },
};

/** Allowed ranges of the thresholds (whole numbers). */
export const SCAN_RULE_LIMITS = {
    maxScans: { min: 1, max: 1000 },
    distanceKm: { min: 10, max: 2000 },
    withinHours: { min: 1, max: 720 },
} as const;

type Threshold = keyof typeof SCAN_RULE_LIMITS;
const RULE_KEYS = [
    'beforeActivation',
    'afterDestruction',
    'tooManyScans',
    'farApart',
    'outsideMarket',
] as const;
const THRESHOLDS: Record<(typeof RULE_KEYS)[number], Threshold[]> = {
    beforeActivation: [],
    afterDestruction: [],
    tooManyScans: ['maxScans'],
    farApart: ['distanceKm', 'withinHours'],
    outsideMarket: [],
};

/**
 * Reads rules sent to be saved: every rule with `enabled` (boolean) and its thresholds, whole
 * numbers within SCAN_RULE_LIMITS. Errors are keyed by field path (`farApart.distanceKm`), as the
 * API's `errors` object.
 */
export function readScanRules(input: unknown): { rules: ScanRules } | { errors: Record<string, string> } {
    const errors: Record<string, string> = {};
    const source = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
    const rules = structuredClone(DEFAULT_SCAN_RULES) as unknown as Record<
        string,
        Record<string, number | boolean>
    >;
    for (const key of RULE_KEYS) {
        const rule = source[key] as Record<string, unknown> | undefined;
        if (!rule || typeof rule !== 'object') {
            errors[key] = 'Thiếu quy tắc này';
            continue;
        }
        if (typeof rule.enabled !== 'boolean') errors[`${key}.enabled`] = 'Chọn bật hoặc tắt';
        else rules[key].enabled = rule.enabled;
        for (const field of THRESHOLDS[key]) {
            const value = rule[field];
            const { min, max } = SCAN_RULE_LIMITS[field];
            if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
                errors[`${key}.${field}`] = `Nhập số nguyên từ ${min} đến ${max}`;
            } else rules[key][field] = value;
        }
    }
    return Object.keys(errors).length ? { errors } : { rules: rules as unknown as ScanRules };
}

/** One scan, as the rules read it: when, and the province code it came from. */
export interface ScanPoint {
    at: string;
    province: string;
}

/** What the rules know of the stamp: when it was activated and destroyed, and its lot's market. */
export interface StampHistory {
    activatedAt: string | null;
    destroyedAt: string | null;
    /** Province codes the stamp's lot is distributed in; empty when not known (the rule is then silent). */
    market: string[];
}

const HOUR = 3_600_000;

/**
 * The rule codes each scan triggers, in the scans' order (oldest first). A scan is flagged by:
 * before_activation, made while the stamp was not activated (or never was); after_destruction, made
 * at or after its destruction; too_many_scans, the (maxScans + 1)-th scan and later; far_apart, an
 * earlier scan within `withinHours` came from a province more than `distanceKm` away (centroids);
 * outside_market, the lot's market is known and does not include the scan's province.
 */
export function flagScans(
    scans: ScanPoint[],
    history: StampHistory,
    rules: ScanRules,
    /** Distance in km between two provinces, null when unknown (provinceDistanceKm of provinceGeo.ts). */
    distanceKm: (a: string, b: string) => number | null,
): ScanRuleCode[][] {
    const times = scans.map((scan) => Date.parse(scan.at));
    const activated = history.activatedAt ? Date.parse(history.activatedAt) : null;
    const destroyed = history.destroyedAt ? Date.parse(history.destroyedAt) : null;
    return scans.map((scan, index) => {
        const flags: ScanRuleCode[] = [];
        const time = times[index];
        if (rules.beforeActivation.enabled && (activated === null || time < activated))
            flags.push('before_activation');
        if (rules.afterDestruction.enabled && destroyed !== null && time >= destroyed)
            flags.push('after_destruction');
        if (rules.tooManyScans.enabled && index + 1 > rules.tooManyScans.maxScans)
            flags.push('too_many_scans');
        if (rules.farApart.enabled) {
            const window = rules.farApart.withinHours * HOUR;
            const far = scans.some((other, j) => {
                if (j >= index || time - times[j] > window || time < times[j]) return false;
                const km = distanceKm(other.province, scan.province);
                return km !== null && km > rules.farApart.distanceKm;
            });
            if (far) flags.push('far_apart');
        }
        if (
            rules.outsideMarket.enabled &&
            history.market.length > 0 &&
            !history.market.includes(scan.province)
        )
            flags.push('outside_market');
        return flags;
    });
}

/** Every rule code the scans triggered, once each, in SCAN_RULE_CODES order. */
export const rulesOf = (flags: ScanRuleCode[][]): ScanRuleCode[] =>
    SCAN_RULE_CODES.filter((code) => flags.some((list) => list.includes(code)));

/** What kind of device a User-Agent names. */
export function deviceOf(userAgent: string | null | undefined): ScanDevice {
    const agent = userAgent ?? '';
    if (!agent.trim()) return 'unknown';
    if (
        /iPad|Tablet|Tab(?!le)|Kindle|Silk/i.test(agent) ||
        (/Android/i.test(agent) && !/Mobile/i.test(agent))
    )
        return 'tablet';
    if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(agent)) return 'phone';
    if (/Windows|Macintosh|X11|Linux|CrOS/i.test(agent)) return 'desktop';
    return 'unknown';
}
