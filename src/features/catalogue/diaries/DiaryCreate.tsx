import { Create } from 'react-admin';
import { useSavedOpensDetail } from '../../../kit/savedOption';
import { DiaryForm } from './DiaryForm';

export function DiaryCreate() {
    const mutationOptions = useSavedOpensDetail('diaries', 'created');
    return (
        <Create mutationOptions={mutationOptions}>
            <DiaryForm />
        </Create>
    );
}
