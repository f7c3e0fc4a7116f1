import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import QRCode from 'qrcode';
import { chromiumLaunch } from '../browser';

/**
 * The device camera, played by Chromium's fake capture device from a Y4M video: three seconds of
 * each text's QR code in turn, looping, as a phone held over one label after another.
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
            if (modules.get(Math.floor(y / scale), Math.floor(x / scale)))
                frame[(top + y) * WIDTH + left + x] = 16;
        }
    }
    return frame;
}

/** Launch options of a Chromium whose camera shows the QR codes of `texts`, camera permission granted. */
export function fakeCamera(texts: string[]) {
    const video = join(mkdtempSync(join(tmpdir(), 'xts-camera-')), 'stamps.y4m');
    const parts: Buffer[] = [Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F${FPS}:1 Ip A1:1 C420jpeg\n`)];
    for (const text of texts) {
        const frame = qrFrame(text);
        for (let i = 0; i < FPS * 3; i += 1) parts.push(Buffer.from('FRAME\n'), frame);
    }
    writeFileSync(video, Buffer.concat(parts));
    return {
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
    };
}
