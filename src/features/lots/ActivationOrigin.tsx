import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useLocaleState, useTranslate } from 'react-admin';
import { asNumberLocale } from '../../domain/numbers';
import { currentRole, useSession } from '../../providers/session';
import { OriginFields } from './OriginFields';
import { isBlankOrigin } from './originApi';
import { mayNameOrigin, originOfField } from './originField';
import { checkOrigin } from './originRules';

/**
 * "Nguồn gốc lô (không bắt buộc)" in the activation form: the plots the lot came from, with the
 * quantity from each and the harvest period, saved with the activation. Only for a role that may set
 * a lot's origin (the owner); the others are told who names it and where.
 */
export function ActivationOrigin({
    value,
    onChange,
    showErrors,
    disabled,
    lot,
}: {
    value: string | undefined;
    onChange: (text: string) => void;
    showErrors: boolean;
    disabled: boolean;
    /** The lot the activation names: its own origin is left out of the plots' yield balances. */
    lot?: { productId: number | string; lot: string } | null;
}) {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    const session = useSession();
    const draft = originOfField(value);
    const errors = showErrors ? checkOrigin(draft, asNumberLocale(locale)).errors : {};
    if (!mayNameOrigin(currentRole(session)))
        return <Typography color="text.secondary">{translate('xts.origin.owner_only')}</Typography>;
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
                    lot={lot}
                />
            </AccordionDetails>
        </Accordion>
    );
}
