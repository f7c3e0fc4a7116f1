import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useNotify, useTranslate } from 'react-admin';
import { can } from '../../providers/access';
import { currentRole, useSession } from '../../providers/session';
import { formatDate, formatNumber } from '../../kit/format';
import { openHref } from '../../kit/openLinks';
import { formatText } from '../../domain/text';
import type { TraceLike } from '../../domain/epcis';
import { errorText } from '../../kit/errors';

type Trace = TraceLike & {
    url?: string;
    product: { id: number; name: string } | null;
    recall?: { id: number; createdAt: string; reason: string; note: string } | null;
};

/**
 * On a stamp's trace page: the recall warning of its lot, a link to its lot, and the stamp's history
 * as an EPCIS 2.0 file (built in the browser from the trace answer).
 */
export default function TraceLotLinks({ trace }: { trace: Trace }) {
    const translate = useTranslate();
    const notify = useNotify();
    const session = useSession();
    const [exporting, setExporting] = useState(false);
    const lotKey = trace.product && trace.lot ? { productId: trace.product.id, lot: trace.lot } : null;
    const exportEpcis = async () => {
        setExporting(true);
        try {
            // The export code loads on demand (with the lot screens), not with the trace page.
            const { exportStampEpcis } = await import('./lotApi');
            const count = await exportStampEpcis(trace);
            notify('xts.lots.epcis.done', { type: 'success', messageArgs: { count: formatNumber(count) } });
        } catch (error) {
            notify('xts.lots.epcis.failed', {
                type: 'error',
                messageArgs: { message: errorText(error, translate) },
            });
        } finally {
            setExporting(false);
        }
    };
    return (
        <Stack spacing={1}>
            {trace.recall && (
                <Alert severity="error">
                    {translate('xts.lots.recall.stamp_warning', {
                        lot: formatText(trace.lot ?? ''),
                        date: formatDate(trace.recall.createdAt),
                        reason:
                            trace.recall.reason === 'other' && trace.recall.note
                                ? trace.recall.note
                                : translate(`xts.lots.recall.reasons.${trace.recall.reason}`, {
                                      _: trace.recall.reason,
                                  }),
                    })}
                </Alert>
            )}
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                {lotKey && can(currentRole(session), 'stamp-lots', 'show') && (
                    <Button
                        variant="outlined"
                        component={RouterLink}
                        to={`/stamp-lot/detail?${new URLSearchParams({ productId: String(lotKey.productId), lot: lotKey.lot })}`}
                    >
                        {translate('xts.lots.open_lot', { lot: formatText(lotKey.lot) })}
                    </Button>
                )}
                {trace.url && (
                    <Button
                        variant="outlined"
                        startIcon={<OpenInNewIcon />}
                        href={openHref(trace.url)}
                        target="_blank"
                        rel="noopener"
                    >
                        {translate('xts.lots.public_page')}
                    </Button>
                )}
                <Button
                    variant="outlined"
                    startIcon={exporting ? <CircularProgress size={16} aria-hidden /> : <DownloadIcon />}
                    disabled={exporting}
                    onClick={exportEpcis}
                >
                    {translate('xts.lots.epcis.stamp_button')}
                </Button>
            </Stack>
        </Stack>
    );
}
