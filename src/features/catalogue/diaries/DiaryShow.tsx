import { Box, Link as MuiLink, Typography } from '@mui/material';
import { Show, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { pathTo } from '../../../routes/screenPaths';
import { formatDate } from '../../../kit/format';
import { usePageTitle } from '../../../kit/pageTitle';
import { TitleRow } from '../../../kit/TitleRow';
import { ShowActions } from '../../../kit/screenButtons';
import { DiaryStatus } from './DiaryStatus';
import { Timeline } from './Timeline';
import { Detail } from './Detail';

function DiaryShowContent() {
    const record = useRecordContext();
    const translate = useTranslate();
    usePageTitle(record?.name as string | undefined);
    if (!record) return null;
    return (
        <Box sx={{ p: 2 }}>
            <TitleRow title={record.name}>
                <DiaryStatus />
            </TitleRow>
            <Box
                sx={{
                    display: 'grid',
                    gap: 2,
                    mt: 2,
                    gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
                }}
            >
                <Detail label="resources.diaries.fields.productId">
                    {record.productId ? (
                        <MuiLink
                            component={Link}
                            to={pathTo('products', 'show', { id: record.productId as number })}
                        >
                            {record.productName}
                        </MuiLink>
                    ) : null}
                </Detail>
                <Detail label="resources.diaries.fields.locationId">{record.locationName}</Detail>
                <Detail label="resources.diaries.fields.templateId">{record.templateName}</Detail>
                <Detail label="resources.diaries.fields.season">{record.season}</Detail>
                <Detail label="resources.diaries.fields.manager">{record.manager}</Detail>
                <Detail label="resources.diaries.fields.startDate">{formatDate(record.startDate)}</Detail>
                <Detail label="resources.diaries.fields.endDate">{formatDate(record.endDate)}</Detail>
                <Detail label="resources.diaries.fields.activityCount">
                    {translate('xts.catalogue.diaries.count', {
                        smart_count: Number(record.activityCount) || 0,
                    })}
                </Detail>
            </Box>
            {record.note && (
                <Typography sx={{ mt: 2, whiteSpace: 'pre-line' }} color="text.secondary">
                    {record.note}
                </Typography>
            )}
            <Timeline />
        </Box>
    );
}

export const DiaryShow = () => (
    <Show actions={<ShowActions />}>
        <DiaryShowContent />
    </Show>
);
