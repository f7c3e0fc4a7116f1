import { Edit } from 'react-admin';
import { useParams } from 'react-router';
import { EDIT_QUERY } from '../../../kit/formSettings';
import { ActivityForm } from './ActivityForm';
import { DiaryHeading } from './DiaryHeading';
import { useBackToDiary } from './useBackToDiary';

export function ActivityEdit() {
    const { diaryId = '', id = '' } = useParams();
    const onSuccess = useBackToDiary(diaryId);
    return (
        <>
            <DiaryHeading diaryId={diaryId} title="xts.catalogue.diaries.activity_edit_title" />
            <Edit
                resource="diary-activities"
                id={id}
                title=" "
                mutationMode="pessimistic"
                queryOptions={EDIT_QUERY}
                mutationOptions={{ onSuccess }}
                redirect={false}
            >
                <ActivityForm diaryId={diaryId} />
            </Edit>
        </>
    );
}
