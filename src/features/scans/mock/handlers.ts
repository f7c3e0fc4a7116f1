import { badRequest, route } from '../../../mocks/kit';
import { readScanRules } from '../../../domain/scanRules';
import { saveScanRules, scanRulesOf } from '../../../mocks/ledger/scanAlerts';
import type { FeatureHandlers } from '../../../mocks/state';

/**
 * The suspicious-scan rules of the session's business (docs/api.md, "Scan rules"), kept by the stamp
 * machine (src/mocks/ledger/scanAlerts.ts), which flags the scans with them.
 */
export const handlers: FeatureHandlers = [
    route('scanRules', ({ db, session }) => scanRulesOf(db, session.biz!.id)),
    route('scanRulesUpdate', ({ db, session, body }) => {
        const read = readScanRules(body);
        if ('errors' in read)
            throw badRequest('Quy tắc chưa hợp lệ, vui lòng kiểm tra các trường báo lỗi', read.errors);
        saveScanRules(db, session.biz!.id, read.rules);
        return read.rules;
    }),
];
