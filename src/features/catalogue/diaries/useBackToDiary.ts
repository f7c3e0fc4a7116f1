import { useNotify } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { pathTo } from '../../../routes/screenPaths';
import { activitiesKey } from './hooks';

export function useBackToDiary(diaryId: string) {
    const navigate = useNavigate();
    const notify = useNotify();
    const queryClient = useQueryClient();
    return () => {
        queryClient.invalidateQueries({ queryKey: activitiesKey(diaryId) });
        queryClient.invalidateQueries({ queryKey: ['diaries'] });
        notify('xts.catalogue.diaries.activity_saved', { type: 'success' });
        navigate(pathTo('diaries', 'show', { id: diaryId }));
    };
}
