import { Alert, AlertTitle, Checkbox, FormControlLabel } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../../../kit/format';
import { joinNamed, namedSerials } from '../../../domain/stampRanges';
import { soldIn, type CheckAnswer } from './checkAnswer';

/**
 * In the confirmation of a destruction that includes sold stamps: which ones (count and serials),
 * what their buyers will read, and a box to tick before the destruction can go ahead.
 */
export function SoldWarning({
    answer,
    acknowledged,
    onAcknowledge,
}: {
    answer: CheckAnswer;
    acknowledged: boolean;
    onAcknowledge: (value: boolean) => void;
}) {
    const translate = useTranslate();
    const count = soldIn(answer);
    const ranges = answer.soldRanges ?? [];
    const serials = ranges.length
        ? joinNamed(namedSerials(ranges, count), translate('xts.stamps.check.and'), (others) =>
              translate('xts.stamps.check.others', { count: formatNumber(others) }),
          )
        : '';
    return (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="sold-warning">
            <AlertTitle>{translate('xts.sold_warning.title', { count: formatNumber(count) })}</AlertTitle>
            {serials && translate('xts.sold_warning.serials', { serials })}{' '}
            {translate('xts.sold_warning.consequence')}
            <FormControlLabel
                sx={{ display: 'flex', mt: 1 }}
                control={
                    <Checkbox
                        checked={acknowledged}
                        onChange={(event) => onAcknowledge(event.target.checked)}
                    />
                }
                label={translate('xts.sold_warning.acknowledge', {
                    smart_count: count,
                    count: formatNumber(count),
                })}
            />
        </Alert>
    );
}
