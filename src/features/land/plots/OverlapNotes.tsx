import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, AlertTitle, Link, List, ListItem } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../../kit/format';
import { pathTo } from '../../../routes/screenPaths';
import type { PackMissing } from '../../../domain/geo/pack';
import { pairKey, type SharedPair } from '../../../domain/geo/packOverlaps';
import type { Plot } from '../../../domain/geo/types';
import { MARKER, marker, overlapGapsOf, overlapSize } from './overlapWords';

/** A plot's code linked to its page. */
export const PlotLink = ({ id, code }: { id: number; code: string }) => (
    <Link component={RouterLink} to={pathTo('plots', 'show', { id })}>
        {code}
    </Link>
);

/** Translated words with markers (`marker`) cut at them: the words stay text, the links elements. */
function LinkedText({ text, links }: { text: string; links: Record<string, ReactNode> }) {
    return text.split(MARKER).map((part, index) => {
        const name = /^⟦(\w+)⟧$/.exec(part)?.[1];
        return <Fragment key={index}>{name && name in links ? links[name] : part}</Fragment>;
    });
}

/** An `overlap` gap of the pack: both plots by code, each linked to its page. */
export function OverlapGap({ gap }: { gap: PackMissing }) {
    const translate = useTranslate();
    const other = gap.other!;
    const text = translate('xts.overlaps.gap', {
        plot: marker('plot'),
        other: marker('other'),
        producer: other.producerName,
        size: overlapSize(other, translate),
    });
    return (
        <span data-testid="overlap-gap">
            <LinkedText
                text={text}
                links={{
                    plot: <PlotLink id={gap.plotId!} code={gap.plotCode ?? ''} />,
                    other: <PlotLink id={other.plotId} code={other.plotCode} />,
                }}
            />
        </span>
    );
}

/** The pairs marked as shared land, each with its reason, who marked it and when. */
export function SharedLandList({ pairs }: { pairs: SharedPair[] }) {
    const translate = useTranslate();
    if (!pairs.length) return null;
    return (
        <Alert severity="info" data-testid="shared-land" className="xts-no-print">
            <AlertTitle>{translate('xts.overlaps.shared_title', { smart_count: pairs.length })}</AlertTitle>
            <List dense disablePadding>
                {pairs.map((pair) => (
                    <ListItem
                        key={pairKey(pair.plotId, pair.other.plotId)}
                        disableGutters
                        sx={{ display: 'list-item', ml: 2, listStyle: 'disc' }}
                    >
                        <LinkedText
                            text={translate('xts.overlaps.shared_item', {
                                plot: marker('plot'),
                                other: marker('other'),
                                reason: pair.shared.reason,
                                by: pair.shared.by,
                                at: formatDateTime(pair.shared.at),
                            })}
                            links={{
                                plot: <PlotLink id={pair.plotId} code={pair.plotCode} />,
                                other: <PlotLink id={pair.other.plotId} code={pair.other.plotCode} />,
                            }}
                        />
                    </ListItem>
                ))}
            </List>
        </Alert>
    );
}

/** On a lot's page: its plots' overlaps that stop the pack, and the shared land marked among them. */
export function LotOverlaps({ plots, shared }: { plots: Plot[]; shared: SharedPair[] }) {
    const translate = useTranslate();
    const gaps = overlapGapsOf(plots);
    return (
        <>
            {gaps.length > 0 && (
                <Alert severity="error" data-testid="lot-overlaps">
                    <AlertTitle>
                        {translate('xts.overlaps.lot_title', { smart_count: gaps.length })}
                    </AlertTitle>
                    <List dense disablePadding>
                        {gaps.map((gap) => (
                            <ListItem
                                key={pairKey(gap.plotId!, gap.other!.plotId)}
                                disableGutters
                                sx={{ display: 'list-item', ml: 2, listStyle: 'disc' }}
                            >
                                <OverlapGap gap={gap} />
                            </ListItem>
                        ))}
                    </List>
                </Alert>
            )}
            <SharedLandList pairs={shared} />
        </>
    );
}
