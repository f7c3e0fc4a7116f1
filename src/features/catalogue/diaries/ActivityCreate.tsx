import { Create, type RaRecord } from 'react-admin';
import { useParams } from 'react-router';
import { ActivityForm } from './ActivityForm';
import { DiaryHeading } from './DiaryHeading';
import { useBackToDiary } from './useBackToDiary';

export function ActivityCreate() {
    const { diaryId = '' } = useParams();
    const onSuccess = useBackToDiary(diaryId);
    return (
        <>
            <DiaryHeading diaryId={diaryId} title="xts.catalogue.diaries.activity_add_title" />
            <Create
                resource="diary-activities"
                title=" "
                transform={(data: RaRecord) => ({ ...data, diaryId: Number(diaryId) || diaryId })}
                mutationOptions={{ onSuccess }}
            >
                <ActivityForm diaryId={diaryId} creating />
            </Create>
        </>
    );
}
