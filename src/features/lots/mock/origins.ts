import { route, type Ctx } from '../../../mocks/kit';
import { presentOrigin, readOrigin, saveDds, saveOrigin } from '../../../mocks/plots/origins';
import { lotKeyOf } from '../../../mocks/ledger/lots';
import { record } from '../../statements/mock/lifecycle';
import { checkOriginYields } from '../../../mocks/plots/yields';

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
        const origin = readOrigin(ctx.db, bizOf(ctx), body);
        saveOrigin(
            ctx.db,
            bizOf(ctx),
            key,
            checkOriginYields(ctx.db, bizOf(ctx), key, origin, ctx.session.user.name),
        );
        return presentOrigin(ctx.db, bizOf(ctx), key);
    }),
    route('lotDdsUpdate', (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        const key = lotKeyOf(body);
        presentOrigin(ctx.db, bizOf(ctx), key);
        const { reference, verification } = saveDds(ctx.db, bizOf(ctx), key, body);
        // Both numbers typed: the statement filed elsewhere is recorded, as statementRecord does.
        if (reference && verification)
            record(
                ctx.db,
                bizOf(ctx),
                [key],
                { referenceNumber: reference, verificationNumber: verification },
                ctx.session.user.name,
            );
        return presentOrigin(ctx.db, bizOf(ctx), key);
    }),
];
