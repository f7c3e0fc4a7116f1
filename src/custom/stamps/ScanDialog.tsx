import { useEffect, useRef, useState } from 'react';
import {
    Alert,
    Box,
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { parseScan, targetText, type ScanTarget } from '../../domain/scan';
import { scanOptions, scanRefusalText } from './scanText';

interface ScanDialogProps {
    open: boolean;
    onClose: () => void;
    /** A stamp read by the camera (its code, or the serial of a GS1 link); returns false when it was already in the list. */
    onCode: (stamp: ScanTarget) => boolean;
}

/** A short beep and a vibration: the scan was taken. */
function signal(fresh: boolean) {
    try {
        navigator.vibrate?.(fresh ? 80 : [40, 60, 40]);
        const AudioCtor =
            window.AudioContext ??
            (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
        if (!AudioCtor) return;
        const context = new AudioCtor();
        const oscillator = context.createOscillator();
        oscillator.frequency.value = fresh ? 1200 : 500;
        oscillator.connect(context.destination);
        oscillator.start();
        oscillator.stop(context.currentTime + 0.12);
        oscillator.onended = () => void context.close();
    } catch {
        // No sound or vibration on this device: the running count still shows the scan.
    }
}

/**
 * Scans QR codes with the device camera, one after another, with a running count. The QR library
 * is loaded only when the dialog opens; a phone without a camera keeps typing, pasting and CSV.
 */
export function ScanDialog({ open, onClose, onCode }: ScanDialogProps) {
    const translate = useTranslate();
    const video = useRef<HTMLVideoElement | null>(null);
    const [count, setCount] = useState(0);
    const [last, setLast] = useState<{ text: string; fresh: boolean } | null>(null);
    const [error, setError] = useState<string | null>(null);
    const [starting, setStarting] = useState(false);
    const onCodeRef = useRef(onCode);
    onCodeRef.current = onCode;
    const translateRef = useRef(translate);
    translateRef.current = translate;

    useEffect(() => {
        if (!open) return;
        let stopped = false;
        let stop: (() => void) | null = null;
        const recent = new Map<string, number>();
        setCount(0);
        setLast(null);
        setError(null);
        setStarting(true);
        (async () => {
            if (!navigator.mediaDevices?.getUserMedia)
                throw new Error(translate('xts.stamps.scan.unsupported'));
            const { startQrCamera } = await import('./qrCamera');
            if (stopped || !video.current) return;
            const stopCamera = await startQrCamera(video.current, (text) => {
                const now = Date.now();
                // The same code stays in view for a while: take it once.
                if ((recent.get(text) ?? 0) > now - 2500) return;
                recent.set(text, now);
                const scanned = parseScan(text, scanOptions);
                if (!scanned.ok) {
                    signal(false);
                    setLast({ text: scanRefusalText(scanned, translateRef.current), fresh: false });
                    return;
                }
                const fresh = onCodeRef.current(scanned);
                signal(fresh);
                if (fresh) setCount((n) => n + 1);
                const code = targetText(scanned);
                setLast({
                    text: translateRef.current(fresh ? 'xts.stamps.scan.last' : 'xts.stamps.scan.duplicate', {
                        code,
                    }),
                    fresh,
                });
            });
            if (stopped) stopCamera();
            else stop = stopCamera;
        })()
            .catch((reason: unknown) => {
                if (!stopped) setError((reason as Error)?.message || String(reason));
            })
            .finally(() => {
                if (!stopped) setStarting(false);
            });
        return () => {
            stopped = true;
            stop?.();
        };
    }, [open, translate]);

    return (
        <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="scan-title">
            <DialogTitle id="scan-title">{translate('xts.stamps.scan.title')}</DialogTitle>
            <DialogContent>
                {error ? (
                    <Alert severity="warning">{translate('xts.stamps.scan.no_camera', { error })}</Alert>
                ) : (
                    <>
                        <Typography color="text.secondary" sx={{ mb: 1 }}>
                            {translate(starting ? 'xts.stamps.scan.starting' : 'xts.stamps.scan.hint')}
                        </Typography>
                        <Box
                            component="video"
                            ref={video}
                            muted
                            playsInline
                            sx={{ width: '100%', maxHeight: '50vh', bgcolor: 'grey.900', borderRadius: 1 }}
                        />
                    </>
                )}
                <Typography role="status" sx={{ mt: 1, fontWeight: 600 }}>
                    {translate('xts.stamps.scan.count', { smart_count: count, count })}
                </Typography>
                {last && (
                    <Typography color={last.fresh ? 'success.main' : 'warning.main'}>{last.text}</Typography>
                )}
            </DialogContent>
            <DialogActions>
                <Button variant="contained" onClick={onClose}>
                    {translate('xts.stamps.scan.done')}
                </Button>
            </DialogActions>
        </Dialog>
    );
}
