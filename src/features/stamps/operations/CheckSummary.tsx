import { Alert, AlertTitle, Box, Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../../../kit/format';
import { refusalText, type CheckAnswer } from './checkAnswer';

const SHOWN = 50;

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
