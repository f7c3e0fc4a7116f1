/**
 * Expected yields per crop kept per business, a plot's harvest balance, and the check of an origin
 * against them (docs/yields.md; the rules are src/domain/yields.ts).
 */
import type { MockDb } from '../state';
import { MockError, badRequest, notFound } from '../answers';
import { formatNumberIn } from '../../domain/numbers';
import {
    CROPS,
    DEFAULT_YIELDS,
    SEASON_DAYS,
    cropOf,
    overrideReasonOf,
    seasonEnding,
    yieldBalance,
    yieldExcess,
    yieldRangeProblem,
    yieldTableOf,
    type CropKey,
    type DeclaredHarvest,
    type HarvestPeriod,
    type YieldTable,
} from '../../domain/yields';
import type { LotOriginInput, YieldOverride } from '../../domain/geo/types';
import { originsOf, plotsOf, type MockLotOrigin, type MockPlot } from './model';
import { formatVietnamDate, vietnamToday } from '../../domain/dates';

/** A business's own ranges (only the crops it changed) and who changed them last. */
export interface MockCropYields {
    bizId: number;
    table: Partial<YieldTable>;
    updatedAt: string;
    updatedByName: string;
}

declare module '../state' {
    interface MockDb {
        cropYields?: MockCropYields[];
    }
}

const ownOf = (db: MockDb, bizId: number) => (db.cropYields ??= []).find((row) => row.bizId === bizId);

export const yieldTableOfBiz = (db: MockDb, bizId: number): YieldTable =>
    yieldTableOf(ownOf(db, bizId)?.table);

export function presentYieldTable(db: MockDb, bizId: number) {
    const own = ownOf(db, bizId);
    const table = yieldTableOf(own?.table);
    return {
        crops: CROPS.map((crop) => ({
            crop,
            ...table[crop],
            defaultMinKgHa: DEFAULT_YIELDS[crop].minKgHa,
            defaultMaxKgHa: DEFAULT_YIELDS[crop].maxKgHa,
            seasonDays: SEASON_DAYS[crop],
            isDefault:
                table[crop].minKgHa === DEFAULT_YIELDS[crop].minKgHa &&
                table[crop].maxKgHa === DEFAULT_YIELDS[crop].maxKgHa,
        })),
        updatedAt: own?.updatedAt ?? null,
        updatedByName: own?.updatedByName ?? null,
    };
}

/** cropYieldUpdate: the crops sent take their range, each checked; nothing is saved on an error. */
export function updateYieldTable(db: MockDb, bizId: number, byName: string, body: unknown) {
    const items = Array.isArray((body as { crops?: unknown })?.crops)
        ? ((body as { crops: Record<string, unknown>[] }).crops ?? [])
        : [];
    const errors: Record<string, string> = {};
    if (!items.length || items.length > CROPS.length) errors.crops = 'Gửi từ 1 đến 7 loại cây trồng';
    const changes: Partial<YieldTable> = {};
    items.forEach((item, i) => {
        const crop = item?.crop as CropKey;
        const problem = CROPS.includes(crop) ? yieldRangeProblem(item) : 'crop';
        if (problem === 'crop') errors[`crops.${i}`] = 'Loại cây trồng không có trong bảng năng suất';
        else if (problem === 'order') errors[`crops.${i}`] = 'Năng suất tối thiểu lớn hơn tối đa';
        else if (problem) errors[`crops.${i}`] = 'Năng suất là số từ 0 đến 100.000 kg/ha, tối đa lớn hơn 0';
        else changes[crop] = { minKgHa: Number(item.minKgHa), maxKgHa: Number(item.maxKgHa) };
    });
    if (Object.keys(errors).length) throw badRequest('Bảng năng suất chưa hợp lệ', errors);
    const rows = (db.cropYields ??= []);
    const own =
        ownOf(db, bizId) ?? rows[rows.push({ bizId, table: {}, updatedAt: '', updatedByName: '' }) - 1];
    Object.assign(own.table, changes);
    own.updatedAt = new Date().toISOString();
    own.updatedByName = byName;
    return presentYieldTable(db, bizId);
}

/** The area a plot's harvest is counted on: a polygon's computed area, a point's declared one. */
const areaOf = (plot: MockPlot) =>
    plot.geometry.type === 'Point' ? plot.declaredAreaHa : (plot.areaHa ?? plot.declaredAreaHa);

const sameLot = (row: MockLotOrigin, key: { productId: number; lot: string } | null) =>
    !!key && row.productId === key.productId && row.lot === key.lot;

/** What every other lot of the business declares from a plot, with its harvest period. */
function declaredFrom(
    db: MockDb,
    bizId: number,
    plotId: number,
    except: { productId: number; lot: string } | null,
) {
    return originsOf(db).flatMap((row) => {
        if (row.bizId !== bizId || sameLot(row, except) || !row.harvestFrom || !row.harvestTo) return [];
        return row.plots
            .filter((item) => item.plotId === plotId)
            .map((item) => ({
                productId: row.productId,
                lot: row.lot,
                harvestFrom: row.harvestFrom!,
                harvestTo: row.harvestTo!,
                quantityKg: item.quantityKg,
                overrideReason: item.override?.reason ?? null,
            }));
    });
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** plotYield: a plot's balance over a period (the season ending today without one). */
export function presentPlotYield(db: MockDb, bizId: number, plotId: number, query: URLSearchParams) {
    const plot = plotsOf(db).find((p) => p.id === plotId && p.bizId === bizId);
    if (!plot) throw notFound('Không tìm thấy thửa đất');
    const from = query.get('from') ?? '';
    const to = query.get('to') ?? '';
    if ((from || to) && (!DATE.test(from) || !DATE.test(to) || from > to))
        throw badRequest('Khoảng thời gian thu hoạch chưa hợp lệ', { from: 'Từ ngày phải trước đến ngày' });
    const period: HarvestPeriod = from
        ? { harvestFrom: from, harvestTo: to }
        : seasonEnding(plot.crop, vietnamToday());
    const productId = Number(query.get('productId'));
    const lot = query.get('lot');
    const except = productId && lot ? { productId, lot } : null;
    const table = yieldTableOfBiz(db, bizId);
    const lots = declaredFrom(db, bizId, plot.id, except);
    const { counted, ...balance } = yieldBalance({
        areaHa: areaOf(plot),
        cropText: plot.crop,
        table,
        period,
        lots,
    });
    const names = new Map(db.products.map((p) => [p.id, String(p.name)]));
    return {
        plotId: plot.id,
        code: plot.code,
        cropText: plot.crop,
        areaHa: areaOf(plot),
        minKgHa: balance.crop ? table[balance.crop].minKgHa : null,
        maxKgHa: balance.crop ? table[balance.crop].maxKgHa : null,
        ...period,
        ...balance,
        lots: (counted as (typeof lots)[number][]).map((row) => ({
            ...row,
            productName: names.get(row.productId) ?? '',
        })),
    };
}

const kg = (value: number) => formatNumberIn(value, 'vi', { kind: 'decimal', decimals: 3 });

/**
 * An origin checked against its plots' expected yields: each plot whose kilograms, with every other
 * lot's whose harvest from it overlaps, exceed its capacity needs an `overrideReason`, else the whole
 * origin is refused (422, the first such plot named in the message, each under its field). The
 * origin to save: each plot over its capacity with its override (the one already recorded when the
 * reason is unchanged, so sending the same origin again changes nothing), the others without.
 */
export function checkOriginYields(
    db: MockDb,
    bizId: number,
    key: { productId: number; lot: string } | null,
    origin: LotOriginInput,
    byName: string,
    prefix = '',
): LotOriginInput & { plots: MockLotOrigin['plots'] } {
    const table = yieldTableOfBiz(db, bizId);
    const before = originsOf(db).find((row) => row.bizId === bizId && sameLot(row, key));
    const errors: Record<string, string> = {};
    const plots = origin.plots.map((item, i) => {
        const plot = plotsOf(db).find((p) => p.id === item.plotId && p.bizId === bizId)!;
        const balance = yieldBalance({
            areaHa: areaOf(plot),
            cropText: plot.crop,
            table,
            period: origin,
            lots: declaredFrom(db, bizId, plot.id, key) as DeclaredHarvest[],
        });
        const excess = yieldExcess(balance, item.quantityKg);
        const { overrideReason, ...rest } = item;
        if (excess === null) return { ...rest, override: null };
        const reason = overrideReasonOf(overrideReason);
        const declaredKg = balance.declaredKg + item.quantityKg;
        if (!reason) {
            const crop = cropOf(plot.crop)!;
            errors[`${prefix}plots.${i}.quantityKg`] =
                `Thửa ${plot.code} chỉ cho tối đa ${kg(balance.capacityKg!)} kg từ ${formatVietnamDate(balance.from)} ` +
                `đến ${formatVietnamDate(balance.to)} (${kg(areaOf(plot))} ha × ${kg(table[crop].maxKgHa)} kg/ha × ` +
                `${balance.seasons} vụ); các lô đã khai ${kg(declaredKg)} kg từ thửa này. ` +
                'Hãy giảm số lượng hoặc ghi lý do vượt sản lượng.';
            return { ...rest, override: null };
        }
        const kept = before?.plots.find((p) => p.plotId === item.plotId)?.override;
        const override: YieldOverride =
            kept && kept.reason === reason
                ? kept
                : {
                      reason,
                      byName,
                      at: new Date().toISOString(),
                      capacityKg: balance.capacityKg!,
                      declaredKg,
                  };
        return { ...rest, override };
    });
    const found = Object.values(errors);
    if (found.length) throw new MockError(422, found[0], errors);
    return { ...origin, plots };
}
