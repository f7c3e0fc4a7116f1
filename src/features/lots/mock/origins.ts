import { route, type Ctx } from '../../../mocks/kit';
import { presentOrigin, readOrigin, saveDds, saveOrigin } from '../../../mocks/plots/origins';
import { lotKeyOf } from '../../../mocks/stamps/lots';

const bizOf = (ctx: Ctx) => ctx.session.biz!.id;

/** The origins of lots: the plots a lot comes from and its due diligence statement (docs/plots.md). */
export const lotOriginHandlers = [
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
