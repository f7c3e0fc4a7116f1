import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useLocaleState, useTranslate } from 'react-admin';
import { asNumberLocale, type NumberLocale } from '../../domain/numbers';
import type { LotOriginInput } from '../../domain/geo/types';
import { OriginFields } from './OriginFields';
import { emptyOrigin, isBlankOrigin, type OriginDraft } from './originApi';
import { checkOrigin } from './originRules';

/** The origin typed in an activation form, kept as text among its fields (and its draft). */
export function originOfField(text: string | undefined): OriginDraft {
    try {
        const value = JSON.parse(text || '');
        if (value && Array.isArray(value.rows)) return value as OriginDraft;
    } catch {
        // Nothing typed yet.
    }
    return emptyOrigin();
}

/** The activation's origin check: an i18n key when a named origin is incomplete. */
export function originError(text: string | undefined, locale: NumberLocale): string | null {
    const draft = originOfField(text);
    if (isBlankOrigin(draft)) return null;
    return checkOrigin(draft, locale).input ? null : 'xts.origin.errors.incomplete';
}

/** The origin to send with an activation (none when nothing was named). */
export function originInput(text: string | undefined, locale: NumberLocale): LotOriginInput | undefined {
    const draft = originOfField(text);
    return isBlankOrigin(draft) ? undefined : (checkOrigin(draft, locale).input ?? undefined);
}

/**
 * "Nguồn gốc lô (không bắt buộc)" in the activation form: the plots the lot came from, with the
 * quantity from each and the harvest period, saved with the activation.
 */
export function ActivationOrigin({
    value,
    onChange,
    showErrors,
    disabled,
}: {
    value: string | undefined;
    onChange: (text: string) => void;
    showErrors: boolean;
    disabled: boolean;
}) {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    const draft = originOfField(value);
    const errors = showErrors ? checkOrigin(draft, asNumberLocale(locale)).errors : {};
    return (
        <Accordion defaultExpanded={!isBlankOrigin(draft)} disableGutters variant="outlined">
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                <Typography sx={{ fontWeight: 600 }}>{translate('xts.origin.optional')}</Typography>
            </AccordionSummary>
            <AccordionDetails>
                <OriginFields
                    value={draft}
                    onChange={(next) => onChange(isBlankOrigin(next) ? '' : JSON.stringify(next))}
                    errors={errors}
                    disabled={disabled}
                />
            </AccordionDetails>
        </Accordion>
    );
}
