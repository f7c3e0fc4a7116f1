import { Link as RouterLink } from 'react-router-dom';
import { Button } from '@mui/material';
import CategoryIcon from '@mui/icons-material/Category';
import { useRecordContext, useTranslate } from 'react-admin';
import { lotPath } from './lotApi';

/** From an activation record to the page of its lot (product + lot number). */
export function LotLinkButton() {
    const translate = useTranslate();
    const record = useRecordContext<{ id: number; productId?: number; lot?: string }>();
    if (!record?.productId || !record.lot) return null;
    return (
        <Button size="small" startIcon={<CategoryIcon />} component={RouterLink} to={lotPath({ productId: record.productId, lot: record.lot })}>
            {translate('xts.lots.open_lot', { lot: record.lot })}
        </Button>
    );
}
