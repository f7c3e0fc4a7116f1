/**
 * Reads QR codes from the device camera with the Barcode Detection API: the browser's own
 * `BarcodeDetector` where it has one that reads QR codes, otherwise the `barcode-detector` ponyfill
 * (ZXing-C++ compiled to WebAssembly). The ponyfill's code and its .wasm are fetched only on that
 * path, and only when the camera starts; the .wasm is one of the console's own hashed assets, never
 * a CDN's (the content-security policy allows no other origin).
 */
import zxingReaderWasm from 'zxing-wasm/reader/zxing_reader.wasm?url';

/** The part of the Barcode Detection API the scanner uses. */
export interface QrDetector {
    detect(source: ImageBitmapSource): Promise<{ rawValue: string }[]>;
}

interface DetectorClass {
    new (options: { formats: string[] }): QrDetector;
    getSupportedFormats(): Promise<string[]>;
}

/** The browser's own detector when it reads QR codes; else the ponyfill, its .wasm served by the console. */
export async function createQrDetector(): Promise<QrDetector> {
    const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
    if (Native) {
        try {
            if ((await Native.getSupportedFormats()).includes('qr_code'))
                return new Native({ formats: ['qr_code'] });
        } catch {
            // A detector that cannot list its formats (no platform service): use the ponyfill.
        }
    }
    const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
    // Compiled now rather than at the first frame: a .wasm that cannot be fetched is an error the
    // dialog shows, not a camera that silently never reads anything.
    await prepareZXingModule({
        overrides: {
            locateFile: (path: string, prefix: string) =>
                path.endsWith('.wasm') ? zxingReaderWasm : prefix + path,
        },
        fireImmediately: true,
    });
    return new BarcodeDetector({ formats: ['qr_code'] });
}

export interface QrCameraOptions {
    /** Time between the end of one decoding attempt and the next, in ms. */
    interval?: number;
    constraints?: MediaTrackConstraints;
}

export interface QrCamera {
    stop: () => void;
    /** Present when the camera has a torch (most phones' rear cameras): turns it on or off. */
    setTorch?: (on: boolean) => Promise<void>;
}

/**
 * Starts the camera on `video` and calls `onText` with the content of every QR code read
 * (as often as it is seen; the caller decides what a repeat means). Resolves once the camera
 * plays and the detector is ready; rejects when there is no camera or permission is refused.
 */
export async function startQrCamera(
    video: HTMLVideoElement,
    onText: (text: string) => void,
    { interval = 150, constraints = { facingMode: 'environment' } }: QrCameraOptions = {},
): Promise<QrCamera> {
    const stream = await navigator.mediaDevices.getUserMedia({ video: constraints, audio: false });
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
        stopped = true;
        clearTimeout(timer);
        stream.getTracks().forEach((track) => track.stop());
        video.srcObject = null;
    };
    let detector: QrDetector;
    try {
        video.srcObject = stream;
        [detector] = await Promise.all([createQrDetector(), video.play()]);
    } catch (error) {
        stop();
        throw error;
    }

    const attempt = async () => {
        if (stopped) return;
        if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && video.videoWidth) {
            try {
                for (const { rawValue } of await detector.detect(video)) if (!stopped) onText(rawValue);
            } catch {
                // A frame the detector could not take (the stream ending, a resize): try the next one.
            }
        }
        if (!stopped) timer = setTimeout(() => void attempt(), interval);
    };
    void attempt();

    const [track] = stream.getVideoTracks();
    const capabilities = track?.getCapabilities?.() as
        (MediaTrackCapabilities & { torch?: boolean }) | undefined;
    const setTorch = capabilities?.torch
        ? (on: boolean) => track.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] })
        : undefined;
    return { stop, setTorch };
}
