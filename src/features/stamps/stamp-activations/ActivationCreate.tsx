import { useLocaleState, useTranslate } from 'react-admin';
import { asNumberLocale } from '../../../domain/numbers';
import { mayNameOrigin, originError, originInput } from '../../lots/originField';
import { currentRole, useSession } from '../../../providers/session';
import { useCachedOptions } from '../../../providers/options';
import { ActivationFields } from '../operations/fields';
import { activationInitial, validateActivation } from '../operations/activationRules';
import { OperationForm } from '../operations/OperationForm';

export function ActivationCreate() {
    const translate = useTranslate();
    const products = useCachedOptions('products');
    const locale = asNumberLocale(useLocaleState()[0]);
    // The lot's origin goes with the activation only from a role that may set it (the owner).
    const namesOrigin = mayNameOrigin(currentRole(useSession()));
    return (
        <OperationForm
            operation="activation"
            resource="stamp-activations"
            initialFields={activationInitial}
            validate={(fields) => {
                const errors = validateActivation(fields);
                const origin = namesOrigin ? originError(fields.origin, locale) : null;
                return origin ? { ...errors, origin } : errors;
            }}
            toBody={({ origin, ...rest }) => {
                const input = namesOrigin ? originInput(origin, locale) : undefined;
                return input ? { ...rest, origin: input } : rest;
            }}
            renderFields={(props) => <ActivationFields {...props} withOrigin />}
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
