import { describe, expect, it } from 'vitest';
import { allMessages } from '../../src/providers/i18n/all';
import { messages as vi } from '../../src/providers/i18n/vi';
import { messages as en } from '../../src/providers/i18n/en';

type Tree = Record<string, unknown>;

function leaves(tree: Tree, prefix = ''): Map<string, string> {
    const out = new Map<string, string>();
    for (const [key, value] of Object.entries(tree)) {
        const path = prefix ? `${prefix}.${key}` : key;
        if (value && typeof value === 'object') leaves(value as Tree, path).forEach((v, k) => out.set(k, v));
        else out.set(path, String(value));
    }
    return out;
}

const placeholders = (text: string) => [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]))].sort();

describe('translations', () => {
    const viLeaves = leaves(vi as Tree);
    const enLeaves = leaves(en as Tree);

    it('has the same keys in Vietnamese and English', () => {
        const missingInEn = [...viLeaves.keys()].filter((k) => !enLeaves.has(k));
        const missingInVi = [...enLeaves.keys()].filter((k) => !viLeaves.has(k));
        expect({ missingInEn, missingInVi }).toEqual({ missingInEn: [], missingInVi: [] });
    });

    it('keeps the same placeholders in both languages', () => {
        const wrong = [...viLeaves].filter(([key, text]) => {
            const other = enLeaves.get(key);
            return other !== undefined && placeholders(text).join() !== placeholders(other).join();
        });
        expect(wrong.map(([key]) => key)).toEqual([]);
    });

    it('has no empty message', () => {
        expect([...viLeaves].filter(([, text]) => !text.trim()).map(([k]) => k)).toEqual([]);
        expect([...enLeaves].filter(([, text]) => !text.trim()).map(([k]) => k)).toEqual([]);
    });

    it("includes react-admin's own strings in both locales", () => {
        const ra = leaves(allMessages.en as Tree);
        const raVi = leaves(allMessages.vi as Tree);
        const raKeys = [...ra.keys()].filter((k) => k.startsWith('ra.'));
        expect(raKeys.length).toBeGreaterThan(150);
        expect(raKeys.filter((k) => !raVi.has(k))).toEqual([]);
    });

    it('writes the spec texts in proper Vietnamese', () => {
        expect(viLeaves.get('xts.dialog.error_title')).toBe('LỖI');
        expect(viLeaves.get('xts.dialog.success_title')).toBe('THÀNH CÔNG');
        expect(viLeaves.get('xts.dialog.confirm_title')).toBe('XÁC NHẬN');
        expect(viLeaves.get('xts.dialog.confirm')).toBe('Xác nhận');
        expect(viLeaves.get('xts.dialog.cancel')).toBe('Quay lại');
        expect(viLeaves.get('xts.dialog.close')).toBe('Đóng');
        expect(viLeaves.get('xts.business.switch_failed')).toBe('Đổi chủ thể không thành công');
        expect(viLeaves.get('xts.business.empty_owned')).toBe('Bạn chưa sở hữu chủ thể nào');
        expect(viLeaves.get('xts.business.empty_linked')).toBe('Bạn chưa liên kết chủ thể nào');
        expect(viLeaves.get('xts.business.empty_any')).toBe('Bạn chưa có chủ thể nào');
        expect(viLeaves.get('xts.business.create_new')).toBe('+ Tạo mới');
        expect(viLeaves.get('xts.app.title')).toBe('Xác thực số');
    });
});
