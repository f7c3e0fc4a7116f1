import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

/** Ongoing / finished as a chip. */
export function DiaryStatus({ source = 'status' }: { source?: string; label?: string; sortable?: boolean }) {
    const record = useRecordContext();
    const translate = useTranslate();
    const value = record?.[source];
    if (!value) return null;
    return (
        <Chip
            size="small"
            color={value === 'ongoing' ? 'success' : 'default'}
            label={translate(`resources.diaries.statuses.${value}`, { _: String(value) })}
        />
    );
}
