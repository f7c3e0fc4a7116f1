import { Alert, List as MuiList, ListItem, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DateInputField, OptionSelect, TextInputField, type FieldProps } from '../operations/fields';
import { useRetailSettings } from './retailSettings';

export function RetailFields({
    settings,
    ...props
}: FieldProps & { settings: ReturnType<typeof useRetailSettings> }) {
    const translate = useTranslate();
    const data = settings.data;
    const label = (name: string) => translate(`resources.stamp-retails.fields.${name}`);
    return (
        <Stack spacing={1}>
            {settings.isError && (
                <Alert severity="warning">{translate('xts.stamps.retail.settings_failed')}</Alert>
            )}
            {data && (
                <Alert severity="info" aria-label={translate('xts.stamps.retail.settings_title')}>
                    <strong>{translate('xts.stamps.retail.settings_title')}</strong>
                    <MuiList dense disablePadding>
                        <ListItem disableGutters>
                            {translate(
                                data.requireActivation
                                    ? 'xts.stamps.retail.require_activation'
                                    : 'xts.stamps.retail.no_activation',
                            )}
                        </ListItem>
                        <ListItem disableGutters>
                            {translate(
                                data.requireShop
                                    ? 'xts.stamps.retail.require_shop'
                                    : 'xts.stamps.retail.optional_shop',
                            )}
                        </ListItem>
                        <ListItem disableGutters>
                            {translate('xts.stamps.retail.backdate', { days: data.maxBackdateDays })}
                        </ListItem>
                    </MuiList>
                </Alert>
            )}
            <OptionSelect
                name="shopId"
                label={label('shopId')}
                options={data?.shops ?? []}
                loading={settings.isPending}
                failed={settings.isError}
                required={data?.requireShop ?? true}
                props={props}
            />
            <DateInputField name="soldOn" label={label('soldOn')} required props={props} />
            <TextInputField name="note" label={label('note')} multiline props={props} />
        </Stack>
    );
}
