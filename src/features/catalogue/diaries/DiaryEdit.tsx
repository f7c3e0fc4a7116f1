import { Edit } from 'react-admin';
import { EDIT_QUERY } from '../../../kit/formSettings';
import { useSavedOpensDetail } from '../../../kit/savedOption';
import { DiaryForm } from './DiaryForm';

export function DiaryEdit() {
    const mutationOptions = useSavedOpensDetail('diaries', 'updated');
    return (
        <Edit mutationMode="pessimistic" queryOptions={EDIT_QUERY} mutationOptions={mutationOptions}>
            <DiaryForm editing />
        </Edit>
    );
}
