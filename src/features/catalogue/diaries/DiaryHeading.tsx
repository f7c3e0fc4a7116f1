import { Box, Button as MuiButton, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useGetOne, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { pathTo } from '../../../routes/screenPaths';
import { usePageTitle } from '../../../kit/pageTitle';

/** The diary the activity belongs to: its name as the page heading and a way back. */
export function DiaryHeading({ diaryId, title }: { diaryId: string; title: string }) {
    const translate = useTranslate();
    const { data } = useGetOne('diaries', { id: diaryId });
    usePageTitle(translate(title));
    return (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mt: 2 }}>
            <MuiButton
                component={Link}
                to={pathTo('diaries', 'show', { id: diaryId })}
                startIcon={<ArrowBackIcon />}
            >
                {translate('xts.catalogue.diaries.back_to_diary')}
            </MuiButton>
            <Box>
                <Typography variant="h5" component="h1">
                    {translate(title)}
                </Typography>
                {data?.name && (
                    <Typography variant="body2" color="text.secondary">
                        {translate('xts.catalogue.diaries.diary_of', { name: data.name })}
                    </Typography>
                )}
            </Box>
        </Box>
    );
}
