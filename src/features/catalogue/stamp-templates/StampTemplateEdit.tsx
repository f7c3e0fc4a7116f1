import { Edit } from 'react-admin';
import { EDIT_QUERY } from '../../../kit/formSettings';
import { useSaved } from './templateOptions';
import { TemplateForm } from './TemplateForm';

export function StampTemplateEdit() {
    const mutationOptions = useSaved('updated');
    return (
        <Edit mutationMode="pessimistic" queryOptions={EDIT_QUERY} mutationOptions={mutationOptions}>
            <TemplateForm />
        </Edit>
    );
}
