import { publicStampHandlers } from './publicStamp';
import { config } from '../../../config';
import { badRequest, route } from '../../../mocks/kit';
import { traceStamp } from '../../../mocks/ledger/trace';
import type { FeatureHandlers } from '../../../mocks/state';

/** A stamp's trace: its journey from printing on, found by its code or serial (the stamp machine's view). */
export const handlers: FeatureHandlers = [
    // The consumer's page of a stamp (no token), which records the scan.
    ...publicStampHandlers,
    route('trace', (ctx) => {
        const code = String(ctx.query.get('code') ?? '').trim();
        if (!code) throw badRequest('Nhập mã tem hoặc serial', { code: 'Nhập mã tem hoặc serial' });
        return traceStamp(ctx.db, ctx.session.biz!.id, code, config.scannerHost);
    }),
];
