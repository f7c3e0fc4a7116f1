import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDate } from '../../kit/format';
import type { TraceEvent } from './types';

/** What a step of the stamp's life recorded, a line per fact. */
export function EventDetails({ event }: { event: TraceEvent }) {
    const translate = useTranslate();
    const line = (key: string, value: unknown) =>
        value ? (
            <Typography variant="body2" key={key}>
                {translate(`xts.trace.details.${key}`)}: {String(value)}
            </Typography>
        ) : null;
    switch (event.kind) {
        case 'printed':
            return <>{[line('template', event.templateName), line('range', event.rangeText)]}</>;
        case 'activated':
            return (
                <>
                    {[
                        line('product', event.productName),
                        line('lot', event.lot),
                        line('mfg', event.mfgDate && formatDate(String(event.mfgDate))),
                        line('exp', event.expDate && formatDate(String(event.expDate))),
                        line('location', event.locationName),
                        line('diary', event.diaryName),
                        event.preactivated ? line('preactivated', translate('xts.trace.details.yes')) : null,
                    ]}
                </>
            );
        case 'sold':
            return <>{[line('shop', event.shopName), line('sold_on', formatDate(String(event.soldOn)))]}</>;
        case 'destroyed':
            return (
                <>
                    {[
                        line('reason', translate(`xts.stamps.reasons.${event.reason}`)),
                        line('note', event.note),
                    ]}
                </>
            );
    }
}
