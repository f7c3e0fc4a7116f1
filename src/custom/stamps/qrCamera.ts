/**
 * Reads QR codes from the device camera: the stream goes to a video element, a frame is copied to
 * a canvas every `interval` ms and given to ZXing's QR reader. Only the QR reader and the parts it
 * needs are imported (deep ESM paths), so the chunk the scanner loads stays small; the package's
 * index pulls in every format and the multi-format browser readers.
 */
import BinaryBitmap from '@zxing/library/esm/core/BinaryBitmap';
import HybridBinarizer from '@zxing/library/esm/core/common/HybridBinarizer';
import QRCodeReader from '@zxing/library/esm/core/qrcode/QRCodeReader';
import { HTMLCanvasElementLuminanceSource } from '@zxing/library/esm/browser/HTMLCanvasElementLuminanceSource';

export interface QrCameraOptions {
    /** Time between two decoding attempts, in ms. */
    interval?: number;
    constraints?: MediaTrackConstraints;
}

/**
 * Starts the camera on `video` and calls `onText` with the content of every QR code read
 * (as often as it is seen; the caller decides what a repeat means). Resolves with a stop function
 * once the camera plays; rejects when there is no camera or permission is refused.
 */
export async function startQrCamera(
    video: HTMLVideoElement,
    onText: (text: string) => void,
    { interval = 150, constraints = { facingMode: 'environment' } }: QrCameraOptions = {},
): Promise<() => void> {
    const stream = await navigator.mediaDevices.getUserMedia({ video: constraints, audio: false });
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
        stopped = true;
        clearTimeout(timer);
        stream.getTracks().forEach((track) => track.stop());
        video.srcObject = null;
    };
    try {
        video.srcObject = stream;
        await video.play();
    } catch (error) {
        stop();
        throw error;
    }

    const reader = new QRCodeReader();
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    const attempt = () => {
        if (stopped) return;
        const { videoWidth: width, videoHeight: height } = video;
        if (context && width && height) {
            if (canvas.width !== width || canvas.height !== height) {
                canvas.width = width;
                canvas.height = height;
            }
            context.drawImage(video, 0, 0, width, height);
            let text: string | null = null;
            try {
                text = reader
                    .decode(
                        new BinaryBitmap(new HybridBinarizer(new HTMLCanvasElementLuminanceSource(canvas))),
                    )
                    .getText();
            } catch {
                // No QR code in this frame (or one too blurred to read): try the next one.
            }
            if (text !== null) onText(text);
        }
        timer = setTimeout(attempt, interval);
    };
    attempt();
    return stop;
}
