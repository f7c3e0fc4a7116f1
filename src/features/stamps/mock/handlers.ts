import { HttpResponse } from 'msw';
import { stampPrintHandlers } from './print';
import { config } from '../../../config';
import type { MockDb } from '../../../mocks/state';
import { badRequest, paginate, route, type Ctx, type ListSpec } from '../../../mocks/kit';
import { encodeStamp } from '../../../mocks/ledger/codes';
import { checkSelection } from '../../../mocks/ledger/machine';
import {
    OPERATIONS,
    activationsOf,
    destructionsOf,
    formatSerial,
    generationsOf,
    retailSettingsOf,
    retailsOf,
    type Operation,
} from '../../../mocks/ledger/model';
import {
    RefusedError,
    caller,
    createActivation,
    createDestruction,
    createGeneration,
    createRetail,
    findOwnRecord,
    type Actor,
} from '../../../mocks/ledger/operations';
import {
    describe,
    flaggedSerials,
    matches,
    presentActivation,
    presentDestruction,
    presentGeneration,
    presentRetail,
    stampLink,
} from '../../../mocks/ledger/views';
import { readOrigin, saveOrigin } from '../../../mocks/plots/origins';
import { checkOriginYields } from '../../../mocks/plots/yields';
import type { FeatureHandlers } from '../../../mocks/state';
import { suspiciousHandlers } from './suspicious';

const actorOf = (ctx: Ctx): Actor => ({
    bizId: ctx.session.biz!.id,
    userId: ctx.session.user.id,
    userName: ctx.session.user.name,
});

/** A refused operation lists every refusal: the envelope's message as a list. */
async function refusable<T>(work: () => T): Promise<T | Response> {
    try {
        return work();
    } catch (error) {
        if (error instanceof RefusedError)
            return HttpResponse.json({ status: 'error', data: null, message: error.lines }, { status: 400 });
        throw error;
    }
}

/** Filters of every stamp list that are not plain fields: product, template and state of the stamps. */
function derivedFilter(ctx: Ctx) {
    return {
        productId: ctx.query.get('productId'),
        templateId: ctx.query.get('templateId'),
        state: ctx.query.get('state'),
    };
}

function list<T extends Record<string, unknown>>(ctx: Ctx, rows: T[], spec: ListSpec<T>) {
    return paginate(rows, ctx.query, {
        defaultSort: { field: 'createdAt', order: 'desc' } as ListSpec<T>['defaultSort'],
        ...spec,
    });
}

const mine = <T extends { bizId: number }>(rows: T[], ctx: Ctx) =>
    rows.filter((row) => row.bizId === ctx.session.biz!.id);

function sampleCodes(bizId: number, from: number, to: number, count = 5) {
    const codes = [];
    for (let serial = from; serial <= Math.min(to, from + count - 1); serial++) {
        const code = encodeStamp(bizId, serial);
        codes.push({
            serial,
            serialText: formatSerial(serial),
            code,
            url: stampLink(config.scannerHost, code),
        });
    }
    return codes;
}

function generationDetail(db: MockDb, caller: { userId: number; bizId: number }, id: unknown) {
    const bizId = caller.bizId;
    const row = findOwnRecord(db, generationsOf(db), id, caller, 'đợt in tem');
    return { ...presentGeneration(db, row), sampleCodes: sampleCodes(bizId, row.fromSerial, row.toSerial) };
}

/**
 * The stamp operations' calls (the stamp machine, src/mocks/ledger, keeps the stamps' state for
 * every page that reads it) and the suspicious stamps' list.
 */
export const handlers: FeatureHandlers = [
    // A batch's print file and its codes.
    ...stampPrintHandlers,
    route('stampCheck', (ctx) => {
        const operation = String(ctx.body?.operation ?? '') as Operation;
        if (!OPERATIONS.includes(operation))
            throw badRequest('Thao tác không hợp lệ', { operation: 'Chọn thao tác' });
        return checkSelection(ctx.db, ctx.session.biz!.id, operation, ctx.body ?? {});
    }),

    route('generationAdd', (ctx) =>
        generationDetail(ctx.db, caller(ctx), createGeneration(ctx.db, actorOf(ctx), ctx.body ?? {}).id),
    ),
    route('generationAddPreactivate', (ctx) =>
        generationDetail(
            ctx.db,
            caller(ctx),
            createGeneration(ctx.db, actorOf(ctx), ctx.body ?? {}, { preactivate: true }).id,
        ),
    ),
    route('generationList', (ctx) => {
        const filters = derivedFilter(ctx);
        const flagged = flaggedSerials(ctx.db, ctx.session.biz!.id);
        const rows = mine(generationsOf(ctx.db), ctx)
            .map((row) => ({
                row,
                description: describe(
                    ctx.db,
                    row.bizId,
                    [{ from: row.fromSerial, to: row.toSerial }],
                    flagged,
                ),
            }))
            .filter(({ description }) => matches(description, { ...filters, templateId: null }))
            .map(({ row, description }) => presentGeneration(ctx.db, row, description));
        return list(ctx, rows, {
            search: ['templateName', 'createdByName', 'note', 'rangeText'],
            filters: ['templateId', 'preactivated'],
            dateField: 'createdAt',
        });
    }),
    route('generationDetail', (ctx) => generationDetail(ctx.db, caller(ctx), ctx.params.id)),

    route('activationAdd', (ctx) =>
        refusable(() => {
            const body = (ctx.body ?? {}) as Record<string, unknown>;
            // The lot's origin may come with its activation (docs/plots.md): checked first, saved after.
            const read =
                body.origin && typeof body.origin === 'object'
                    ? readOrigin(
                          ctx.db,
                          ctx.session.biz!.id,
                          body.origin as Record<string, unknown>,
                          'origin.',
                      )
                    : null;
            // Over a plot's expected yield without a reason: refused (422) before anything is activated.
            const origin =
                read &&
                checkOriginYields(
                    ctx.db,
                    ctx.session.biz!.id,
                    { productId: Number(body.productId), lot: String(body.lot ?? '').trim() },
                    read,
                    ctx.session.user.name,
                    'origin.',
                );
            const record = createActivation(ctx.db, actorOf(ctx), body);
            if (origin)
                saveOrigin(ctx.db, record.bizId, { productId: record.productId, lot: record.lot }, origin);
            return presentActivation(ctx.db, record);
        }),
    ),
    route('activationList', (ctx) => {
        const filters = derivedFilter(ctx);
        const flagged = flaggedSerials(ctx.db, ctx.session.biz!.id);
        const rows = mine(activationsOf(ctx.db), ctx)
            .map((row) => ({ row, description: describe(ctx.db, row.bizId, row.ranges, flagged) }))
            .filter(({ description }) => matches(description, { ...filters, productId: null }))
            .map(({ row, description }) => presentActivation(ctx.db, row, description));
        return list(ctx, rows, {
            search: ['productName', 'lot', 'createdByName', 'note', 'rangeText', 'locationName'],
            filters: ['productId', 'locationId'],
            dateField: 'createdAt',
        });
    }),
    route('activationDetail', (ctx) =>
        presentActivation(
            ctx.db,
            findOwnRecord(ctx.db, activationsOf(ctx.db), ctx.params.id, caller(ctx), 'lần kích hoạt'),
        ),
    ),

    route('retailAdd', (ctx) =>
        refusable(() => {
            const record = createRetail(ctx.db, actorOf(ctx), ctx.body ?? {});
            return presentRetail(ctx.db, record);
        }),
    ),
    route('retailList', (ctx) => {
        const filters = derivedFilter(ctx);
        const flagged = flaggedSerials(ctx.db, ctx.session.biz!.id);
        const rows = mine(retailsOf(ctx.db), ctx)
            .map((row) => ({ row, description: describe(ctx.db, row.bizId, row.ranges, flagged) }))
            .filter(({ description }) => matches(description, filters))
            .map(({ row, description }) => presentRetail(ctx.db, row, description));
        return list(ctx, rows, {
            search: ['shopName', 'createdByName', 'note', 'rangeText'],
            filters: ['shopId'],
            dateField: 'soldOn',
        });
    }),
    route('retailDetail', (ctx) =>
        presentRetail(
            ctx.db,
            findOwnRecord(ctx.db, retailsOf(ctx.db), ctx.params.id, caller(ctx), 'lần bán lẻ'),
        ),
    ),
    // The business's retail rules, and the sales points a sale may name (staff who cannot manage
    // sales points still pick one here).
    route('retailSettings', (ctx) => ({
        ...retailSettingsOf(ctx.db, ctx.session.biz!.id),
        shops: mine(ctx.db.shops, ctx)
            .filter((shop) => shop.status === 'active')
            .map((shop) => ({ id: shop.id, name: shop.name })),
    })),

    route('destructionAdd', (ctx) =>
        refusable(() => {
            const record = createDestruction(ctx.db, actorOf(ctx), ctx.body ?? {});
            return presentDestruction(ctx.db, record);
        }),
    ),
    route('destructionList', (ctx) => {
        const filters = derivedFilter(ctx);
        const rows = mine(destructionsOf(ctx.db), ctx)
            .map((row) => ({ row, description: describe(ctx.db, row.bizId, row.ranges) }))
            .filter(({ description }) => matches(description, filters, 'before'))
            .map(({ row, description }) => presentDestruction(ctx.db, row, description));
        return list(ctx, rows, {
            search: ['createdByName', 'note', 'rangeText'],
            filters: ['reason'],
            dateField: 'createdAt',
        });
    }),
    route('destructionDetail', (ctx) =>
        presentDestruction(
            ctx.db,
            findOwnRecord(ctx.db, destructionsOf(ctx.db), ctx.params.id, caller(ctx), 'lần hủy tem'),
        ),
    ),
    ...suspiciousHandlers,
];
