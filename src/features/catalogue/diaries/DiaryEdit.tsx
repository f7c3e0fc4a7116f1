import { Edit } from 'react-admin';
import { EDIT_QUERY } from '../../../custom/common/formSettings';
import { useSavedOpensDetail } from '../../../custom/common/savedOption';
import { DiaryForm } from './DiaryForm';

export function DiaryEdit() {
    const mutationOptions = useSavedOpensDetail('diaries', 'updated');
    return (
        <Edit mutationMode="pessimistic" queryOptions={EDIT_QUERY} mutationOptions={mutationOptions}>
            <DiaryForm editing />
        </Edit>
    );
}
