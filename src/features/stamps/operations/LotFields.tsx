import { Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isGs1Lot, suggestGs1Lot } from '../../../domain/gs1';
import type { FieldProps } from './fieldProps';

/**
 * The lot as people write it (Vietnamese allowed, what screens and the public page show) and,
 * beside it, its GS1 lot code: what QR codes (AI 10) and EPCIS carry. The code follows the lot as
 * it is typed (the lot itself when GS1 can carry it, else a proposal without diacritics or spaces)
 * until the user edits it; the lot field says when GS1 cannot carry the lot as typed.
 */
export function LotFields({ props, lotLabel }: { props: FieldProps; lotLabel: string }) {
    const translate = useTranslate();
    const { fields, set, errors, disabled } = props;
    const lot = fields.lot ?? '';
    const gs1Lot = fields.gs1Lot ?? '';
    const setLot = (value: string) => {
        // The code keeps following the lot while it is the proposal for the lot typed so far.
        if (!gs1Lot || gs1Lot === suggestGs1Lot(lot.trim())) set('gs1Lot', suggestGs1Lot(value.trim()));
        set('lot', value);
    };
    const lotError = errors.lot;
    const codeError = errors.gs1Lot;
    const carried = lot.trim() && isGs1Lot(lot.trim());
    const lotHint = !lot.trim() ? ' ' : translate(carried ? 'xts.gs1.lot_is_gs1' : 'xts.gs1.lot_not_gs1');
    return (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
            <TextField
                label={lotLabel}
                value={lot}
                onChange={(event) => setLot(event.target.value)}
                disabled={disabled}
                required
                error={!!lotError}
                helperText={lotError ? translate(lotError, { _: lotError }) : lotHint}
                fullWidth
                slotProps={{ htmlInput: { maxLength: 50 } }}
            />
            <TextField
                label={translate('xts.gs1.gs1_lot')}
                value={gs1Lot}
                onChange={(event) => set('gs1Lot', event.target.value)}
                disabled={disabled}
                required={!!lot.trim()}
                error={!!codeError}
                helperText={
                    codeError ? translate(codeError, { _: codeError }) : translate('xts.gs1.gs1_lot_hint')
                }
                fullWidth
                slotProps={{ htmlInput: { maxLength: 20, spellCheck: false } }}
            />
        </Stack>
    );
}
