import { useState } from 'react';
import {
    Alert,
    AlertTitle,
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    List,
    ListItem,
    Stack,
    TextField,
    Typography,
} from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '../../../providers/http';
import { can } from '../../../providers/access';
import { currentRole, useSession } from '../../../providers/session';
import { errorText } from '../../../kit/errors';
import { formatDateTime } from '../../../kit/format';
import { ConfirmDialog } from '../../../kit/dialogs';
import { PlotLink } from './OverlapNotes';
import { overlapSize } from './overlapWords';
import type { Plot, PlotOverlap } from '../../../domain/geo/types';

type Translate = ReturnType<typeof useTranslate>;

/** Marking or unmarking a pair changes the lot pages and packs that show it. */
function useAfterChange() {
    const refresh = useRefresh();
    const client = useQueryClient();
    return async () => {
        refresh();
        await Promise.all(
            ['lot-origin', 'eudr-pack'].map((key) => client.invalidateQueries({ queryKey: [key] })),
        );
    };
}

/** The owner's dialog: why the two plots are the same land; the reason is required. */
function MarkDialog({ plot, other, onClose }: { plot: Plot; other: PlotOverlap; onClose: () => void }) {
    const translate = useTranslate();
    const notify = useNotify();
    const afterChange = useAfterChange();
    const [reason, setReason] = useState('');
    const [tried, setTried] = useState(false);
    const [busy, setBusy] = useState(false);
    const [problem, setProblem] = useState<string | null>(null);
    const missing = !reason.trim();
    const save = async () => {
        setTried(true);
        if (missing) return;
        setBusy(true);
        setProblem(null);
        try {
            await call('plotSharedLandMark', {
                body: { plotIds: [plot.id, other.plotId], reason: reason.trim() },
            });
            notify('xts.overlaps.saved', { type: 'success' });
            await afterChange();
            onClose();
        } catch (error) {
            // The dialog stays open with the reason as typed.
            setProblem(translate('xts.overlaps.failed', { message: errorText(error, translate) }));
        } finally {
            setBusy(false);
        }
    };
    return (
        <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm">
            <DialogTitle>
                {translate('xts.overlaps.mark_title', { plot: plot.code, other: other.code })}
            </DialogTitle>
            <DialogContent>
                <Stack spacing={2} sx={{ pt: 1 }}>
                    <Typography variant="body2">{translate('xts.overlaps.mark_hint')}</Typography>
                    <TextField
                        label={translate('xts.overlaps.reason')}
                        value={reason}
                        onChange={(event) => setReason(event.target.value)}
                        required
                        multiline
                        minRows={2}
                        slotProps={{ htmlInput: { maxLength: 500 } }}
                        error={tried && missing}
                        helperText={tried && missing ? translate('xts.overlaps.reason_required') : ' '}
                    />
                    {problem && <Alert severity="error">{problem}</Alert>}
                </Stack>
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose} disabled={busy}>
                    {translate('ra.action.cancel')}
                </Button>
                <Button variant="contained" onClick={save} loading={busy}>
                    {translate('xts.overlaps.save')}
                </Button>
            </DialogActions>
        </Dialog>
    );
}

/** Removing a mark, after confirmation: the overlap stops the pack again. */
function UnmarkButton({ plot, other, translate }: { plot: Plot; other: PlotOverlap; translate: Translate }) {
    const notify = useNotify();
    const afterChange = useAfterChange();
    const [open, setOpen] = useState(false);
    const [busy, setBusy] = useState(false);
    const unmark = async () => {
        setBusy(true);
        try {
            await call('plotSharedLandUnmark', { body: { plotIds: [plot.id, other.plotId] } });
            notify('xts.overlaps.removed', { type: 'info' });
            setOpen(false);
            await afterChange();
        } catch (error) {
            notify('xts.overlaps.failed', {
                type: 'error',
                messageArgs: { message: errorText(error, translate) },
            });
        } finally {
            setBusy(false);
        }
    };
    return (
        <>
            <Button size="small" color="error" onClick={() => setOpen(true)}>
                {translate('xts.overlaps.unmark')}
            </Button>
            <ConfirmDialog
                open={open}
                loading={busy}
                destructive
                title={translate('xts.overlaps.unmark_title')}
                content={translate('xts.overlaps.unmark_content', { plot: plot.code, other: other.code })}
                confirmLabel={translate('xts.overlaps.unmark')}
                onConfirm={unmark}
                onClose={() => setOpen(false)}
            />
        </>
    );
}

/**
 * The other producers' plots this one overlaps, with how much, each linked; a pair marked as shared
 * land shows its reason, who and when; the owner marks a pair, or removes its mark.
 */
export function PlotOverlaps({ plot }: { plot: Plot }) {
    const translate = useTranslate();
    const session = useSession();
    const owner = can(currentRole(session), 'plot-shared-land', 'create');
    const [marking, setMarking] = useState<PlotOverlap | null>(null);
    const overlaps = plot.overlaps ?? [];
    if (!overlaps.length) return null;
    const blocking = overlaps.some((overlap) => overlap.counts && !overlap.shared);
    return (
        <Alert severity={blocking ? 'warning' : 'info'} data-testid="plot-overlaps">
            <AlertTitle>{translate('xts.overlaps.plot_title')}</AlertTitle>
            <List dense disablePadding>
                {overlaps.map((overlap) => (
                    <ListItem key={overlap.plotId} disableGutters sx={{ display: 'block' }}>
                        <Typography variant="body2" component="span">
                            <PlotLink id={overlap.plotId} code={overlap.code} />{' '}
                            {translate('xts.overlaps.plot_item', {
                                producer: overlap.producerName,
                                size: overlapSize(overlap, translate),
                            })}
                            {!overlap.counts && ` · ${translate('xts.overlaps.plot_within')}`}
                        </Typography>
                        {overlap.shared && (
                            <Typography variant="body2" data-testid="plot-shared">
                                {translate('xts.overlaps.plot_shared', {
                                    reason: overlap.shared.reason,
                                    by: overlap.shared.by,
                                    at: formatDateTime(overlap.shared.at),
                                })}
                            </Typography>
                        )}
                        {owner && overlap.shared && (
                            <UnmarkButton plot={plot} other={overlap} translate={translate} />
                        )}
                        {owner && !overlap.shared && (
                            <Button size="small" onClick={() => setMarking(overlap)}>
                                {translate('xts.overlaps.mark')}
                            </Button>
                        )}
                    </ListItem>
                ))}
            </List>
            {marking && <MarkDialog plot={plot} other={marking} onClose={() => setMarking(null)} />}
        </Alert>
    );
}
