import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import FlashlightOnIcon from '@mui/icons-material/FlashlightOn';
import FlashlightOffIcon from '@mui/icons-material/FlashlightOff';
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
import { scanOptions, scanRefusalText } from '../../lib/scan/scanText';

interface ScanDialogProps {
    open: boolean;
    onClose: () => void;
    /** A stamp read by the camera (its code, or the serial of a GS1 link); returns false when it was already in the list. */
    onCode: (stamp: ScanTarget) => boolean;
    /**
     * The field the next scan goes to: once the dialog has closed, it has the focus with its text
     * selected (instead of the button that opened the camera), so a scanner's next code replaces it.
     */
    returnTo?: RefObject<HTMLInputElement | null>;
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
 * Scans QR codes with the device camera, one after another, with a running count, and a torch
 * button where the camera has one. The detector is loaded only when the dialog opens; a phone
 * without a camera keeps typing, pasting and CSV.
 */
export function ScanDialog({ open, onClose, onCode, returnTo }: ScanDialogProps) {
    const translate = useTranslate();
    // Every opening is a new scanning session (count, last code, camera): a new key remounts it.
    const [session, setSession] = useState(0);
    const [wasOpen, setWasOpen] = useState(open);
    if (open !== wasOpen) {
        setWasOpen(open);
        if (open) setSession((n) => n + 1);
    }
    return (
        <Dialog
            open={open}
            onClose={onClose}
            fullWidth
            maxWidth="sm"
            aria-labelledby="scan-title"
            disableRestoreFocus={!!returnTo}
            slotProps={{
                transition: {
                    onExited: () => {
                        returnTo?.current?.focus();
                        returnTo?.current?.select();
                    },
                },
            }}
        >
            <DialogTitle id="scan-title">{translate('xts.stamps.scan.title')}</DialogTitle>
            <ScanSession key={session} active={open} onCode={onCode} />
            <DialogActions>
                <Button variant="contained" onClick={onClose}>
                    {translate('xts.stamps.scan.done')}
                </Button>
            </DialogActions>
        </Dialog>
    );
}

/** One opening of the dialog: the camera runs while `active` (it stops as the dialog closes). */
function ScanSession({ active, onCode }: { active: boolean; onCode: ScanDialogProps['onCode'] }) {
    const translate = useTranslate();
    const video = useRef<HTMLVideoElement | null>(null);
    const [count, setCount] = useState(0);
    const [last, setLast] = useState<{ text: string; fresh: boolean } | null>(null);
    const [error, setError] = useState<string | null>(null);
    const [starting, setStarting] = useState(true);
    const [torch, setTorch] = useState<{ set: (on: boolean) => Promise<void>; on: boolean } | null>(null);

    // A code read by the camera, handled with the latest props (the camera is not restarted for them).
    const onText = useEffectEvent((text: string, recent: Map<string, number>) => {
        const now = Date.now();
        // The same code stays in view for a while: take it once.
        if ((recent.get(text) ?? 0) > now - 2500) return;
        recent.set(text, now);
        const scanned = parseScan(text, scanOptions);
        if (!scanned.ok) {
            signal(false);
            setLast({ text: scanRefusalText(scanned, translate), fresh: false });
            return;
        }
        const fresh = onCode(scanned);
        signal(fresh);
        if (fresh) setCount((n) => n + 1);
        const code = targetText(scanned);
        setLast({
            text: translate(fresh ? 'xts.stamps.scan.last' : 'xts.stamps.scan.duplicate', { code }),
            fresh,
        });
    });
    const unsupported = useEffectEvent(() => translate('xts.stamps.scan.unsupported'));

    useEffect(() => {
        if (!active) return;
        let stopped = false;
        let stop: (() => void) | null = null;
        const recent = new Map<string, number>();
        (async () => {
            if (!navigator.mediaDevices?.getUserMedia) throw new Error(unsupported());
            const { startQrCamera } = await import('../../lib/scan/qrCamera');
            if (stopped || !video.current) return;
            const camera = await startQrCamera(video.current, (text) => onText(text, recent));
            if (stopped) return camera.stop();
            stop = camera.stop;
            if (camera.setTorch) setTorch({ set: camera.setTorch, on: false });
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
    }, [active]);

    const toggleTorch = () => {
        if (!torch) return;
        const on = !torch.on;
        torch.set(on).then(
            () => setTorch({ ...torch, on }),
            // The camera refused (another app holds the light): the button keeps its state.
            () => undefined,
        );
    };

    return (
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
                    {torch && (
                        <Button
                            startIcon={torch.on ? <FlashlightOffIcon /> : <FlashlightOnIcon />}
                            aria-pressed={torch.on}
                            onClick={toggleTorch}
                        >
                            {translate(torch.on ? 'xts.stamps.scan.torch_off' : 'xts.stamps.scan.torch_on')}
                        </Button>
                    )}
                </>
            )}
            <Typography role="status" sx={{ mt: 1, fontWeight: 600 }}>
                {translate('xts.stamps.scan.count', { smart_count: count, count })}
            </Typography>
            {last && (
                <Typography color={last.fresh ? 'success.main' : 'warning.main'}>{last.text}</Typography>
            )}
        </DialogContent>
    );
}
