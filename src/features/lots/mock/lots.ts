import { isReady } from '../../../domain/geo/readiness';
import { lotKeyData } from '../../../mocks/plots/keyData';
import { paginate, route, type Ctx, type ListSpec } from '../../../mocks/kit';
import { lotDetail, lotKeyOf, lotRows, recallLot } from '../../../mocks/ledger/lots';
import { lotHistory } from '../../../mocks/ledger/lotHistory';

const bizOf = (ctx: Ctx) => ctx.session.biz!.id;
const keyOf = (ctx: Ctx) => lotKeyOf({ productId: ctx.query.get('productId'), lot: ctx.query.get('lot') });

/** The lot list: `q` also finds a lot by the GS1 code its Digital Links carry (a scanned link). */
export const LOT_LIST: ListSpec<ReturnType<typeof lotRows>[number]> = {
    search: ['productName', 'lot', 'gs1Lot'],
    filters: ['productId', 'recalled'],
    dateField: 'lastActivatedAt',
    defaultSort: { field: 'lastActivatedAt', order: 'desc' },
};

/** Lots (a product and a lot number), their page, their history and their recall. */
export const lotHandlers = [
    route('lotList', (ctx) => {
        const rows = lotRows(ctx.db, bizOf(ctx));
        // ?keyData=missing: the lots the dashboard counts as lacking key data.
        const wanted =
            ctx.query.get('keyData') === 'missing'
                ? rows.filter((row) => !isReady(lotKeyData(ctx.db, bizOf(ctx), row.productId, row.lot)))
                : rows;
        return paginate(wanted, ctx.query, LOT_LIST);
    }),
    route('lotDetail', (ctx) => lotDetail(ctx.db, bizOf(ctx), keyOf(ctx))),
    route('lotHistory', (ctx) =>
        lotHistory(ctx.db, bizOf(ctx), keyOf(ctx), {
            offset: ctx.query.get('offset'),
            limit: ctx.query.get('limit'),
        }),
    ),
    route('lotRecall', (ctx) => {
        const actor = { bizId: bizOf(ctx), userId: ctx.session.user.id, userName: ctx.session.user.name };
        const record = recallLot(ctx.db, actor, ctx.body ?? {});
        return lotDetail(ctx.db, actor.bizId, record);
    }),
];
