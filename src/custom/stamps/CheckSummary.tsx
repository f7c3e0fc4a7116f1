import { Alert, AlertTitle, Box, Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../common/format';
import { formatSerial, joinNamed, namedSerials, type SerialRange } from '../../domain/stampRanges';

export interface Refusal {
    reason: string;
    /** Stamps refused for this reason. */
    count: number;
    /** First and last serial at fault. */
    from: number | null;
    to: number | null;
    /** The serials at fault as ranges (the first ones; `count` covers them all). */
    ranges?: SerialRange[];
    code?: string;
    message: string;
}

export interface CheckAnswer {
    operation: string;
    total: number;
    valid: number;
    invalid: number;
    byState: Record<string, number>;
    refusals: Refusal[];
    validRanges: SerialRange[];
    /** The selected stamps already sold (first ranges); servers without it give the count only. */
    soldRanges?: SerialRange[];
}

const SHOWN = 50;

/** One refusal in the console's words (the server's message when the reason is unknown). */
export function refusalText(refusal: Refusal, translate: (key: string, options?: object) => string) {
    const reason = translate(`xts.stamps.check.reasons.${refusal.reason}`, { _: '' });
    if (!reason) return refusal.message;
    if (refusal.reason === 'unknown_code')
        return translate('xts.stamps.check.unknown_code', { code: refusal.code });
    if (refusal.code)
        return translate('xts.stamps.check.code', {
            serial: formatSerial(refusal.from!),
            code: refusal.code,
            reason,
        });
    // The serials at fault, compacted: "Tem 0000000120–0000000130 và 0000000415 đã được bán".
    const ranges = refusal.ranges?.length ? refusal.ranges : [{ from: refusal.from!, to: refusal.to! }];
    const serials = joinNamed(
        namedSerials(ranges, refusal.count),
        translate('xts.stamps.check.and'),
        (count) => translate('xts.stamps.check.others', { count: formatNumber(count) }),
    );
    return refusal.count > 1
        ? translate('xts.stamps.check.serials_counted', {
              serials,
              reason,
              count: formatNumber(refusal.count),
          })
        : translate('xts.stamps.check.serials', { serials, reason });
}

/** What the check call said: how many stamps are valid, which are not and why. */
export function CheckSummary({
    answer,
    onKeepValid,
    disabled,
}: {
    answer: CheckAnswer;
    onKeepValid: () => void;
    disabled?: boolean;
}) {
    const translate = useTranslate();
    const states = Object.entries(answer.byState ?? {}).filter(([, count]) => count > 0);
    const stateLine = states.length
        ? translate('xts.stamps.check.by_state', {
              states: states
                  .map(
                      ([state, count]) =>
                          `${translate(`xts.stamps.states.${state}`)}: ${formatNumber(count)}`,
                  )
                  .join(' · '),
          })
        : '';
    if (answer.invalid === 0)
        return (
            <Alert severity="success" role="status" data-testid="check-summary">
                <AlertTitle>
                    {translate('xts.stamps.check.all_valid', { count: formatNumber(answer.valid) })}
                </AlertTitle>
                {stateLine}
            </Alert>
        );
    return (
        <Alert severity="error" role="status" data-testid="check-summary">
            <AlertTitle>
                {translate('xts.stamps.check.some_invalid', {
                    valid: formatNumber(answer.valid),
                    invalid: formatNumber(answer.invalid),
                })}
            </AlertTitle>
            {stateLine && <Typography variant="body2">{stateLine}</Typography>}
            <List dense disablePadding>
                {answer.refusals.slice(0, SHOWN).map((refusal, index) => (
                    <ListItem key={index} disableGutters>
                        <ListItemText primary={refusalText(refusal, translate)} />
                    </ListItem>
                ))}
            </List>
            {answer.refusals.length > SHOWN && (
                <Typography variant="body2">
                    {translate('xts.stamps.check.more', { count: answer.refusals.length - SHOWN })}
                </Typography>
            )}
            {answer.valid > 0 && (
                <Box sx={{ mt: 1 }}>
                    <Button
                        variant="outlined"
                        color="inherit"
                        size="small"
                        onClick={onKeepValid}
                        disabled={disabled}
                    >
                        {translate('xts.stamps.check.keep_valid', { count: formatNumber(answer.valid) })}
                    </Button>
                </Box>
            )}
        </Alert>
    );
}
