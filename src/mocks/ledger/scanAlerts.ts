/**
 * Consumers' scans judged by the business's suspicious-scan rules (src/domain/scanRules.ts): the
 * scans of one stamp with their flags (trace), and the stamps with at least one flagged scan (the
 * suspicious list and the dashboard's alerts).
 */
import type { MockDb } from '../state';
import { provinceByCode, wardsOf } from '../data/locations';
import {
    DEFAULT_SCAN_RULES,
    deviceOf,
    flagScans,
    rulesOf,
    type ScanRuleCode,
    type ScanRules,
} from '../../domain/scanRules';
import { provinceDistanceKm } from '../../domain/provinceGeo';
import { encodeStamp } from './codes';
import { activationsOf, formatSerial, retailsOf, segmentsOf, storeOf, type StampScan } from './model';
import { stampFacts } from './facts';

export const scanRulesOf = (db: MockDb, bizId: number): ScanRules =>
    structuredClone(storeOf(db).scanRules?.[bizId] ?? DEFAULT_SCAN_RULES);

export function saveScanRules(db: MockDb, bizId: number, rules: ScanRules) {
    const store = storeOf(db);
    store.scanRules = { ...store.scanRules, [bizId]: rules };
}

/** Where consumers scan from when the request does not say (the mock has no geolocation). */
const SCAN_PROVINCES = ['68', '79', '01', '48', '92', '66', '68', '79'];

/** Records a consumer's scan: the province asked for (`?province=`) or one of the usual ones, a ward as the place. */
export function recordScan(
    db: MockDb,
    bizId: number,
    serial: number,
    asked: string | null,
    userAgent: string | null,
) {
    const scans = storeOf(db).scans;
    const province =
        asked && provinceByCode(asked)
            ? asked
            : SCAN_PROVINCES[(serial + scans.length) % SCAN_PROVINCES.length];
    const wards = wardsOf(province);
    const place = wards.length ? wards[(serial + scans.length) % wards.length].name : null;
    scans.push({ bizId, serial, province, place, device: deviceOf(userAgent), at: new Date().toISOString() });
}

/**
 * Where each lot is distributed: the provinces of the sales points its stamps were sold at, keyed
 * `productId|lot`. A sale at an online sales point makes the lot's market nationwide (an empty set:
 * the outside-market rule stays silent for it).
 */
export function lotMarkets(db: MockDb, bizId: number): Map<string, Set<string> | null> {
    const activations = new Map(activationsOf(db).map((row) => [row.id, row]));
    const retails = new Map(retailsOf(db).map((row) => [row.id, row]));
    const shops = new Map(db.shops.map((shop) => [shop.id, shop]));
    const markets = new Map<string, Set<string> | null>();
    for (const segment of segmentsOf(db, bizId)) {
        const activation = segment.act ? activations.get(segment.act) : undefined;
        const retail = segment.ret ? retails.get(segment.ret) : undefined;
        const shop = retail?.shopId ? shops.get(retail.shopId) : undefined;
        if (!activation || !shop) continue;
        const key = `${activation.productId}|${activation.lot}`;
        if (markets.get(key) === null) continue;
        if (shop.type === 'online') markets.set(key, null);
        else markets.set(key, (markets.get(key) ?? new Set<string>()).add(String(shop.province)));
    }
    return markets;
}

export interface ScanItem {
    at: string;
    province: string;
    place: string | null;
    device: 'phone' | 'tablet' | 'desktop' | 'unknown';
    flags: ScanRuleCode[];
}

const provinceName = (code: string) => provinceByCode(code)?.name ?? code;

/** The scans of one stamp, oldest first, each with the rules it triggered. */
export function judgeScans(
    db: MockDb,
    bizId: number,
    serial: number,
    scans: StampScan[],
    rules: ScanRules,
    markets = lotMarkets(db, bizId),
) {
    const facts = stampFacts(db, bizId, serial);
    const sorted = [...scans].sort((a, b) => a.at.localeCompare(b.at));
    const activation = facts?.activation ?? null;
    const market = activation ? markets.get(`${activation.productId}|${activation.lot}`) : null;
    const flags = flagScans(
        sorted,
        {
            activatedAt: activation?.createdAt ?? null,
            destroyedAt: facts?.destruction?.createdAt ?? null,
            market: market ? [...market] : [],
        },
        rules,
        provinceDistanceKm,
    );
    const items: ScanItem[] = sorted.map((scan, index) => ({
        at: scan.at,
        province: provinceName(scan.province),
        place: scan.place ?? null,
        device: scan.device ?? 'unknown',
        flags: flags[index],
    }));
    return { facts, sorted, flags, items };
}

export interface SuspiciousStamp {
    id: string;
    code: string;
    serial: number;
    serialText: string;
    state: string;
    /** Its lot is recalled (the recall marked it). */
    recalled: boolean;
    productId: number | null;
    productName: string | null;
    lot: string | null;
    rules: ScanRuleCode[];
    scanCount: number;
    flaggedCount: number;
    lastScanAt: string;
    lastFlaggedAt: string;
    lastFlaggedProvince: string;
    /** The flagged scans, province codes (filtering, the dashboard's alerts). */
    flagged: { at: string; province: string }[];
}

/** Every stamp of the business with at least one flagged scan. Cost grows with scans, not stamps. */
export function suspiciousStamps(
    db: MockDb,
    bizId: number,
    rules = scanRulesOf(db, bizId),
): SuspiciousStamp[] {
    const bySerial = new Map<number, StampScan[]>();
    for (const scan of storeOf(db).scans) {
        if (scan.bizId !== bizId) continue;
        const list = bySerial.get(scan.serial);
        if (list) list.push(scan);
        else bySerial.set(scan.serial, [scan]);
    }
    const markets = lotMarkets(db, bizId);
    const rows: SuspiciousStamp[] = [];
    for (const [serial, scans] of bySerial) {
        const { facts, sorted, flags } = judgeScans(db, bizId, serial, scans, rules, markets);
        const flagged = sorted.filter((_, index) => flags[index].length > 0);
        if (!facts || flagged.length === 0) continue;
        const last = flagged[flagged.length - 1];
        const code = encodeStamp(bizId, serial);
        rows.push({
            id: code,
            code,
            serial,
            serialText: formatSerial(serial),
            state: facts.state,
            recalled: !!facts.recall,
            productId: facts.activation?.productId ?? null,
            productName: facts.activation?.productName ?? null,
            lot: facts.activation?.lot ?? null,
            rules: rulesOf(flags),
            scanCount: sorted.length,
            flaggedCount: flagged.length,
            lastScanAt: sorted[sorted.length - 1].at,
            lastFlaggedAt: last.at,
            lastFlaggedProvince: provinceName(last.province),
            flagged: flagged.map((scan) => ({ at: scan.at, province: scan.province })),
        });
    }
    return rows;
}
