import { useLocaleState, useTranslate } from 'react-admin';
import { asNumberLocale } from '../../../domain/numbers';
import { originError, originInput } from '../../lots/originField';
import { useCachedOptions } from '../../../providers/options';
import { ActivationFields } from '../../../custom/stamps/fields';
import { activationInitial, validateActivation } from '../../../custom/stamps/activationRules';
import { OperationForm } from '../../../custom/stamps/OperationForm';

export function ActivationCreate() {
    const translate = useTranslate();
    const products = useCachedOptions('products');
    const locale = asNumberLocale(useLocaleState()[0]);
    return (
        <OperationForm
            operation="activation"
            resource="stamp-activations"
            initialFields={activationInitial}
            validate={(fields) => {
                const errors = validateActivation(fields);
                const origin = originError(fields.origin, locale);
                return origin ? { ...errors, origin } : errors;
            }}
            toBody={({ origin, ...rest }) => {
                const input = originInput(origin, locale);
                return input ? { ...rest, origin: input } : rest;
            }}
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
