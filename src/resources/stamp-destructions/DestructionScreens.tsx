import { Alert, Stack } from '@mui/material';
import { List, SelectField, SelectInput, Show, SimpleShowLayout, useTranslate } from 'react-admin';
import { TextField } from '../../custom/common/text';
import { DateTimeField } from '../../custom/business/recordParts';
import { csvExporter, dateTimeColumn, translated } from '../../custom/business/csv';
import { formatNumber } from '../../custom/common/format';
import { listFailure, ListActions, PER_PAGE, ResourceEmpty, ResponsiveGrid, ShowActions } from '../../custom/common/lists';
import { OptionSelect, TextInputField } from '../../custom/stamps/fields';
import { NumberText, REASONS, RangesField, stampFilters } from '../../custom/stamps/listParts';
import { OperationForm, type Fields } from '../../custom/stamps/OperationForm';
import { OperationHeading } from '../../custom/stamps/OperationHeading';

const reasonChoices = REASONS.map((id) => ({ id, name: `xts.stamps.reasons.${id}` }));

const exporter = csvExporter('stamp-destructions', [
    { source: 'id' },
    { source: 'rangeText' },
    { source: 'count' },
    translated('reason', 'xts.stamps.reasons'),
    { source: 'note' },
    { source: 'createdByName' },
    dateTimeColumn('createdAt'),
]);

export function DestructionList() {
    const translate = useTranslate();
    return (
        <List
            {...listFailure}
            exporter={exporter}
            filters={stampFilters('resources.stamp-destructions.fields.q', {
                stateLabel: 'xts.stamps.filters.state_before',
                extra: [<SelectInput key="reason" source="reason" choices={reasonChoices} />],
            })}
            actions={<ListActions />}
            empty={<ResourceEmpty />}
            perPage={PER_PAGE}
            sort={{ field: 'createdAt', order: 'DESC' }}
        >
            <ResponsiveGrid
                primaryText={(r) => `${translate(`xts.stamps.reasons.${r.reason}`)} · ${formatNumber(r.count)}`}
                secondaryText={(r) => r.rangeText}
                tertiaryText={(r) => r.createdByName}
            >
                <TextField source="id" />
                <SelectField source="reason" choices={reasonChoices} />
                <NumberText source="count" />
                <TextField source="rangeText" sortable={false} sx={{ fontFamily: 'monospace' }} />
                <TextField source="note" sortable={false} />
                <TextField source="createdByName" sortable={false} />
                <DateTimeField source="createdAt" />
            </ResponsiveGrid>
        </List>
    );
}

const validate = (fields: Fields) => {
    const errors: Record<string, string> = {};
    if (!fields.reason) errors.reason = 'xts.stamps.errors.reason_required';
    if (fields.reason === 'other' && !fields.note?.trim()) errors.note = 'xts.stamps.errors.reason_note';
    if ((fields.note ?? '').length > 1000) errors.note = 'xts.stamps.errors.note_long';
    return errors;
};

export function DestructionCreate() {
    const translate = useTranslate();
    return (
        <OperationForm
            operation="destruction"
            resource="stamp-destructions"
            destructive
            initialFields={{ reason: '', note: '' }}
            validate={validate}
            renderFields={(props) => (
                <Stack spacing={1}>
                    <Alert severity="warning">{translate('xts.stamps.destruction.final')}</Alert>
                    <OptionSelect
                        name="reason"
                        label={translate('resources.stamp-destructions.fields.reason')}
                        options={REASONS.map((id) => ({ id, name: translate(`xts.stamps.reasons.${id}`) }))}
                        required
                        props={props}
                    />
                    <TextInputField
                        name="note"
                        label={translate('resources.stamp-destructions.fields.note')}
                        multiline
                        required={props.fields.reason === 'other'}
                        props={props}
                    />
                </Stack>
            )}
            confirmText={(count, fields) =>
                translate('xts.stamps.destruction.confirm', { count, reason: fields.reason ? translate(`xts.stamps.reasons.${fields.reason}`) : '' })
            }
        />
    );
}

export const DestructionShow = () => (
    <Show actions={<ShowActions />}>
        <OperationHeading operation="destruction" />
        <SimpleShowLayout>
            <NumberText source="count" />
            <RangesField label="resources.stamp-destructions.fields.rangeText" />
            <SelectField source="reason" choices={reasonChoices} />
            <TextField source="note" emptyText="—" />
            <TextField source="createdByName" />
            <DateTimeField source="createdAt" />
        </SimpleShowLayout>
    </Show>
);
