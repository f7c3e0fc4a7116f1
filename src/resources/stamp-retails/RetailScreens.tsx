import { Alert, List as MuiList, ListItem, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { List, Show, SimpleShowLayout, useTranslate } from 'react-admin';
import { TextField } from '../../custom/common/text';
import { call } from '../../providers/http';
import { DateTimeField } from '../../custom/business/recordParts';
import { csvExporter, dateColumn, dateTimeColumn } from '../../custom/business/csv';
import { formatNumber } from '../../custom/common/format';
import { listFailure, ListActions, PER_PAGE, ResourceEmpty, ResponsiveGrid, ShowActions } from '../../custom/common/lists';
import { OptionSelect, TextInputField, type FieldProps } from '../../custom/stamps/fields';
import { DateText, NumberText, RangesField, StateCountsField, stampFilters } from '../../custom/stamps/listParts';
import { OperationForm, type Fields } from '../../custom/stamps/OperationForm';
import { OperationHeading } from '../../custom/stamps/OperationHeading';
import { addDays, vietnamToday } from '../../domain/dates';


const exporter = csvExporter('stamp-retails', [
    { source: 'id' },
    { source: 'rangeText' },
    { source: 'count' },
    { source: 'shopName' },
    dateColumn('soldOn'),
    { source: 'createdByName' },
    dateTimeColumn('createdAt'),
    { source: 'note' },
]);

export function RetailList() {
    return (
        <List
            {...listFailure}
            exporter={exporter}
            filters={stampFilters('resources.stamp-retails.fields.q')}
            actions={<ListActions />}
            empty={<ResourceEmpty />}
            perPage={PER_PAGE}
            sort={{ field: 'createdAt', order: 'DESC' }}
        >
            <ResponsiveGrid
                primaryText={(r) => `${r.shopName ?? '—'} · ${formatNumber(r.count)}`}
                secondaryText={(r) => r.rangeText}
                tertiaryText={(r) => r.soldOn}
            >
                <TextField source="id" />
                <DateText source="soldOn" />
                <TextField source="shopName" emptyText="—" />
                <NumberText source="count" />
                <TextField source="rangeText" sortable={false} sx={{ fontFamily: 'monospace' }} />
                <StateCountsField label="resources.stamp-retails.fields.counts" sortable={false} />
                <TextField source="createdByName" sortable={false} />
            </ResponsiveGrid>
        </List>
    );
}

/** Today's Vietnam date, or the date `offset` days before it. */
const day = (offset = 0) => addDays(vietnamToday(), -offset);

function useRetailSettings() {
    return useQuery({ queryKey: ['stamp-retails', 'settings'], queryFn: ({ signal }) => call('retailSettings', { signal }) });
}

function RetailFields({ settings, ...props }: FieldProps & { settings: ReturnType<typeof useRetailSettings> }) {
    const translate = useTranslate();
    const data = settings.data;
    const label = (name: string) => translate(`resources.stamp-retails.fields.${name}`);
    return (
        <Stack spacing={1}>
            {settings.isError && <Alert severity="warning">{translate('xts.stamps.retail.settings_failed')}</Alert>}
            {data && (
                <Alert severity="info" aria-label={translate('xts.stamps.retail.settings_title')}>
                    <strong>{translate('xts.stamps.retail.settings_title')}</strong>
                    <MuiList dense disablePadding>
                        <ListItem disableGutters>{translate(data.requireActivation ? 'xts.stamps.retail.require_activation' : 'xts.stamps.retail.no_activation')}</ListItem>
                        <ListItem disableGutters>{translate(data.requireShop ? 'xts.stamps.retail.require_shop' : 'xts.stamps.retail.optional_shop')}</ListItem>
                        <ListItem disableGutters>{translate('xts.stamps.retail.backdate', { days: data.maxBackdateDays })}</ListItem>
                    </MuiList>
                </Alert>
            )}
            <OptionSelect name="shopId" label={label('shopId')} options={data?.shops ?? []} loading={settings.isPending} failed={settings.isError} required={data?.requireShop ?? true} props={props} />
            <TextInputField name="soldOn" label={label('soldOn')} type="date" required props={props} inputProps={{ max: day(), min: data ? day(data.maxBackdateDays) : undefined }} />
            <TextInputField name="note" label={label('note')} multiline props={props} />
        </Stack>
    );
}

export function RetailCreate() {
    const translate = useTranslate();
    const settings = useRetailSettings();
    const validate = (fields: Fields) => {
        const errors: Record<string, string> = {};
        if ((settings.data?.requireShop ?? true) && !fields.shopId) errors.shopId = 'xts.stamps.errors.shop_required';
        if (!fields.soldOn) errors.soldOn = 'xts.stamps.errors.date_required';
        else if (fields.soldOn > day()) errors.soldOn = 'xts.stamps.errors.sale_future';
        else if (settings.data && fields.soldOn < day(settings.data.maxBackdateDays)) errors.soldOn = 'xts.stamps.errors.sale_too_old';
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

export const RetailShow = () => (
    <Show actions={<ShowActions />}>
        <OperationHeading operation="retail" />
        <SimpleShowLayout>
            <NumberText source="count" />
            <RangesField label="resources.stamp-retails.fields.rangeText" />
            <StateCountsField label="resources.stamp-retails.fields.counts" />
            <TextField source="shopName" emptyText="—" />
            <DateText source="soldOn" />
            <TextField source="createdByName" />
            <DateTimeField source="createdAt" />
            <TextField source="note" emptyText="—" />
        </SimpleShowLayout>
    </Show>
);
