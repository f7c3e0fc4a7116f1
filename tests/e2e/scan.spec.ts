import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import QRCode from 'qrcode';
import { encodeStamp } from '../../src/mocks/stamps/codes';
import { chromiumLaunch } from '../browser';
import { expect, test, signIn } from './support';

/**
 * The device camera, played by Chromium's fake capture device from a Y4M video: three seconds of
 * one stamp's QR code, three of another, looping, as a phone held over two labels in turn.
 */
const WIDTH = 320;
const HEIGHT = 240;
const FPS = 10;

function qrFrame(text: string): Buffer {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const scale = Math.floor(Math.min(WIDTH, HEIGHT) / (modules.size + 8));
    const side = modules.size * scale;
    const left = Math.floor((WIDTH - side) / 2);
    const top = Math.floor((HEIGHT - side) / 2);
    // I420: a luma plane (white, with dark modules), then two neutral chroma planes.
    const frame = Buffer.alloc((WIDTH * HEIGHT * 3) / 2, 128);
    frame.fill(235, 0, WIDTH * HEIGHT);
    for (let y = 0; y < side; y += 1) {
        for (let x = 0; x < side; x += 1) {
            if (modules.get(Math.floor(y / scale), Math.floor(x / scale))) frame[(top + y) * WIDTH + left + x] = 16;
        }
    }
    return frame;
}

const scanned = [encodeStamp(1, 9301), encodeStamp(1, 9302)];
const video = join(mkdtempSync(join(tmpdir(), 'xts-camera-')), 'two-stamps.y4m');
{
    const parts: Buffer[] = [Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F${FPS}:1 Ip A1:1 C420jpeg\n`)];
    for (const code of scanned) {
        const frame = qrFrame(`https://scan.xacthucso.vn/${code}`);
        for (let i = 0; i < FPS * 3; i += 1) parts.push(Buffer.from('FRAME\n'), frame);
    }
    writeFileSync(video, Buffer.concat(parts));
}

test.use({
    permissions: ['camera'],
    launchOptions: {
        ...chromiumLaunch,
        args: [
            ...chromiumLaunch.args,
            '--use-fake-ui-for-media-stream',
            '--use-fake-device-for-media-stream',
            `--use-file-for-fake-video-capture=${video}`,
        ],
    },
});

test('the camera scans stamps one after another with a running count, and each lands once in the list', async ({ page }) => {
    await signIn(page, 'user', { at: '/stamp-activation/add' });
    await page.getByRole('button', { name: 'Quét mã bằng camera' }).click();
    const dialog = page.getByRole('dialog', { name: 'Quét mã tem' });
    await expect(dialog.getByRole('status')).toHaveText('Đã quét 1 mã', { timeout: 20_000 });
    await expect(dialog.getByRole('status')).toHaveText('Đã quét 2 mã', { timeout: 20_000 });
    // The video loops: codes seen again are named as already in the list, not added twice.
    await expect(dialog.getByText(/đã có trong danh sách/)).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByRole('status')).toHaveText('Đã quét 2 mã');
    await dialog.getByRole('button', { name: 'Xong' }).click();
    await expect(page.getByText('2 mã tem', { exact: true })).toBeVisible();
    for (const code of scanned) await expect(page.getByText(code, { exact: true })).toBeVisible();
});
