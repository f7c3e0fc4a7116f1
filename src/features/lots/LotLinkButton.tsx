import { Link as RouterLink } from 'react-router';
import { Button } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

/** From an activation record to the page of its lot (product + lot number, in the query: see lotPath). */
export function LotLinkButton() {
    const translate = useTranslate();
    const record = useRecordContext<{ id: number; productId?: number; lot?: string }>();
    if (!record?.productId || !record.lot) return null;
    const query = new URLSearchParams({ productId: String(record.productId), lot: record.lot });
    return (
        <Button size="small" component={RouterLink} to={`/stamp-lot/detail?${query}`}>
            {translate('xts.lots.open_lot', { lot: record.lot })}
        </Button>
    );
}
