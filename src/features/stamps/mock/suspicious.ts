import { provinceByCode } from '../../../mocks/data/locations';
import { badRequest, paginate, route } from '../../../mocks/kit';
import { SCAN_RULE_CODES, type ScanRuleCode } from '../../../domain/scanRules';
import { vietnamDateOf } from '../../../domain/dates';
import { suspiciousStamps } from '../../../mocks/ledger/scanAlerts';

const SORTS = ['lastFlaggedAt', 'lastScanAt', 'scanCount', 'flaggedCount', 'serial'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The stamps the business's scan rules flag, with their filters checked (docs/api.md, "Scan rules"). */
export const suspiciousHandlers = [
    route('suspiciousStampList', ({ db, session, query }) => {
        const errors: Record<string, string> = {};
        const rule = query.get('rule') || null;
        const wantedProvince = query.get('province') || null;
        const from = query.get('from') || null;
        const to = query.get('to') || null;
        const sort = query.get('sort');
        if (rule && !SCAN_RULE_CODES.includes(rule as ScanRuleCode)) errors.rule = 'Quy tắc không tồn tại';
        if (wantedProvince && !provinceByCode(wantedProvince))
            errors.province = 'Tỉnh/thành phố không tồn tại';
        if (from && !DATE.test(from)) errors.from = 'Ngày không hợp lệ';
        if (to && !DATE.test(to)) errors.to = 'Ngày không hợp lệ';
        if (sort && !SORTS.includes(sort)) errors.sort = 'Không sắp xếp được theo trường này';
        if (Object.keys(errors).length) throw badRequest('Bộ lọc không hợp lệ', errors);
        const productId = query.get('productId');
        const rows = suspiciousStamps(db, session.biz!.id)
            .filter((row) => !rule || row.rules.includes(rule as ScanRuleCode))
            .filter((row) => !productId || productId.split(',').includes(String(row.productId)))
            .filter((row) =>
                row.flagged.some(
                    (scan) =>
                        (!wantedProvince || scan.province === wantedProvince) &&
                        (!from || vietnamDateOf(scan.at) >= from) &&
                        (!to || vietnamDateOf(scan.at) <= to),
                ),
            )
            .map(({ flagged, ...row }) => ({
                ...row,
                provinces: [
                    ...new Set(flagged.map((scan) => provinceByCode(scan.province)?.name ?? scan.province)),
                ],
            }));
        return paginate(rows, query, {
            search: ['code', 'serialText', 'productName', 'lot'],
            defaultSort: { field: 'lastFlaggedAt', order: 'desc' },
        });
    }),
];
