import { route } from '../../../mocks/kit';
import { presentPlotYield, presentYieldTable, updateYieldTable } from '../../../mocks/plots/yields';

/** The expected yield per crop and a plot's harvest balance (docs/yields.md). */
export const yieldHandlers = [
    route('cropYieldTable', (ctx) => presentYieldTable(ctx.db, ctx.session.biz!.id)),
    route('cropYieldUpdate', (ctx) =>
        updateYieldTable(ctx.db, ctx.session.biz!.id, ctx.session.user.name, ctx.body),
    ),
    route('plotYield', (ctx) =>
        presentPlotYield(ctx.db, ctx.session.biz!.id, Number(ctx.params.id), ctx.query),
    ),
];
