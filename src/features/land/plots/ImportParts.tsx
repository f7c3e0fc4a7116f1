import { Alert, Box, Button, LinearProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../../../kit/format';
import { errorText } from '../../../kit/errors';
import type { ImportRun } from './plotApi';
import { mergeOutcomes, type PartOutcome } from './importParts';

const colour = { waiting: 'text.secondary', sending: 'text.primary', saved: 'success.main', failed: 'error' };

/**
 * The parts of an import (importParts.ts) and each one's outcome as it comes: saved with what it
 * created and refused, or failed and why, with a retry of the failed parts only. While parts are
 * being sent, or some failed, it speaks for the dialog (its status); once all are saved, the report
 * says what was imported and this list only shows the parts.
 */
export function ImportParts({
    run,
    saving,
    onRetry,
}: {
    run: ImportRun;
    saving: boolean;
    onRetry: () => void;
}) {
    const translate = useTranslate();
    const { parts, outcomes } = run;
    const answered = outcomes.filter((o) => o.state === 'saved' || o.state === 'failed').length;
    const failed = parts.filter((_, at) => outcomes[at].state === 'failed');
    const complete = outcomes.every((o) => o.state === 'saved');
    const outcomeText = (outcome: PartOutcome) => {
        if (outcome.state === 'saved')
            return translate('xts.plots.import.parts.saved', {
                created: formatNumber(outcome.answer.created.length),
                refused: formatNumber(outcome.answer.refused.length),
            });
        if (outcome.state === 'failed')
            return translate('xts.plots.import.parts.failed', {
                message: errorText(outcome.error, translate),
            });
        return translate(`xts.plots.import.parts.${outcome.state}`);
    };
    return (
        <Box>
            {saving && !complete && (
                <>
                    <Typography variant="body2" role="status">
                        {translate('xts.plots.import.parts.progress', {
                            done: formatNumber(answered),
                            total: formatNumber(parts.length),
                        })}
                    </Typography>
                    <LinearProgress
                        aria-label={translate('xts.plots.import.parts.progress_label')}
                        variant="determinate"
                        value={(100 * answered) / Math.max(1, parts.length)}
                    />
                </>
            )}
            {!saving && failed.length > 0 && (
                <Alert
                    severity="error"
                    action={
                        <Button color="inherit" onClick={onRetry}>
                            {translate('xts.plots.import.parts.retry', { smart_count: failed.length })}
                        </Button>
                    }
                >
                    {/* The status is the words alone, not the retry button beside them. */}
                    <span role="status">
                        {translate('xts.plots.import.parts.partly', {
                            created: formatNumber(mergeOutcomes(parts, outcomes).created.length),
                            failed: formatNumber(failed.length),
                            plots: formatNumber(failed.reduce((sum, part) => sum + part.count, 0)),
                        })}
                    </span>
                </Alert>
            )}
            {(parts.length > 1 || !complete) && (
                <List dense aria-label={translate('xts.plots.import.parts.list')}>
                    {parts.map((part, at) => (
                        <ListItem key={part.start} disableGutters>
                            <ListItemText
                                primary={translate('xts.plots.import.parts.part', {
                                    n: at + 1,
                                    from: formatNumber(part.start + 1),
                                    to: formatNumber(part.start + part.count),
                                })}
                                secondary={outcomeText(outcomes[at])}
                                slotProps={{ secondary: { color: colour[outcomes[at].state] } }}
                            />
                        </ListItem>
                    ))}
                </List>
            )}
        </Box>
    );
}
