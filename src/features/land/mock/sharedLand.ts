/**
 * Overlaps found before saving (`plotOverlaps`) and pairs of plots marked as shared land
 * (`plotSharedLandMark`, `plotSharedLandUnmark`): docs/plots.md, "Overlaps". The owner-only rule is
 * the role table's (feature.ts), enforced by `route`.
 */
import { badRequest, notFound, route, type Ctx } from '../../../mocks/kit';
import { findOwn, str } from '../../../mocks/crud';
import { plotsOf, type MockPlot } from '../../../mocks/plots/model';
import { pairOf, presentMark, sharedLandsOf, sharedMark } from '../../../mocks/plots/sharedLand';
import { boxOf } from '../../../domain/geo/overlap';
import { measureOverlap, overlapFacts } from '../../../domain/geo/overlapArea';
import { validatePlotGeometry } from '../../../domain/geo/validate';
import { MAX_IMPORT_VERTICES, positionCount } from '../../../domain/geo/limits';
import type { PlotGeometry } from '../../../domain/geo/types';

const bizOf = (ctx: Ctx) => ctx.session.biz!.id;
const NOT_FOUND = 'Không tìm thấy thửa';
const MAX_PLOTS = 5000;
const MAX_REASON = 500;
const TOO_MANY = 'Mỗi lần kiểm tra từ 1 đến 5.000 thửa, tối đa 500.000 điểm tọa độ';
const PAIR = 'Hãy chọn hai thửa khác nhau';
const NOT_OVERLAPPING =
    'Hai thửa này không chồng lấn nhau hoặc cùng một hộ sản xuất: không có gì để đánh dấu';

type Box = ReturnType<typeof boxOf>;
const meet = (a: Box, b: Box) => a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];

/** The two distinct plot ids of a body, or a 400 naming `plotIds`. */
function pairOfBody(body: Record<string, unknown>): [number, number] {
    const ids = Array.isArray(body.plotIds) ? body.plotIds.map(Number) : [];
    if (ids.length !== 2 || !ids.every((id) => Number.isInteger(id) && id > 0) || ids[0] === ids[1])
        throw badRequest(PAIR, { plotIds: PAIR });
    return pairOf(ids[0], ids[1]);
}

export const sharedLandHandlers = [
    route('plotOverlaps', (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        const items = Array.isArray(body.plots) ? (body.plots as Record<string, unknown>[]) : null;
        const vertices = items?.reduce((sum, item) => sum + positionCount(item?.geometry), 0) ?? 0;
        if (!items || !items.length || items.length > MAX_PLOTS || vertices > MAX_IMPORT_VERTICES)
            throw badRequest(TOO_MANY, { plots: TOO_MANY });
        const biz = bizOf(ctx);
        const active = plotsOf(ctx.db).filter((p) => p.bizId === biz && p.status === 'active');
        const boxes = active.map((p) => boxOf(p.geometry));
        return {
            items: items.map((item) => {
                const geometry = item?.geometry as PlotGeometry;
                if (validatePlotGeometry(geometry).errors.length) return [];
                const box = boxOf(geometry);
                const near = active.filter((_, at) => meet(box, boxes[at]));
                const id = Number(item.id) || undefined;
                return overlapFacts({ id, producerName: str(item.producerName), geometry }, near).map(
                    (fact) => {
                        const mark = id ? sharedMark(ctx.db, biz, id, fact.plotId) : undefined;
                        return {
                            ...fact,
                            shared: mark ? { reason: mark.reason, by: mark.by, at: mark.at } : null,
                        };
                    },
                );
            }),
        };
    }),
    route('plotSharedLandMark', (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        const pair = pairOfBody(body);
        const [a, b] = pair.map((id) => findOwn(plotsOf(ctx.db), ctx, String(id), NOT_FOUND)) as MockPlot[];
        const reason = str(body.reason);
        if (!reason)
            throw badRequest('Hãy ghi lý do hai thửa là cùng một mảnh đất', { reason: 'Hãy ghi lý do' });
        if (reason.length > MAX_REASON)
            throw badRequest('Lý do tối đa 500 ký tự', { reason: 'Lý do tối đa 500 ký tự' });
        const sameProducer = a.producerName.trim().toLowerCase() === b.producerName.trim().toLowerCase();
        if (sameProducer || !measureOverlap(a.geometry, b.geometry))
            throw badRequest(NOT_OVERLAPPING, { plotIds: NOT_OVERLAPPING });
        const { user } = ctx.session;
        const fields = { reason, by: user.name?.trim() || user.email, at: new Date().toISOString() };
        const existing = sharedMark(ctx.db, bizOf(ctx), pair[0], pair[1]);
        if (existing) return presentMark(Object.assign(existing, fields));
        const mark = { bizId: bizOf(ctx), plotIds: pair, ...fields };
        sharedLandsOf(ctx.db).push(mark);
        return presentMark(mark);
    }),
    route('plotSharedLandUnmark', (ctx) => {
        const pair = pairOfBody((ctx.body ?? {}) as Record<string, unknown>);
        const mark = sharedMark(ctx.db, bizOf(ctx), pair[0], pair[1]);
        if (!mark) throw notFound('Hai thửa này chưa được đánh dấu là đất dùng chung');
        const marks = sharedLandsOf(ctx.db);
        marks.splice(marks.indexOf(mark), 1);
        return presentMark(mark);
    }),
];
