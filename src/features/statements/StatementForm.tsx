import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Box, Link, Stack, Typography } from '@mui/material';
import {
    AddItemButton,
    ArrayInput,
    RemoveItemButton,
    RadioButtonGroupInput,
    SimpleForm,
    SimpleFormIterator,
    TextInput,
    maxLength,
    minValue,
    regex,
    required,
    useTranslate,
    type SimpleFormProps,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { FormRow } from '../../kit/recordParts';
import { SaveToolbar } from '../../kit/formParts';
import { FORM_SX } from '../../kit/formSettings';
import { NumberInput } from '../../kit/NumberInput';
import { formatText } from '../../domain/text';
import { HS_HEADING, REFERENCE_NUMBER, VERIFICATION_NUMBER } from '../../domain/statements';
import { lotPath, type LotKey } from '../lots/lotApi';
import { CountryInput } from './CountryInput';

const ACTIVITIES = ['export', 'import', 'domestic'] as const;

/** Typed numbers are read as the EU writes them: capitals, no spaces. */
const upper = (value: unknown) =>
    typeof value === 'string' ? value.toUpperCase().replace(/\s+/g, '') : value;

/** Both supplementary fields, or neither. */
const unitsTogether = (_value: unknown, values: Record<string, any>) => {
    const units = values.supplementaryUnits ?? {};
    const hasUnit = !!String(units.unit ?? '').trim();
    const hasQuantity = units.quantity !== null && units.quantity !== undefined && units.quantity !== '';
    return hasUnit !== hasQuantity ? 'xts.statements.form.quantity_needs_unit' : undefined;
};

/** The lots the statement declares, each linked to its page (chosen on the lot or pack page, not here). */
function LotsDeclared() {
    const translate = useTranslate();
    const lots = (useWatch({ name: 'lots' }) ?? []) as LotKey[];
    return (
        <Box sx={{ mb: 2 }}>
            <Typography variant="subtitle2" component="h2">
                {translate('xts.statements.form.lots')}
            </Typography>
            {lots.length ? (
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                    {lots.map((lot) => (
                        <Link key={`${lot.productId}|${lot.lot}`} component={RouterLink} to={lotPath(lot)}>
                            {translate('xts.statements.lot', { lot: formatText(lot.lot) })}
                        </Link>
                    ))}
                </Stack>
            ) : (
                <Alert severity="warning">{translate('xts.statements.form.lots_none')}</Alert>
            )}
        </Box>
    );
}

/**
 * A statement's fields, checked by the EU's formats as they are typed (the error under the field),
 * kept as a draft of this page while typed (DraftKeeper, in SaveToolbar); `above` comes first
 * (what was filled in, an amendment's window), `toolbar` replaces the save button.
 */
export function StatementForm({
    above,
    toolbar,
    ...props
}: { above?: ReactNode; toolbar?: SimpleFormProps['toolbar'] } & Omit<
    SimpleFormProps,
    'children' | 'toolbar'
>) {
    return (
        <SimpleForm warnWhenUnsavedChanges toolbar={toolbar ?? <SaveToolbar />} sx={FORM_SX} {...props}>
            {above}
            <LotsDeclared />
            <RadioButtonGroupInput
                source="activity"
                choices={ACTIVITIES.map((id) => ({ id, name: `xts.statements.activities.${id}` }))}
                validate={required()}
            />
            <FormRow>
                <TextInput
                    source="hsHeading"
                    helperText="xts.statements.form.hs_help"
                    parse={(value: string) => value.replace(/\D+/g, '')}
                    // Digits only: the phone's number pad.
                    slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
                    validate={[required(), regex(HS_HEADING, 'xts.statements.form.hs_invalid')]}
                />
                <CountryInput source="countryOfProduction" />
            </FormRow>
            <TextInput
                source="description"
                multiline
                minRows={2}
                fullWidth
                validate={[required(), maxLength(500)]}
            />
            <NumberInput
                source="netMassKg"
                kind="decimal"
                decimals={3}
                min={0}
                unit="kg"
                validate={[required(), minValue(0.001, 'xts.statements.form.mass_invalid')]}
            />
            <FormRow>
                <TextInput
                    source="supplementaryUnits.unit"
                    label="resources.statements.fields.supplementaryUnit"
                    helperText="xts.statements.form.unit_help"
                    validate={[maxLength(20), unitsTogether]}
                />
                <NumberInput
                    source="supplementaryUnits.quantity"
                    label="resources.statements.fields.supplementaryQuantity"
                    kind="decimal"
                    decimals={3}
                    min={0}
                    validate={unitsTogether}
                />
            </FormRow>
            <ArrayInput
                source="referencedStatements"
                label="resources.statements.fields.referencedStatements"
            >
                <SimpleFormIterator
                    inline
                    disableReordering
                    addButton={<AddItemButton label="xts.statements.form.add_reference" />}
                    removeButton={<RemoveItemButton label="xts.statements.form.remove_reference" />}
                >
                    <TextInput
                        source="referenceNumber"
                        label="resources.statements.fields.referenceNumber"
                        parse={upper}
                        validate={[
                            required(),
                            regex(REFERENCE_NUMBER, 'xts.statements.form.reference_invalid'),
                        ]}
                    />
                    <TextInput
                        source="verificationNumber"
                        label="resources.statements.fields.verificationNumber"
                        parse={upper}
                        validate={[
                            required(),
                            regex(VERIFICATION_NUMBER, 'xts.statements.form.verification_invalid'),
                        ]}
                    />
                </SimpleFormIterator>
            </ArrayInput>
        </SimpleForm>
    );
}
