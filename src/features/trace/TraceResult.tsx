import { Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../../kit/format';
import { ConsumerView } from './ConsumerView';
import { TraceActions } from './TraceActions';
import TraceLotLinks from '../lots/TraceLotLinks';
import { TraceTimeline } from './TraceTimeline';
import { STATE_COLOR, meaningOf, type TraceAnswer } from './types';

/** One traced stamp: what it is, what can be done with it, its timeline, what a consumer sees. */
export function TraceResult({ trace }: { trace: TraceAnswer }) {
    const translate = useTranslate();
    const meaning = meaningOf(trace);
    return (
        <Stack spacing={2}>
            <Card>
                <CardContent>
                    <Stack
                        direction="row"
                        spacing={2}
                        useFlexGap
                        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                    >
                        <Typography variant="h6" component="h2">
                            {translate('xts.trace.stamp', { serial: trace.serialText })}
                        </Typography>
                        <Chip
                            color={STATE_COLOR[trace.state as keyof typeof STATE_COLOR] ?? 'default'}
                            label={translate(`xts.stamps.states.${trace.state}`)}
                        />
                        <Chip
                            variant="outlined"
                            color={meaning.severity}
                            label={translate('xts.stamp_meaning.consumer_sees', {
                                meaning: translate(`xts.stamp_meaning.short.${meaning.meaning}`),
                            })}
                        />
                    </Stack>
                    <Typography sx={{ fontFamily: 'monospace' }}>
                        {translate('xts.stamps.code')}: {trace.code}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                        {translate('xts.trace.scans', { count: formatNumber(trace.scans.count) })}
                    </Typography>
                    <TraceLotLinks trace={trace} />
                    <TraceActions trace={trace} />
                    <TraceTimeline trace={trace} />
                </CardContent>
            </Card>
            <ConsumerView trace={trace} />
        </Stack>
    );
}
