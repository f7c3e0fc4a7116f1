import { useTranslate } from 'react-admin';
import { OperationForm, type Fields } from '../operations/OperationForm';
import { dateValueProblem } from '../../../domain/dateText';
import { day, useRetailSettings } from './retailSettings';
import { RetailFields } from './RetailFields';

export function RetailCreate() {
    const translate = useTranslate();
    const settings = useRetailSettings();
    const validate = (fields: Fields) => {
        const errors: Record<string, string> = {};
        if ((settings.data?.requireShop ?? true) && !fields.shopId)
            errors.shopId = 'xts.stamps.errors.shop_required';
        if (!fields.soldOn) errors.soldOn = 'xts.stamps.errors.date_required';
        else if (dateValueProblem(fields.soldOn)) errors.soldOn = dateValueProblem(fields.soldOn)!;
        else if (fields.soldOn > day()) errors.soldOn = 'xts.stamps.errors.sale_future';
        else if (settings.data && fields.soldOn < day(settings.data.maxBackdateDays))
            errors.soldOn = 'xts.stamps.errors.sale_too_old';
        return errors;
    };
    return (
        <OperationForm
            operation="retail"
            resource="stamp-retails"
            initialFields={{ shopId: '', soldOn: day(), note: '' }}
            validate={validate}
            renderFields={(props) => <RetailFields {...props} settings={settings} />}
            confirmText={(count, fields) =>
                translate('xts.stamps.retail.confirm', {
                    count,
                    shop: settings.data?.shops.find((s) => String(s.id) === fields.shopId)?.name ?? '—',
                })
            }
        />
    );
}
