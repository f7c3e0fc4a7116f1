import { call } from '../../../providers/http';
import { Alert, Box, Button as MuiButton, CircularProgress, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { pathTo } from '../../../routes/screenPaths';
import { errorText } from '../../../kit/errors';
import { Section } from '../products/Section';
import { activitiesKey, useDiaryKinds } from './hooks';
import { type Activity } from './activity';
import { ActivityItem } from './ActivityItem';

/** The diary's activities as a timeline, newest first. */
export function Timeline() {
    const diary = useRecordContext();
    const translate = useTranslate();
    const { canAccess: canAdd } = useCanAccess({ resource: 'diary-activities', action: 'create' });
    const kinds = useDiaryKinds(diary?.id);
    const { data, isPending, isError, error, refetch } = useQuery({
        queryKey: activitiesKey(diary?.id),
        queryFn: ({ signal }) =>
            call<{ items: Activity[]; total: number }>('diaryActivityList', {
                params: { id: diary!.id },
                query: { page: 1, limit: 500 },
                signal,
            }),
        enabled: !!diary,
    });
    if (!diary) return null;
    const ongoing = diary.status === 'ongoing';
    return (
        <Section
            title="xts.catalogue.diaries.timeline_title"
            action={
                ongoing && canAdd ? (
                    <MuiButton
                        variant="contained"
                        startIcon={<AddIcon />}
                        component={Link}
                        to={pathTo('diary-activities', 'create', { diaryId: diary.id })}
                    >
                        {translate('xts.catalogue.diaries.add_activity')}
                    </MuiButton>
                ) : null
            }
        >
            {!ongoing && (
                <Alert severity="info" sx={{ mb: 2 }}>
                    {translate('xts.catalogue.diaries.finished_notice')}
                </Alert>
            )}
            {isPending ? (
                <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
            ) : isError ? (
                <Alert
                    severity="error"
                    action={<MuiButton onClick={() => refetch()}>{translate('xts.errors.retry')}</MuiButton>}
                >
                    {translate('xts.catalogue.diaries.activities_failed')}: {errorText(error, translate)}
                </Alert>
            ) : data.items.length === 0 ? (
                <Typography color="text.secondary">
                    {translate('xts.catalogue.diaries.no_activities')}
                </Typography>
            ) : (
                <Box
                    component="ol"
                    sx={{
                        p: 0,
                        m: 0,
                        position: 'relative',
                        '&::before': {
                            content: '""',
                            position: 'absolute',
                            left: 14,
                            top: 8,
                            bottom: 8,
                            width: 2,
                            bgcolor: 'divider',
                        },
                    }}
                >
                    {data.items.map((activity) => (
                        <ActivityItem
                            key={activity.id}
                            activity={activity}
                            kind={kinds.data?.find((k) => k.id === activity.kind)}
                            diary={diary}
                            editable={ongoing}
                        />
                    ))}
                </Box>
            )}
        </Section>
    );
}
