import { describe, expect, it } from 'vitest';
import { allMessages } from '../../src/providers/i18n/all';
import { loadMessages, vietnameseCore, type WordGroup } from '../../src/providers/i18n/messages';
import { wordLoaders } from '../../src/features/registry/wordLoaders';

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

const placeholders = (text: string) =>
    [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]))].sort();

describe('translations', () => {
    const viLeaves = leaves(allMessages.vi as Tree);
    const enLeaves = leaves(allMessages.en as Tree);

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

    it('has no empty message of its own', () => {
        // react-admin leaves one empty on purpose (ra.boolean.null); raVietnamese.test checks its words.
        const empty = (tree: Map<string, string>) =>
            [...tree].filter(([key, text]) => !key.startsWith('ra.') && !text.trim()).map(([key]) => key);
        expect(empty(viLeaves)).toEqual([]);
        expect(empty(enLeaves)).toEqual([]);
    });

    it('the console loads the same trees in parts: the core first, the areas with the first page, a feature with its pages', async () => {
        const every = Object.keys(wordLoaders) as WordGroup[];
        expect(await loadMessages('vi', true, every)).toEqual(allMessages.vi);
        expect(await loadMessages('en', true, every)).toEqual(allMessages.en);
        // Without a feature's words, its keys are missing and its sidebar entries are not.
        const shellOnly = leaves(await loadMessages('vi'));
        expect(shellOnly.has('resources.partners.fields.taxCode')).toBe(false);
        expect(shellOnly.get('xts.menu.items.partners')).toBe('Đối tác');
        const network = leaves(await loadMessages('vi', true, ['network']));
        expect(network.get('resources.partners.fields.taxCode')).toBe('Mã số thuế');
        expect(network.has('xts.lots.search')).toBe(false);
        // The account pages' words come with those pages; what the frame says of the account, before.
        expect(shellOnly.has('xts.account.credentials.add_password')).toBe(false);
        expect(shellOnly.get('xts.account.membership.leave')).toBe('Rời chủ thể');
        const account = leaves(await loadMessages('vi', true, ['account']));
        expect(account.get('xts.account.credentials.add_password')).toBe('Đặt mật khẩu đăng nhập');
        const core = {
            vi: leaves(await loadMessages('vi', false)),
            en: leaves(await loadMessages('en', false)),
        };
        expect(core.vi).toEqual(leaves(vietnameseCore));
        for (const locale of ['vi', 'en'] as const) {
            // react-admin's loading words under the console's own sign-in words, no area yet.
            expect(core[locale].get('ra.page.loading')).toBeTruthy();
            expect(core[locale].get('xts.login.title')).toBeTruthy();
            expect(core[locale].get('xts.errors.network')).toBeTruthy();
            expect(core[locale].has('xts.catalogue.validation.date')).toBe(false);
        }
        // The English core is fetched whole when chosen; the Vietnamese one, in the first download,
        // holds what /login shows only: the shell's and react-admin's other words load with the areas.
        expect(core.en.get('ra.action.save')).toBe('Save');
        const sections = (tree: Map<string, string>) =>
            [...new Set([...tree.keys()].map((key) => key.split('.').slice(0, 2).join('.')))].sort();
        expect(sections(core.vi)).toEqual([
            'ra.auth',
            'ra.message',
            'ra.notification',
            'ra.page',
            'xts.app',
            'xts.errors',
            'xts.login',
        ]);
        // Of these sections, the words only the shell and the pages show load with the areas too.
        expect(core.vi.has('ra.message.delete_title')).toBe(false);
        expect(core.vi.has('xts.errors.business_changed')).toBe(false);
        expect(leaves(await loadMessages('vi')).get('ra.action.save')).toBe('Lưu');
        expect(leaves(await loadMessages('vi')).get('ra.message.delete_title')).toBe(
            'Xóa %{name} %{recordRepresentation}',
        );
        expect(leaves(await loadMessages('vi')).get('xts.dialog.close')).toBe('Đóng');
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
