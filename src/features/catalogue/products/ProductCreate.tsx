import { Create } from 'react-admin';
import { useOptionSourceSaved } from '../../../kit/savedOption';
import { ProductForm } from './ProductForm';

export function ProductCreate() {
    const mutationOptions = useOptionSourceSaved('products', 'created');
    return (
        <Create mutationOptions={mutationOptions}>
            <ProductForm />
        </Create>
    );
}
