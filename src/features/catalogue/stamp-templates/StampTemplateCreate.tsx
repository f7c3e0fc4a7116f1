import { Create } from 'react-admin';
import { useSaved } from './templateOptions';
import { TemplateForm } from './TemplateForm';

export function StampTemplateCreate() {
    const mutationOptions = useSaved('created');
    return (
        <Create mutationOptions={mutationOptions}>
            <TemplateForm creating />
        </Create>
    );
}
