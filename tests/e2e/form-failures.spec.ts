import { type Locator, type Page } from '@playwright/test';
import type { CallName } from '../../src/providers/callTypes';
import { expect, test, FAILURES, mock, pickOption, requestsTo, signIn, type Persona } from './support';

/**
 * Every create and edit form of the console against every failure kind of the QA controls: the
 * reason in Vietnamese, the form as it was typed (still on the same page), no spinner left behind,
 * and a retry that saves, sent once even when the user double-clicks it on a slow line. (The stamp
 * operations have their own sweep in stamp-failures.)
 */

async function address(page: Page, province: [string, string], ward: [string, string]) {
    await page.getByLabel('Tỉnh/Thành phố').fill(province[0]);
    await page.getByRole('option', { name: province[1] }).click();
    await page.getByLabel('Phường/Xã').fill(ward[0]);
    await page.getByRole('option', { name: ward[1] }).click();
}

interface FormCase {
    name: string;
    persona?: Persona;
    path: string;
    /** How the user reaches the form from `path` (default: it is the form). */
    reach?: (page: Page) => Promise<void>;
    call: CallName;
    fill: (page: Page) => Promise<void>;
    /** A field the user typed, and its value, that must survive every failure. */
    kept: [label: string | RegExp, value: string];
    /** Where the form lives (a dialog, or the page). */
    scope?: (page: Page) => Locator;
    save?: string;
    /** The page after the save went through, and a text it shows. */
    done: RegExp;
    shows?: string;
}

const forms: FormCase[] = [
    {
        name: 'product create',
        path: '/product/add',
        call: 'productAdd',
        fill: async (page) => {
            await page.getByLabel('Tên sản phẩm *').fill('Mật ong hoa cà phê 500 ml');
            await page.getByLabel('Mã sản phẩm *').fill('MO-CF-500');
            await pickOption(page, 'Nhóm sản phẩm *', 'Cà phê');
            await page.getByLabel('Đơn vị tính *').fill('chai');
        },
        kept: ['Tên sản phẩm *', 'Mật ong hoa cà phê 500 ml'],
        done: /\/product\/detail\/\d+$/,
        shows: 'Mật ong hoa cà phê 500 ml',
    },
    {
        name: 'product edit',
        path: '/product/edit/1',
        call: 'productEdit',
        fill: async (page) => {
            await expect(page.getByLabel('Tên sản phẩm *')).not.toHaveValue('');
            await page.getByLabel('Thương hiệu').fill('Cầu Đất Reserve');
        },
        kept: ['Thương hiệu', 'Cầu Đất Reserve'],
        done: /\/product\/detail\/1$/,
        shows: 'Cầu Đất Reserve',
    },
    {
        name: 'stamp template create',
        path: '/stamp-template/add',
        call: 'stampTemplateAdd',
        fill: async (page) => {
            await page.getByLabel('Tên mẫu tem *').fill('Tem chai mật ong 30 × 30 mm');
        },
        kept: ['Tên mẫu tem *', 'Tem chai mật ong 30 × 30 mm'],
        done: /\/stamp-template\/detail\/\d+$/,
        shows: 'Tem chai mật ong 30 × 30 mm',
    },
    {
        name: 'stamp template edit',
        path: '/stamp-template/edit/1',
        call: 'stampTemplateEdit',
        fill: async (page) => {
            await expect(page.getByLabel('Tên mẫu tem *')).not.toHaveValue('');
            await page.getByLabel('Tên mẫu tem *').fill('Tem nhãn túi cà phê (bản 2)');
        },
        kept: ['Tên mẫu tem *', 'Tem nhãn túi cà phê (bản 2)'],
        done: /\/stamp-template\/detail\/1$/,
        shows: 'Tem nhãn túi cà phê (bản 2)',
    },
    {
        name: 'diary create',
        path: '/diary/add',
        call: 'diaryAdd',
        fill: async (page) => {
            await page.getByLabel('Tên nhật ký *').fill('Vụ mật ong 2026');
            await pickOption(page, 'Mẫu nhật ký *', 'Cà phê (canh tác, sơ chế, rang)');
            await pickOption(page, 'Sản phẩm *', 'Cà phê Arabica Honey process 250 g');
        },
        kept: ['Tên nhật ký *', 'Vụ mật ong 2026'],
        done: /\/diary\/detail\/\d+$/,
        shows: 'Vụ mật ong 2026',
    },
    {
        name: 'diary edit',
        path: '/diary/update/1',
        call: 'diaryUpdate',
        fill: async (page) => {
            await expect(page.getByLabel('Tên nhật ký *')).not.toHaveValue('');
            await page.getByLabel('Tên nhật ký *').fill('Vụ cà phê 2025 – 2026, Vùng A (đã đổi)');
        },
        kept: ['Tên nhật ký *', 'Vụ cà phê 2025 – 2026, Vùng A (đã đổi)'],
        done: /\/diary\/detail\/1$/,
        shows: 'Vụ cà phê 2025 – 2026, Vùng A (đã đổi)',
    },
    {
        name: 'diary activity create',
        path: '/diary/activity/add/1',
        call: 'diaryActivityAdd',
        fill: async (page) => {
            await pickOption(page, 'Loại hoạt động *', 'Tưới nước');
            await pickOption(page, 'Cách tưới *', 'Nhỏ giọt');
            await page.getByLabel('Lượng nước (m³)').fill('38');
        },
        kept: ['Lượng nước (m³)', '38'],
        done: /\/diary\/detail\/1$/,
        shows: '38 m³',
    },
    {
        name: 'diary activity edit',
        path: '/diary/detail/1',
        reach: async (page) => {
            await page.getByRole('link', { name: /^Sửa Tưới nước/ }).click();
            await expect(page).toHaveURL(/\/diary\/activity\/update\/1\/\d+$/);
        },
        call: 'diaryActivityUpdate',
        fill: async (page) => {
            await expect(page.getByLabel('Lượng nước (m³)')).toHaveValue('45');
            await page.getByLabel('Lượng nước (m³)').fill('61');
        },
        kept: ['Lượng nước (m³)', '61'],
        done: /\/diary\/detail\/1$/,
        shows: '61 m³',
    },
    {
        name: 'partner create',
        path: '/partner/add',
        call: 'partnerCreate',
        fill: async (page) => {
            await page.getByLabel('Tên đối tác *').fill('HTX Nuôi ong Đơn Dương');
            await pickOption(page, 'Loại đối tác *', 'Khác');
            await page.getByLabel('Số điện thoại *').fill('0912345679');
            await address(page, ['Lâm', 'Tỉnh Lâm Đồng'], ['Xuân Hương', 'Phường Xuân Hương - Đà Lạt']);
        },
        kept: ['Tên đối tác *', 'HTX Nuôi ong Đơn Dương'],
        done: /\/partner\/detail\/\d+$/,
        shows: 'HTX Nuôi ong Đơn Dương',
    },
    {
        name: 'partner edit',
        path: '/partner/edit/1',
        call: 'partnerUpdate',
        fill: async (page) => {
            await expect(page.getByLabel('Tên đối tác *')).not.toHaveValue('');
            await page.getByLabel('Tên đối tác *').fill('Đối tác đã đổi tên');
        },
        kept: ['Tên đối tác *', 'Đối tác đã đổi tên'],
        done: /\/partner\/detail\/1$/,
        shows: 'Đối tác đã đổi tên',
    },
    {
        name: 'sales point create',
        path: '/shop/add',
        call: 'shopCreate',
        fill: async (page) => {
            await page.getByLabel('Tên điểm bán *').fill('Ki-ốt Cà phê Ga Đà Lạt');
            await pickOption(page, 'Loại điểm bán *', 'Cửa hàng');
            await address(page, ['Lâm', 'Tỉnh Lâm Đồng'], ['Xuân Hương', 'Phường Xuân Hương - Đà Lạt']);
        },
        kept: ['Tên điểm bán *', 'Ki-ốt Cà phê Ga Đà Lạt'],
        done: /\/shop\/detail\/\d+$/,
        shows: 'Ki-ốt Cà phê Ga Đà Lạt',
    },
    {
        name: 'sales point edit',
        path: '/shop/update/1',
        call: 'shopUpdate',
        fill: async (page) => {
            await expect(page.getByLabel('Tên điểm bán *')).not.toHaveValue('');
            await page.getByLabel('Giờ mở cửa').fill('6:30 – 22:00');
        },
        kept: ['Giờ mở cửa', '6:30 – 22:00'],
        done: /\/shop\/detail\/1$/,
        shows: '6:30 – 22:00',
    },
    {
        name: 'growing location create',
        path: '/biz-location/add',
        call: 'locationCreate',
        fill: async (page) => {
            await page.getByLabel('Tên vùng trồng *').fill('Vùng ong Đơn Dương');
            await page.getByLabel('Cây trồng, vật nuôi *').fill('Ong mật');
            await pickOption(page, 'Tiêu chuẩn canh tác *', 'VietGAP');
            await address(page, ['Lâm', 'Tỉnh Lâm Đồng'], ['Xuân Trường', 'Phường Xuân Trường - Đà Lạt']);
        },
        kept: ['Tên vùng trồng *', 'Vùng ong Đơn Dương'],
        done: /\/biz-location\/detail\/\d+$/,
        shows: 'Vùng ong Đơn Dương',
    },
    {
        name: 'growing location edit',
        path: '/biz-location/update/1',
        call: 'locationUpdate',
        fill: async (page) => {
            await expect(page.getByLabel('Tên vùng trồng *')).not.toHaveValue('');
            await page.getByLabel('Cây trồng, vật nuôi *').fill('Cà phê Arabica xen mắc ca');
        },
        kept: ['Cây trồng, vật nuôi *', 'Cà phê Arabica xen mắc ca'],
        done: /\/biz-location\/detail\/1$/,
        shows: 'Cà phê Arabica xen mắc ca',
    },
    {
        name: 'business user edit',
        path: '/biz-user/edit/1',
        call: 'bizUserUpdate',
        fill: async (page) => {
            await page.getByLabel('Chức vụ').fill('Trưởng phòng chất lượng');
        },
        kept: ['Chức vụ', 'Trưởng phòng chất lượng'],
        done: /\/biz-user\/detail\/1$/,
        shows: 'Trưởng phòng chất lượng',
    },
    {
        name: 'invitation',
        path: '/invitaion/list',
        reach: async (page) => {
            await page.getByRole('button', { name: 'Mời người dùng' }).click();
        },
        call: 'invitationCreate',
        scope: (page) => page.getByRole('dialog', { name: 'Mời người dùng vào chủ thể' }),
        fill: async (page) => {
            await page
                .getByRole('dialog', { name: 'Mời người dùng vào chủ thể' })
                .getByLabel('Số điện thoại')
                .fill('0901000004');
        },
        kept: ['Số điện thoại', '0901000004'],
        save: 'Gửi lời mời',
        done: /\/invitaion\/list$/,
        shows: '0901000004',
    },
    {
        name: 'business update',
        path: '/biz/update',
        call: 'businessUpdate',
        fill: async (page) => {
            await expect(page.getByLabel('Tên chủ thể *')).not.toHaveValue('');
            await page.getByLabel('Người đại diện').fill('Phạm Quốc Bảo');
        },
        kept: ['Người đại diện', 'Phạm Quốc Bảo'],
        done: /\/biz\/detail$/,
        shows: 'Phạm Quốc Bảo',
    },
    {
        name: 'business registration',
        path: '/biz/create',
        call: 'businessCreate',
        fill: async (page) => {
            await page.getByLabel('Tên chủ thể *').fill('HTX Mật ong Đơn Dương');
            await page.getByLabel('Mã số thuế *').fill('5807654306');
            await page.getByLabel('Số điện thoại *').fill('0901234500');
            await address(page, ['Lâm', 'Tỉnh Lâm Đồng'], ['Lâm Viên', 'Phường Lâm Viên - Đà Lạt']);
        },
        kept: ['Tên chủ thể *', 'HTX Mật ong Đơn Dương'],
        save: 'Đăng ký chủ thể',
        done: /\/dashboard$/,
        shows: 'HTX Mật ong Đơn Dương',
    },
    {
        name: 'profile update',
        persona: 'user',
        path: '/profile/update',
        call: 'updateProfile',
        fill: async (page) => {
            await expect(page.getByLabel('Họ và tên *')).not.toHaveValue('');
            await page.getByLabel('Họ và tên *').fill('Lê Thị Hoa Mai');
        },
        kept: ['Họ và tên *', 'Lê Thị Hoa Mai'],
        done: /\/profile\/detail$/,
        shows: 'Lê Thị Hoa Mai',
    },
];

for (const form of forms) {
    test(`${form.name}: every failure kind is explained in Vietnamese, the form keeps what was typed, and the retry saves`, async ({
        page,
    }) => {
        test.setTimeout(120_000);
        await signIn(page, form.persona ?? 'owner', { at: form.path });
        await form.reach?.(page);
        await form.fill(page);
        const scope = form.scope?.(page) ?? page;
        const save = scope.getByRole('button', { name: form.save ?? 'Lưu', exact: true });
        const url = page.url();
        for (const [kind, message] of FAILURES) {
            await mock.fail(page, form.call, kind);
            await save.click();
            await expect(page.getByText(message).first(), kind).toBeVisible();
            expect(page.url(), kind).toBe(url);
            await expect(page.getByRole('progressbar'), kind).toHaveCount(0);
            // The LỖI dialog (when the form shows one) is closed before the next attempt.
            const dialog = page.getByRole('dialog', { name: 'LỖI' });
            if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Đóng' }).click();
            await expect(scope.getByLabel(form.kept[0]), kind).toHaveValue(form.kept[1]);
            await expect(save, kind).toBeEnabled();
        }
        // The retry, double-clicked while every answer takes 300 ms: one request reaches the server.
        const sent = requestsTo(page, form.call);
        await mock.latency(page, 300);
        await save.dblclick();
        await expect(page).toHaveURL(form.done);
        if (form.shows) await expect(page.getByText(form.shows).first()).toBeVisible();
        expect(sent).toHaveLength(1);
    });
}
