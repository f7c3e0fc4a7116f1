import { provinces, wardsOf } from '../data/locations';
import { route, badRequest, fold } from '../kit';

/** Administrative units after the 2025 reorganisation (34 provinces, wards, no districts). */
export const locationHandlers = [
    route('provinces', () => provinces),
    route('wards', ({ query }) => {
        const province = query.get('province');
        if (!province) throw badRequest('Thiếu mã tỉnh/thành phố');
        const q = query.get('q');
        const rows = wardsOf(province);
        return q ? rows.filter((ward) => fold(ward.name).includes(fold(q))) : rows;
    }),
];
