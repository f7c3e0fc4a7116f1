import { Link as RouterLink } from 'react-router';
import { Box, Chip, Link, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { call } from '../../providers/http';
import { pathTo } from '../../routes/screenPaths';
import { formatDateTime } from '../../kit/format';
import { formatText } from '../../domain/text';
import type { ScanRuleCode, ScanRules } from '../../domain/scanRules';
import { EventDetails } from './EventDetails';
import { recallReasonText } from '../lots/lotApi';
import { EVENT_RESOURCE, type TraceAnswer, type TraceEvent, type TraceScan } from './types';

type Recall = NonNullable<TraceAnswer['recall']>;
type Entry =
    | { at: string; event: TraceEvent; scan?: undefined; number?: undefined; recall?: undefined }
    | { at: string; scan: TraceScan; number: number; event?: undefined; recall?: undefined }
    | { at: string; recall: Recall; scan?: undefined; event?: undefined; number?: undefined };

/** The stamp's steps and its consumers' scans in the order they happened (steps first at equal times). */
function timelineEntries(trace: TraceAnswer): Entry[] {
    const entries: Entry[] = [
        ...trace.events.map((event) => ({ at: event.at, event })),
        ...(trace.scans.items ?? []).map((scan, index) => ({ at: scan.at, scan, number: index + 1 })),
        // The lot's recall is a step of the stamp's life too (the consumer is warned from then on).
        ...(trace.recall ? [{ at: trace.recall.createdAt, recall: trace.recall }] : []),
    ];
    return entries
        .map((entry, order) => ({ entry, order, time: Date.parse(entry.at) || 0 }))
        .sort((a, b) => a.time - b.time || a.order - b.order)
        .map(({ entry }) => entry);
}

/** The recall of the stamp's lot, in the timeline. */
function RecallEntry({ recall, lot }: { recall: Recall; lot: string | null }) {
    const translate = useTranslate();
    return (
        <Box component="li" sx={{ borderLeft: 3, borderColor: 'error.main', pl: 2, py: 1, my: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>
                {translate('xts.stamp_meaning.recall_event', { lot: formatText(lot) })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
                {formatDateTime(recall.createdAt)}
            </Typography>
            <Typography variant="body2">
                {translate('xts.stamp_meaning.recall_reason', {
                    reason: recallReasonText(recall as Parameters<typeof recallReasonText>[0], translate),
                })}
            </Typography>
        </Box>
    );
}

/** A rule a scan triggered, in plain words, with the business's threshold when known. */
function RuleReason({
    code,
    rules,
    number,
}: {
    code: ScanRuleCode;
    rules: ScanRules | undefined;
    number: number;
}) {
    const translate = useTranslate();
    const detail =
        code === 'too_many_scans' && rules
            ? translate('xts.scans.details.too_many_scans', { max: rules.tooManyScans.maxScans, number })
            : code === 'far_apart' && rules
              ? translate('xts.scans.details.far_apart', {
                    km: rules.farApart.distanceKm,
                    hours: rules.farApart.withinHours,
                })
              : translate(`xts.scans.details.${code}`, { _: '' });
    return (
        <Typography component="li" variant="body2">
            <strong>{translate(`xts.scans.rules.${code}`, { _: code })}</strong>
            {detail ? `: ${detail}` : ''}
        </Typography>
    );
}

function ScanEntry({
    scan,
    number,
    rules,
}: {
    scan: TraceScan;
    number: number;
    rules: ScanRules | undefined;
}) {
    const translate = useTranslate();
    const flags = scan.flags ?? [];
    const where = [scan.place, scan.province].filter(Boolean).map(formatText).join(', ');
    return (
        <Box
            component="li"
            data-testid="trace-scan"
            sx={{ borderLeft: 3, borderColor: flags.length ? 'error.main' : 'grey.400', pl: 2, py: 1, my: 1 }}
        >
            <Typography sx={{ fontWeight: 600 }}>
                {translate('xts.scans.timeline.scan', { number })}{' '}
                {flags.length > 0 && (
                    <Chip size="small" color="error" label={translate('xts.scans.timeline.suspicious')} />
                )}
            </Typography>
            <Typography variant="body2" color="text.secondary">
                {[
                    formatDateTime(scan.at),
                    where,
                    translate(`xts.scans.devices.${scan.device}`, { _: scan.device }),
                ]
                    .filter(Boolean)
                    .join(' · ')}
            </Typography>
            {flags.length > 0 && (
                <Box
                    component="ul"
                    aria-label={translate('xts.scans.timeline.why')}
                    sx={{ m: 0, pl: 2.5, color: 'error.dark' }}
                >
                    {flags.map((code) => (
                        <RuleReason key={code} code={code} rules={rules} number={number} />
                    ))}
                </Box>
            )}
        </Box>
    );
}

/** The timeline of a traced stamp: printed, activated, sold, destroyed, and every scan, suspicious ones marked. */
export function TraceTimeline({ trace }: { trace: TraceAnswer }) {
    const translate = useTranslate();
    const hasItems = Array.isArray(trace.scans.items);
    const flagged = (trace.scans.items ?? []).some((scan) => scan.flags?.length > 0);
    const rules = useQuery({
        queryKey: ['scanRules'],
        enabled: flagged,
        retry: false,
        queryFn: ({ signal }) => call<ScanRules>('scanRules', { signal }),
    });
    return (
        <>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 2 }}>
                {translate('xts.trace.timeline')}
            </Typography>
            {!hasItems && trace.scans.count > 0 && (
                <Typography variant="body2" color="text.secondary">
                    {translate('xts.scans.timeline.not_provided')}
                </Typography>
            )}
            <Box
                component="ol"
                aria-label={translate('xts.trace.timeline')}
                sx={{ listStyle: 'none', p: 0, m: 0 }}
            >
                {timelineEntries(trace).map((entry) =>
                    entry.recall ? (
                        <RecallEntry key="recall" recall={entry.recall} lot={trace.lot} />
                    ) : entry.scan ? (
                        <ScanEntry
                            key={`scan-${entry.number}`}
                            scan={entry.scan}
                            number={entry.number}
                            rules={rules.data}
                        />
                    ) : (
                        <Box
                            component="li"
                            key={entry.event.kind}
                            sx={{
                                borderLeft: 3,
                                borderColor: entry.event.kind === 'destroyed' ? 'error.main' : 'primary.main',
                                pl: 2,
                                py: 1,
                                my: 1,
                            }}
                        >
                            <Typography sx={{ fontWeight: 600 }}>
                                {translate(`xts.trace.events.${entry.event.kind}`)}{' '}
                                <Link
                                    component={RouterLink}
                                    to={pathTo(EVENT_RESOURCE[entry.event.kind], 'show', {
                                        id: entry.event.recordId,
                                    })}
                                >
                                    #{entry.event.recordId}
                                </Link>
                            </Typography>
                            <Typography variant="body2" color="text.secondary">
                                {formatDateTime(entry.event.at)} · {formatText(entry.event.by)}
                            </Typography>
                            <EventDetails event={entry.event} />
                        </Box>
                    ),
                )}
            </Box>
        </>
    );
}
