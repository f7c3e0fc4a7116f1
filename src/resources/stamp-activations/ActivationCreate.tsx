import { useTranslate } from 'react-admin';
import { useCachedOptions } from '../../providers/options';
import { ActivationFields, activationInitial, validateActivation } from '../../custom/stamps/fields';
import { OperationForm } from '../../custom/stamps/OperationForm';

export function ActivationCreate() {
    const translate = useTranslate();
    const products = useCachedOptions('products');
    return (
        <OperationForm
            operation="activation"
            resource="stamp-activations"
            initialFields={activationInitial}
            validate={validateActivation}
            renderFields={(props) => <ActivationFields {...props} />}
            confirmText={(count, fields) =>
                translate('xts.stamps.activation.confirm', {
                    count,
                    product: products.options.find((p) => String(p.id) === fields.productId)?.name ?? '',
                    lot: fields.lot,
                })
            }
        />
    );
}
