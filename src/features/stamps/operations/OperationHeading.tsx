import { Typography } from '@mui/material';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { usePageTitle } from '../../../kit/pageTitle';

/** "Kích hoạt #12" as the heading, the document title and the last breadcrumb of a detail page. */
export function OperationHeading({ operation }: { operation: 'activation' | 'retail' | 'destruction' }) {
    const record = useRecordContext<RaRecord>();
    const translate = useTranslate();
    const title = record ? translate(`xts.stamps.${operation}.heading`, { id: record.id }) : '';
    usePageTitle(title || null);
    if (!record) return null;
    return (
        <Typography variant="h5" component="h1" sx={{ px: 2, pt: 2 }}>
            {title}
        </Typography>
    );
}
