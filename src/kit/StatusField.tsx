import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

const STATUS_COLORS: Record<string, 'success' | 'default' | 'warning' | 'error' | 'info'> = {
    active: 'success',
    accepted: 'success',
    inactive: 'default',
    cancelled: 'default',
    pending: 'warning',
    locked: 'error',
    rejected: 'error',
};

/** A status as a coloured chip (list and detail pages). */
export function StatusField({ source = 'status' }: { source?: string; label?: string; sortable?: boolean }) {
    const record = useRecordContext();
    const translate = useTranslate();
    const value = record?.[source];
    if (value === undefined || value === null || value === '') return null;
    return (
        <Chip
            size="small"
            color={STATUS_COLORS[String(value)] ?? 'default'}
            label={translate(`xts.status.${value}`, { _: String(value) })}
        />
    );
}
