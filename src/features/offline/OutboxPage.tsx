import { useEffect, useState } from 'react';
import {
    Alert,
    Box,
    Button,
    Card,
    CardActions,
    CardContent,
    Chip,
    CircularProgress,
    Stack,
    Typography,
} from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../kit/dialogs';
import { formatDateTime } from '../../kit/format';
import { usePageTitle } from '../../kit/pageTitle';
import { useMemoryStore } from '../../providers/memoryStore';
import { connection } from '../../providers/connection';
import { fixPathOf } from './calls';
import { discardItem, outbox, pendingCount, refreshOutbox, retryItem, sendOutbox } from './outbox';
import type { OutboxItem } from './queue';

const STATE_COLOR = { waiting: 'warning', sending: 'info', sent: 'success', refused: 'error' } as const;

function ItemCard({ item, onDiscard }: { item: OutboxItem; onDiscard: (item: OutboxItem) => void }) {
    const translate = useTranslate();
    const what = translate(`xts.offline.list.calls.${item.call}`);
    return (
        <Card component="li" variant="outlined" aria-label={what} sx={{ listStyle: 'none' }}>
            <CardContent sx={{ pb: 1 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
                    <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                        {what}
                    </Typography>
                    <Chip
                        size="small"
                        color={STATE_COLOR[item.state]}
                        label={translate(`xts.offline.list.state.${item.state}`)}
                    />
                </Stack>
                {item.detail && (
                    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                        {item.detail}
                    </Typography>
                )}
                <Typography variant="body2" color="text.secondary">
                    {translate('xts.offline.list.made_at', { time: formatDateTime(item.at) })}
                    {item.state === 'sent' &&
                        ` · ${translate('xts.offline.list.sent_at', { time: formatDateTime(item.sentAt ?? item.at) })}`}
                </Typography>
                {item.state === 'waiting' && item.attempts > 0 && (
                    <Typography variant="body2" color="text.secondary">
                        {translate('xts.offline.list.attempts', { smart_count: item.attempts })}
                        {item.nextAt !== null &&
                            ` · ${translate('xts.offline.list.next_try', { time: formatDateTime(item.nextAt) })}`}
                    </Typography>
                )}
                {item.state === 'refused' && (
                    <Alert severity="error" sx={{ mt: 1 }}>
                        {translate('xts.offline.list.reason', {
                            reason: translate(item.reason ?? 'xts.errors.unknown', { _: item.reason }),
                        })}
                    </Alert>
                )}
            </CardContent>
            <CardActions sx={{ flexWrap: 'wrap' }}>
                {item.state === 'refused' && (
                    <Button
                        size="small"
                        component={RouterLink}
                        to={fixPathOf(item.call, item.params, item.body)}
                    >
                        {translate('xts.offline.list.fix')}
                    </Button>
                )}
                {(item.state === 'refused' || item.state === 'waiting') && (
                    <Button size="small" onClick={() => void retryItem(item.id)}>
                        {translate('xts.offline.list.retry')}
                    </Button>
                )}
                {item.state !== 'sending' && (
                    <Button
                        size="small"
                        color="error"
                        aria-label={`${translate('xts.offline.list.discard_label')}: ${what}`}
                        onClick={() => onDiscard(item)}
                    >
                        {translate('xts.offline.list.discard')}
                    </Button>
                )}
            </CardActions>
        </Card>
    );
}

/**
 * "Hộp thư đi": the writes this person made in this business without a connection, in the order
 * they are sent, each with its state; send now, try one again, fix what the server refused, or
 * discard one (asked first).
 */
export function OutboxPage() {
    const translate = useTranslate();
    usePageTitle(translate('xts.offline.page'));
    const { items } = useMemoryStore(outbox);
    const { state } = useMemoryStore(connection);
    const [loaded, setLoaded] = useState(false);
    const [failed, setFailed] = useState(false);
    const [sending, setSending] = useState(false);
    const [discarding, setDiscarding] = useState<OutboxItem | null>(null);
    useEffect(() => {
        refreshOutbox().then(
            () => setLoaded(true),
            () => setFailed(true),
        );
    }, []);
    const waiting = pendingCount(items);
    const sendNow = async () => {
        setSending(true);
        try {
            await sendOutbox(true);
        } finally {
            setSending(false);
        }
    };
    return (
        <Box sx={{ maxWidth: 900, my: 2 }}>
            <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
                {translate('xts.offline.page')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {translate('xts.offline.list.intro')}
            </Typography>
            {state === 'offline' && (
                <Alert severity="info" sx={{ mb: 2 }}>
                    {translate('xts.offline.list.offline')}
                </Alert>
            )}
            <Button
                variant="contained"
                startIcon={
                    sending ? <CircularProgress size={16} color="inherit" aria-hidden /> : <SendIcon />
                }
                onClick={() => void sendNow()}
                disabled={sending || waiting === 0}
                sx={{ mb: 2 }}
            >
                {translate(sending ? 'xts.offline.list.sending' : 'xts.offline.list.send_now')}
            </Button>
            {failed ? (
                <Alert severity="error">{translate('xts.errors.unknown')}</Alert>
            ) : !loaded ? (
                <Typography role="status">{translate('xts.offline.list.loading')}</Typography>
            ) : items.length === 0 ? (
                <Box role="status" sx={{ py: 4, textAlign: 'center' }}>
                    <Typography variant="h6" component="p">
                        {translate('xts.offline.list.empty')}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                        {translate('xts.offline.list.empty_hint')}
                    </Typography>
                </Box>
            ) : (
                <Stack
                    component="ul"
                    spacing={1.5}
                    sx={{ p: 0, m: 0 }}
                    aria-label={translate('xts.offline.page')}
                >
                    {items.map((item) => (
                        <ItemCard key={item.id} item={item} onDiscard={setDiscarding} />
                    ))}
                </Stack>
            )}
            <ConfirmDialog
                open={!!discarding}
                destructive
                content={
                    discarding
                        ? translate('xts.offline.list.discard_confirm', {
                              what: [
                                  translate(`xts.offline.list.calls.${discarding.call}`),
                                  discarding.detail,
                              ]
                                  .filter(Boolean)
                                  .join(' · '),
                          })
                        : ''
                }
                confirmLabel={translate('xts.offline.list.discard_label')}
                onConfirm={() => {
                    const item = discarding;
                    setDiscarding(null);
                    if (item) void discardItem(item.id);
                }}
                onClose={() => setDiscarding(null)}
            />
        </Box>
    );
}
