import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LotExportPhase } from './useLotEpcisExport';

/** Progress of a lot's EPCIS export in parts, with cancel; a failed part with retry. Nothing for one part. */
export function LotEpcisProgress({
    phase,
    onCancel,
    onRetry,
}: {
    phase: LotExportPhase;
    onCancel: () => void;
    onRetry: () => void;
}) {
    const translate = useTranslate();
    if (phase.kind === 'failed')
        return (
            <Alert
                severity="error"
                action={
                    <Stack direction="row" spacing={1}>
                        <Button color="inherit" onClick={onRetry}>
                            {translate('xts.lots.epcis.retry', { part: phase.part })}
                        </Button>
                        <Button color="inherit" onClick={onCancel}>
                            {translate('xts.lots.epcis.cancel')}
                        </Button>
                    </Stack>
                }
            >
                {translate('xts.lots.epcis.part_failed', {
                    part: phase.part,
                    parts: phase.parts,
                    message: phase.message,
                })}
            </Alert>
        );
    if (phase.kind !== 'running' || phase.parts < 2) return null;
    return (
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Box sx={{ flex: 1 }}>
                    <Typography id="lot-epcis-progress" role="status">
                        {translate('xts.lots.epcis.progress', { part: phase.part, parts: phase.parts })}
                    </Typography>
                    <LinearProgress
                        variant="determinate"
                        value={((phase.part - 1) / phase.parts) * 100}
                        aria-labelledby="lot-epcis-progress"
                    />
                </Box>
                <Button variant="outlined" color="warning" onClick={onCancel}>
                    {translate('xts.lots.epcis.cancel')}
                </Button>
            </Stack>
        </Box>
    );
}
