import { expect, signIn, test } from './support';

test('debug create', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('CONSOLE', m.text().slice(0, 300)); });
    await signIn(page, 'owner', { at: '/plot/create?locationId=1' });
    const button = page.getByRole('button', { name: 'Vẽ trên bản đồ' });
    await button.waitFor();
    for (let i = 0; i < 8; i++) {
        console.log(JSON.stringify(await button.boundingBox()), await page.evaluate(() => document.documentElement.scrollHeight + 'x' + document.documentElement.scrollWidth));
        await page.waitForTimeout(250);
    }
    await page.screenshot({ path: '/tmp/shots/create-phone.png', fullPage: true });
    expect(1).toBe(1);
});
