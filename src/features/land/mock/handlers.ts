import { RECORD_STATUSES as STATUSES, STANDARDS } from '../../../domain/records';
import { nextId } from '../../../mocks/db';
import type { MockDb } from '../../../mocks/state';
import {
    bizCrud,
    checkAddress,
    findOwn,
    oneOf,
    refuseInvalid,
    required,
    str,
    uniqueName,
    withAddress,
    type BizRecord,
} from '../../../mocks/crud';
import { badRequest, paginate, route, type Ctx } from '../../../mocks/kit';
import { plotsOf, type MockPlot } from '../../../mocks/plots/model';
import { updatePlot } from '../../../mocks/plots/versions';
import {
    checkPlot,
    overlapFinder,
    overlapsOf,
    plotCodes,
    plotFields,
    presentPlot,
    sentences,
} from '../../../mocks/plots/plots';
import { checkLength, checkNameText } from '../../../domain/validation';
import { apiNumber, formatNumberIn } from '../../../domain/numbers';
import type { FeatureHandlers } from '../../../mocks/state';
import { nextTurn, pacer } from '../../../mocks/pacer';
import { MAX_IMPORT_VERTICES, positionCount } from '../../../domain/geo/limits';
import type { Plot } from '../../../domain/geo/types';
import { yieldHandlers } from './yields';
import type { MockBizLocation } from './seed';
import { sharedLandHandlers } from './sharedLand';
import { producerOf, revealFor } from '../../producers/mock/model';
import { linkPlotProducer, savePendingProducer } from '../../producers/mock/link';

/** Growing locations of the caller's business. */
const locationHandlers = bizCrud<MockBizLocation & BizRecord>({
    collection: (db: MockDb) => db.bizLocations as (MockBizLocation & BizRecord)[],
    seq: 'bizLocations',
    calls: {
        list: 'locationList',
        detail: 'locationDetail',
        create: 'locationCreate',
        update: 'locationUpdate',
        listActive: 'locationListActive',
    },
    list: {
        search: ['name', 'code', 'crops'],
        filters: ['standard', 'status', 'province'],
        defaultSort: { field: 'name', order: 'asc' },
    },
    validate: (input, ctx, existing) => {
        // A JSON number; localised text ("3,5") is refused rather than read as another value.
        const area = apiNumber(input.areaHa) ?? NaN;
        return {
            name:
                required(input.name) ??
                checkLength(input.name, 200) ??
                checkNameText(input.name) ??
                uniqueName(ctx.db.bizLocations, ctx, str(input.name), existing?.id),
            areaHa:
                input.areaHa === undefined || input.areaHa === null || input.areaHa === ''
                    ? undefined
                    : area > 0
                      ? undefined
                      : 'xts.validation.positive',
            crops: checkNameText(input.crops),
            managerName: checkNameText(input.managerName),
            standard: oneOf(STANDARDS, input.standard),
            status: oneOf(STATUSES, input.status),
            areaCode: str(input.areaCode).length > 50 ? 'xts.geo.validation.area_code' : undefined,
            ...checkAddress(input),
        };
    },
    fields: (input) => ({
        name: str(input.name),
        code: str(input.code),
        areaHa:
            input.areaHa === undefined || input.areaHa === null || input.areaHa === ''
                ? null
                : apiNumber(input.areaHa),
        crops: str(input.crops),
        standard: str(input.standard) || 'none',
        areaCode: str(input.areaCode) || null,
        certificateNo: str(input.certificateNo),
        managerName: str(input.managerName),
        province: str(input.province),
        ward: str(input.ward),
        address: str(input.address),
        status: (str(input.status) || 'active') as 'active' | 'inactive',
        note: str(input.note),
    }),
    present: withAddress,
    notFoundMessage: 'Không tìm thấy vùng trồng',
});

const bizOf = (ctx: Ctx) => ctx.session.biz!.id;
const MAX_IMPORT = 5000;
const TOO_MANY_IMPORT_VERTICES = `Mỗi lần nhập tối đa ${formatNumberIn(MAX_IMPORT_VERTICES, 'vi')} điểm tọa độ (tổng của mọi thửa): hãy chia tệp thành nhiều lần nhập`;
const NOT_FOUND = 'Không tìm thấy thửa';

/**
 * A saved plot's answer: other requests run before its overlap check, and again before the overlaps
 * found are measured (each of a maximal plot's pieces of work in a turn of its own).
 */
async function answerPlot(ctx: Ctx, plot: MockPlot): Promise<Plot> {
    await nextTurn();
    const overlapping = overlapsOf(ctx.db, plot);
    await nextTurn();
    return presentPlot(ctx.db, plot, () => overlapping, revealFor(ctx.session.role));
}

/** A plot input's producer (the register's, src/features/producers/mock/link.ts) and its other rules. */
function checkWithProducer(ctx: Ctx, input: Record<string, unknown>, byName: boolean, existing?: MockPlot) {
    const now = new Date().toISOString();
    const producerErrors = linkPlotProducer(ctx.db, bizOf(ctx), input, { byName, now });
    return { ...checkPlot(ctx.db, bizOf(ctx), input, existing), ...producerErrors };
}

function create(ctx: Ctx, input: Record<string, unknown>): MockPlot {
    const now = new Date().toISOString();
    savePendingProducer(ctx.db, input);
    const plot: MockPlot = {
        ...plotFields(input),
        id: nextId('plots'),
        bizId: bizOf(ctx),
        version: 1,
        createdAt: now,
        updatedAt: now,
    };
    plotsOf(ctx.db).push(plot);
    return plot;
}

/** Plots of the caller's growing locations (docs/plots.md); the origins of lots are the lots' own (src/features/lots/mock/origins.ts). */
const plotHandlers = [
    route('plotList', (ctx) => {
        const rows = plotsOf(ctx.db)
            .filter((p) => p.bizId === bizOf(ctx))
            .map((p) => ({
                ...p,
                producerName: producerOf(ctx.db, p.bizId, p.producerId)?.name ?? p.producerName,
                locationName: ctx.db.bizLocations.find((l) => l.id === p.locationId)?.name ?? '',
            }));
        const page = paginate(rows, ctx.query, {
            search: ['code', 'producerName', 'crop'],
            filters: ['locationId', 'producerId', 'status'],
            defaultSort: { field: 'code', order: 'asc' },
            maxLimit: 2000,
        });
        const findOverlaps = overlapFinder(ctx.db, bizOf(ctx));
        const reveal = revealFor(ctx.session.role);
        return {
            ...page,
            items: page.items.map((row) => presentPlot(ctx.db, row, findOverlaps, reveal)),
        };
    }),
    route('plotDetail', (ctx) =>
        presentPlot(
            ctx.db,
            findOwn(plotsOf(ctx.db), ctx, ctx.params.id, NOT_FOUND),
            undefined,
            revealFor(ctx.session.role),
        ),
    ),
    // The plot is checked and saved at once (its code cannot be taken meanwhile); other requests run
    // before the overlap check of its answer (src/mocks/pacer.ts).
    route('plotCreate', async (ctx) => {
        const input = { ...((ctx.body ?? {}) as Record<string, unknown>) };
        refuseInvalid(checkWithProducer(ctx, input, true));
        const plot = create(ctx, input);
        return answerPlot(ctx, plot);
    }),
    route('plotUpdate', async (ctx) => {
        const existing = findOwn(plotsOf(ctx.db), ctx, ctx.params.id, NOT_FOUND);
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        const input: Record<string, unknown> = { ...existing, ...body };
        // A new name (or ID number, phone) without an id is matched again; otherwise the link stays.
        if (
            body.producerId === undefined &&
            ['producerName', 'producerIdNumber', 'producerPhone'].some((f) => f in body)
        )
            input.producerId = null;
        refuseInvalid(checkWithProducer(ctx, input, true, existing));
        savePendingProducer(ctx.db, input);
        updatePlot(ctx.db, existing, plotFields(input), new Date().toISOString());
        return answerPlot(ctx, existing);
    }),
    route('plotImport', async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        const items = Array.isArray(body.plots) ? (body.plots as Record<string, unknown>[]) : null;
        if (!items || items.length < 1 || items.length > MAX_IMPORT)
            throw badRequest('Mỗi lần nhập từ 1 đến 5.000 thửa', {
                plots: 'Mỗi lần nhập từ 1 đến 5.000 thửa',
            });
        const vertices = items.reduce((sum, item) => sum + positionCount(item?.geometry), 0);
        if (vertices > MAX_IMPORT_VERTICES)
            throw badRequest(TOO_MANY_IMPORT_VERTICES, { plots: TOO_MANY_IMPORT_VERTICES });
        const created: MockPlot[] = [];
        const refused: { index: number; code?: string; reasons: string[] }[] = [];
        // Codes in use, this call's included: a code repeated in the file counts as taken.
        let codes = plotCodes(ctx.db, bizOf(ctx));
        // Other requests run between plots (src/mocks/pacer.ts): a plot saved meanwhile takes its code.
        const giveWay = pacer();
        for (const [index, item] of items.entries()) {
            if (await giveWay()) codes = plotCodes(ctx.db, bizOf(ctx));
            const input: Record<string, unknown> = { ...(item ?? {}), locationId: body.locationId };
            // A name alone is never linked in an import: the console asks the user to confirm it.
            const producerErrors = linkPlotProducer(ctx.db, bizOf(ctx), input, {
                byName: false,
                now: new Date().toISOString(),
            });
            const errors = { ...checkPlot(ctx.db, bizOf(ctx), input, undefined, codes), ...producerErrors };
            const code = String(input.code ?? '')
                .trim()
                .toUpperCase();
            const reasons = sentences(errors);
            if (reasons.length) refused.push({ index, ...(code ? { code } : {}), reasons });
            else {
                codes.add(code);
                created.push(create(ctx, input));
            }
        }
        const findOverlaps = overlapFinder(ctx.db, bizOf(ctx));
        const answered: Plot[] = [];
        for (const plot of created) {
            await giveWay();
            answered.push(presentPlot(ctx.db, plot, findOverlaps, revealFor(ctx.session.role)));
        }
        return { created: answered, refused };
    }),
];

export const handlers: FeatureHandlers = [
    ...locationHandlers,
    ...plotHandlers,
    ...sharedLandHandlers,
    ...yieldHandlers,
];
