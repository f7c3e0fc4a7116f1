import { Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import type { TraceAnswer } from './types';

/**
 * The row of actions on a traced stamp, under its heading. Each action is one element of the row,
 * shown only when it applies (exports, lot actions and the like belong here).
 */
export function TraceActions({ trace }: { trace: TraceAnswer }) {
    const translate = useTranslate();
    const flagged = (trace.scans.items ?? []).some((scan) => scan.flags?.length > 0);
    const actions = [
        flagged && (
            <Button key="rules" size="small" variant="outlined" component={Link} to="/stamp-scan-rules">
                {translate('xts.scans.rules_link')}
            </Button>
        ),
    ].filter(Boolean);
    if (actions.length === 0) return null;
    return (
        <Stack
            direction="row"
            spacing={1}
            useFlexGap
            aria-label={translate('xts.trace.actions')}
            role="group"
            sx={{ flexWrap: 'wrap', mt: 1.5 }}
        >
            {actions}
        </Stack>
    );
}
