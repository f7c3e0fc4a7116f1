import { useRef, useState } from 'react';
import { Alert, Link } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { Button, useCanAccess, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { call } from '../../../providers/http';
import { useErrorDialog } from '../../../kit/useErrorDialog';

/**
 * Opens a batch's print file: asks print-url for the file's address, then opens it in a new tab.
 * The tab is opened on the click itself (browsers block windows opened later) and sent to the file
 * once the address is known.
 */
export function PrintButton({ variant = 'contained' }: { variant?: 'text' | 'contained' | 'outlined' }) {
    const record = useRecordContext<RaRecord>();
    const translate = useTranslate();
    const { canAccess } = useCanAccess({ resource: 'stamp-generations', action: 'operate' });
    const { showError, errorDialog } = useErrorDialog();
    const [pending, setPending] = useState(false);
    const [fallback, setFallback] = useState<string | null>(null);
    const busy = useRef(false);
    if (!record || !canAccess) return null;
    const open = async (event: React.MouseEvent) => {
        event.stopPropagation();
        if (busy.current) return;
        busy.current = true;
        setPending(true);
        setFallback(null);
        const tab = window.open('', '_blank');
        try {
            const { url } = await call('generationPrintUrl', { params: { id: record.id } });
            if (tab) tab.location.href = url;
            else setFallback(url);
        } catch (error) {
            tab?.close();
            showError(error);
        } finally {
            busy.current = false;
            setPending(false);
        }
    };
    return (
        <>
            <Button
                label={pending ? 'xts.stamps.generation.print_opening' : 'xts.stamps.generation.print'}
                onClick={open}
                disabled={pending}
                variant={variant}
            >
                <PrintIcon />
            </Button>
            {fallback && (
                <Alert severity="info" sx={{ mt: 1 }}>
                    {translate('xts.stamps.generation.popup_blocked')}{' '}
                    <Link href={fallback} target="_blank" rel="noopener">
                        {translate('xts.stamps.generation.print')}
                    </Link>
                </Alert>
            )}
            {errorDialog}
        </>
    );
}
