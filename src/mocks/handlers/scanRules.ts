import { badRequest, route } from '../kit';
import { readScanRules } from '../../domain/scanRules';
import { saveScanRules, scanRulesOf } from '../stamps/scanAlerts';

/**
 * The suspicious-scan rules of the session's business (docs/api.md, "Scan rules"); the stamps they
 * flag are listed by src/features/stamps.
 */
export const scanRuleHandlers = [
    route('scanRules', ({ db, session }) => scanRulesOf(db, session.biz!.id)),
    route('scanRulesUpdate', ({ db, session, body }) => {
        const read = readScanRules(body);
        if ('errors' in read)
            throw badRequest('Quy tắc chưa hợp lệ, vui lòng kiểm tra các trường báo lỗi', read.errors);
        saveScanRules(db, session.biz!.id, read.rules);
        return read.rules;
    }),
];
