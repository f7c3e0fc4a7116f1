import { badRequest, paginate, route, type Ctx } from '../kit';
import { findOwn, refuseInvalid } from '../crud';
import { nextId } from '../db';
import { plotsOf, type MockPlot } from '../plots/model';
import { checkPlot, overlapFinder, plotCodes, plotFields, presentPlot, sentences } from '../plots/plots';
import { presentOrigin, readOrigin, saveDds, saveOrigin } from '../plots/origins';
import { lotKeyOf } from '../stamps/lots';

const bizOf = (ctx: Ctx) => ctx.session.biz!.id;
const MAX_IMPORT = 5000;
const NOT_FOUND = 'Không tìm thấy thửa';

function create(ctx: Ctx, input: Record<string, unknown>): MockPlot {
    const now = new Date().toISOString();
    const plot: MockPlot = {
        ...plotFields(input),
        id: nextId('plots'),
        bizId: bizOf(ctx),
        createdAt: now,
        updatedAt: now,
    };
    plotsOf(ctx.db).push(plot);
    return plot;
}

/** Plots of growing locations and the origins of lots (docs/plots.md). */
export const plotHandlers = [
    route('plotList', (ctx) => {
        const rows = plotsOf(ctx.db)
            .filter((p) => p.bizId === bizOf(ctx))
            .map((p) => ({
                ...p,
                locationName: ctx.db.bizLocations.find((l) => l.id === p.locationId)?.name ?? '',
            }));
        const page = paginate(rows, ctx.query, {
            search: ['code', 'producerName', 'crop'],
            filters: ['locationId', 'status'],
            defaultSort: { field: 'code', order: 'asc' },
            maxLimit: 2000,
        });
        const findOverlaps = overlapFinder(ctx.db, bizOf(ctx));
        return { ...page, items: page.items.map((row) => presentPlot(ctx.db, row, findOverlaps)) };
    }),
    route('plotDetail', (ctx) =>
        presentPlot(ctx.db, findOwn(plotsOf(ctx.db), ctx, ctx.params.id, NOT_FOUND)),
    ),
    route('plotCreate', (ctx) => {
        const input = (ctx.body ?? {}) as Record<string, unknown>;
        refuseInvalid(checkPlot(ctx.db, bizOf(ctx), input));
        return presentPlot(ctx.db, create(ctx, input));
    }),
    route('plotUpdate', (ctx) => {
        const existing = findOwn(plotsOf(ctx.db), ctx, ctx.params.id, NOT_FOUND);
        const input = { ...existing, ...((ctx.body ?? {}) as Record<string, unknown>) };
        refuseInvalid(checkPlot(ctx.db, bizOf(ctx), input, existing));
        Object.assign(existing, plotFields(input), { updatedAt: new Date().toISOString() });
        return presentPlot(ctx.db, existing);
    }),
    route('plotImport', (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        const items = Array.isArray(body.plots) ? (body.plots as Record<string, unknown>[]) : null;
        if (!items || items.length < 1 || items.length > MAX_IMPORT)
            throw badRequest('Mỗi lần nhập từ 1 đến 5.000 thửa', {
                plots: 'Mỗi lần nhập từ 1 đến 5.000 thửa',
            });
        const created: MockPlot[] = [];
        const refused: { index: number; code?: string; reasons: string[] }[] = [];
        // Codes in use, this call's included: a code repeated in the file counts as taken.
        const codes = plotCodes(ctx.db, bizOf(ctx));
        items.forEach((item, index) => {
            const input: Record<string, unknown> = { ...(item ?? {}), locationId: body.locationId };
            const errors = checkPlot(ctx.db, bizOf(ctx), input, undefined, codes);
            const code = String(input.code ?? '')
                .trim()
                .toUpperCase();
            const reasons = sentences(errors);
            if (reasons.length) refused.push({ index, ...(code ? { code } : {}), reasons });
            else {
                codes.add(code);
                created.push(create(ctx, input));
            }
        });
        const findOverlaps = overlapFinder(ctx.db, bizOf(ctx));
        return { created: created.map((p) => presentPlot(ctx.db, p, findOverlaps)), refused };
    }),
    route('lotOrigin', (ctx) =>
        presentOrigin(
            ctx.db,
            bizOf(ctx),
            lotKeyOf({ productId: ctx.query.get('productId'), lot: ctx.query.get('lot') }),
        ),
    ),
    route('lotOriginUpdate', (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        const key = lotKeyOf(body);
        presentOrigin(ctx.db, bizOf(ctx), key);
        saveOrigin(ctx.db, bizOf(ctx), key, readOrigin(ctx.db, bizOf(ctx), body));
        return presentOrigin(ctx.db, bizOf(ctx), key);
    }),
    route('lotDdsUpdate', (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        const key = lotKeyOf(body);
        presentOrigin(ctx.db, bizOf(ctx), key);
        saveDds(ctx.db, bizOf(ctx), key, body);
        return presentOrigin(ctx.db, bizOf(ctx), key);
    }),
];
