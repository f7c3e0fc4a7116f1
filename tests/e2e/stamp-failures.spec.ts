import { type Page } from '@playwright/test';
import type { CallName } from '../../src/providers/callTypes';
import { expect, test, FAILURES, mock, pickOption, signIn } from './support';

/**
 * Every stamp operation against every failure kind of the QA controls: a Vietnamese message, the
 * form as it was typed, no spinner left, and a retry that goes through.
 */
async function setRange(page: Page, from: string, to: string) {
    await page.getByLabel('Từ serial (dải 1)').fill(from);
    await page.getByLabel('Đến serial (dải 1)').fill(to);
}

interface Operation {
    name: string;
    path: string;
    call: CallName;
    fill: (page: Page) => Promise<void>;
    /** The button that sends the operation (the same words in its confirmation). */
    action: string;
    /** The stamps are checked first (operations on existing stamps; printing makes new ones). */
    confirms: boolean;
    kept: [label: string | RegExp, value: string];
    done: RegExp;
}

const operations: Operation[] = [
    {
        name: 'printing',
        path: '/stamp-generator/add',
        call: 'generationAdd',
        fill: async (page) => {
            await pickOption(page, /Mẫu tem/, 'Tem nhãn túi cà phê 40 × 25 mm');
            await page.getByLabel(/Số lượng tem/).fill('5');
        },
        action: 'In 5 tem',
        confirms: false,
        kept: [/Số lượng tem/, '5'],
        done: /^Đợt in tem #\d+$/,
    },
    {
        name: 'activation',
        path: '/stamp-activation/add',
        call: 'activationAdd',
        fill: async (page) => {
            await setRange(page, '9001', '9010');
            await pickOption(page, /Sản phẩm/, 'Cà phê Arabica Cầu Đất rang xay 500 g');
            await page.getByLabel(/Số lô/).fill('LO-LOI-1');
        },
        action: 'Kích hoạt 10 tem',
        confirms: true,
        kept: [/Số lô/, 'LO-LOI-1'],
        done: /^Lần kích hoạt #\d+$/,
    },
    {
        name: 'retail sale',
        path: '/stamp-retail/add',
        call: 'retailAdd',
        fill: async (page) => {
            await setRange(page, '1501', '1510');
            await pickOption(page, /Điểm bán/, 'Cửa hàng HTX Cầu Đất – Đà Lạt');
        },
        action: 'Ghi nhận bán 10 tem',
        confirms: true,
        kept: ['Từ serial (dải 1)', '1501'],
        done: /^Lần bán lẻ #\d+$/,
    },
    {
        name: 'destruction',
        path: '/stamp-destroy/add',
        call: 'destructionAdd',
        fill: async (page) => {
            await setRange(page, '12001', '12010');
            await pickOption(page, /Lý do hủy/, 'Lý do khác');
            await page.getByLabel(/Ghi chú, mô tả lý do/).fill('Tem bị ẩm mốc trong kho');
        },
        action: 'Hủy vĩnh viễn 10 tem',
        confirms: true,
        kept: [/Ghi chú, mô tả lý do/, 'Tem bị ẩm mốc trong kho'],
        done: /^Lần hủy tem #\d+$/,
    },
];

/**
 * The failures after which the operation may have been carried out (no answer, a failing server, an
 * unreadable success): the check stays and pressing again sends the same operation. After a refusal
 * the stamps are checked again.
 */
const KEEPS_CHECK = new Set(['http500', 'network', 'html', 'badJson', 'shape']);

async function send(page: Page, operation: Operation, checked = false) {
    if (operation.confirms && !checked) {
        await page.getByRole('button', { name: 'Kiểm tra tem' }).click();
        await expect(page.getByTestId('check-summary')).toContainText('Tất cả 10 tem đều hợp lệ');
    }
    await page.getByRole('button', { name: operation.action }).click();
    await page.getByRole('dialog').getByRole('button', { name: operation.action }).click();
}

for (const operation of operations) {
    test(`${operation.name}: every failure kind is explained in Vietnamese, the form is kept, and the retry goes through`, async ({
        page,
    }) => {
        test.setTimeout(240_000);
        await signIn(page, 'owner');
        await page.goto(operation.path);
        await operation.fill(page);
        if (operation.confirms) {
            // The check itself can fail too: it says so and can be run again.
            await mock.fail(page, 'stampCheck', 'network');
            await page.getByRole('button', { name: 'Kiểm tra tem' }).click();
            const error = page.getByRole('dialog', { name: 'LỖI' });
            await expect(error).toContainText('Không thể kết nối tới máy chủ');
            await error.getByRole('button', { name: 'Đóng' }).click();
        }
        let checked = false;
        for (const [kind, message] of FAILURES) {
            await mock.fail(page, operation.call, kind);
            await send(page, operation, checked);
            const error = page.getByRole('dialog', { name: 'LỖI' });
            await expect(error, kind).toContainText(message);
            await error.getByRole('button', { name: 'Đóng' }).click();
            await expect(page, kind).toHaveURL(new RegExp(`${operation.path}$`));
            await expect(page.getByLabel(operation.kept[0]), kind).toHaveValue(operation.kept[1]);
            await expect(page.getByRole('progressbar'), kind).toHaveCount(0);
            checked = operation.confirms && KEEPS_CHECK.has(kind);
            await expect(
                page.getByRole('button', {
                    name: checked || !operation.confirms ? operation.action : 'Kiểm tra tem',
                }),
                kind,
            ).toBeVisible();
        }
        await send(page, operation, checked);
        await expect(page.getByRole('heading', { name: operation.done })).toBeVisible();
    });
}

/** Presses Tab until the element has the focus (a keyboard user's way to reach it). */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, limit = 80) {
    for (let presses = 0; presses < limit; presses += 1) {
        if (await target.evaluate((element) => element === document.activeElement)) return;
        await page.keyboard.press('Tab');
    }
    throw new Error(`not reachable with Tab: ${target}`);
}

test('an activation done with the keyboard alone: fields, check, confirmation', async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, 'user', { at: '/stamp-activation/add' });
    await expect(page.getByLabel('Từ serial (dải 1)')).toBeVisible();

    await tabTo(page, page.getByRole('textbox', { name: 'Từ serial (dải 1)' }));
    await page.keyboard.type('9101');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Đến serial (dải 1)' })).toBeFocused();
    await page.keyboard.type('9120');

    const product = page.getByRole('combobox', { name: /Sản phẩm/ });
    await tabTo(page, product);
    await page.keyboard.press('ArrowDown');
    const option = page.getByRole('option', { name: 'Cà phê Arabica Cầu Đất rang xay 500 g' });
    await expect(option).toBeVisible();
    const highlighted = () =>
        option.evaluate(
            (element) => element.classList.contains('Mui-focused') || element === document.activeElement,
        );
    for (let presses = 0; presses < 20 && !(await highlighted()); presses += 1)
        await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(product).toContainText('Cà phê Arabica Cầu Đất rang xay 500 g');

    await tabTo(page, page.getByRole('textbox', { name: /Số lô/ }));
    await page.keyboard.type('BAN-PHIM-1');

    await tabTo(page, page.getByRole('button', { name: 'Kiểm tra tem' }));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('check-summary')).toContainText('Tất cả 20 tem đều hợp lệ');
    await tabTo(page, page.getByRole('button', { name: 'Kích hoạt 20 tem' }));
    await page.keyboard.press('Enter');
    // The confirmation opens with the focus on its own action, and keeps the focus inside.
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Kích hoạt 20 tem' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: 'Kích hoạt 20 tem' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: /^Lần kích hoạt #\d+$/ })).toBeVisible();
    await expect(page.getByText('BAN-PHIM-1', { exact: true }).first()).toBeVisible();
});
