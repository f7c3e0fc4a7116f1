import { describe, expect, it } from 'vitest';
import { trailOf, type Crumb } from '../../src/kit/trail';

/** Breadcrumbs name each level once (the shell's Breadcrumb shows `trailOf`, after "Trang chủ"). */
const labels = (crumbs: Crumb[]) => crumbs.map((crumb) => crumb.label);
const HOME = 'Trang chủ';

describe('the breadcrumb trail', () => {
    it('keeps the verb when a page names itself as its resource does', () => {
        const route = [{ label: 'In tem', resource: 'stamp-generations' as const }, { label: 'Tạo mới' }];
        expect(labels(trailOf(route, 'In tem', HOME))).toEqual(['In tem', 'Tạo mới']);
        expect(trailOf(route, 'In tem', HOME)[0].resource).toBe('stamp-generations');
    });

    it('shows the name a record page gives itself as the last level', () => {
        const route = [{ label: 'Sản phẩm', resource: 'products' as const }, { label: 'Chi tiết' }];
        expect(labels(trailOf(route, 'Cà phê Cầu Đất', HOME))).toEqual(['Sản phẩm', 'Cà phê Cầu Đất']);
        expect(labels(trailOf(route, null, HOME))).toEqual(['Sản phẩm', 'Chi tiết']);
    });

    it('never repeats the home level or a level named like the one before', () => {
        expect(labels(trailOf([{ label: HOME }], null, HOME))).toEqual([]);
        const same = [{ label: 'Lô hàng', resource: 'stamp-lots' as const }, { label: 'Lô hàng' }];
        expect(labels(trailOf(same, null, HOME))).toEqual(['Lô hàng']);
    });
});
