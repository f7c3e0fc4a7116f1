import { config } from '../../config';
import { badRequest, route } from '../kit';
import { traceStamp } from '../stamps/views';

/** A stamp's trace: its journey from printing on, found by its code or serial. */
export const traceHandlers = [
    route('trace', (ctx) => {
        const code = String(ctx.query.get('code') ?? '').trim();
        if (!code) throw badRequest('Nhập mã tem hoặc serial', { code: 'Nhập mã tem hoặc serial' });
        return traceStamp(ctx.db, ctx.session.biz!.id, code, config.scannerHost);
    }),
];
