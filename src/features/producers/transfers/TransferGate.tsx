import { useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import {
    Alert,
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    Link,
    List,
    ListItem,
    Stack,
    TextField,
    Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { call } from '../../../providers/http';
import { useSession } from '../../../providers/session';
import { errorText, fieldErrorsOf } from '../../../kit/errors';
import type { Transfer } from '../../../domain/producers';

type LotRef = { productId: number | string; lot: string };

/**
 * The buyer named last time in this business, in this tab (a pack usually goes to the same buyers).
 * Kept in memory only: the register on the server holds every recipient for good.
 */
const lastRecipient = new Map<string, string>();
const recipientKey = (bizId: number | string | undefined) => String(bizId ?? '');

/**
 * Before the pack's files are given: the transfer of its producers' data abroad is recorded, to the
 * buyer the user names (remembered per business). The server refuses while a producer lacks consent
 * to a transfer abroad: then no file is given and the dialog names them, each with a link to their
 * page. Once recorded, the pack's other files follow on this page without asking again.
 */
export function useTransferGate(lots: LotRef[]): { gate: (give: () => void) => void; dialog: ReactNode } {
    const translate = useTranslate();
    const bizId = useSession().current_biz?.biz_id;
    const recorded = useRef<string | null>(null);
    const pending = useRef<(() => void) | null>(null);
    const [open, setOpen] = useState(false);
    const [recipient, setRecipient] = useState('');
    const [saving, setSaving] = useState(false);
    const [problem, setProblem] = useState<{ message: string; producers: [string, string][] } | null>(null);
    const packKey = JSON.stringify(lots.map((l) => [Number(l.productId), l.lot]));
    const gate = (give: () => void) => {
        if (recorded.current === packKey) return give();
        pending.current = give;
        setRecipient(lastRecipient.get(recipientKey(bizId)) ?? '');
        setProblem(null);
        setOpen(true);
    };
    const confirm = async () => {
        const name = recipient.trim();
        if (!name)
            return setProblem({ message: translate('xts.transfers.gate.recipient_required'), producers: [] });
        setSaving(true);
        try {
            await call<Transfer>('transferRecord', {
                body: {
                    lots: lots.map((l) => ({ productId: Number(l.productId), lot: l.lot })),
                    recipient: name,
                },
            });
            lastRecipient.set(recipientKey(bizId), name);
            recorded.current = packKey;
            setOpen(false);
            pending.current?.();
        } catch (error) {
            const fields = fieldErrorsOf(error) ?? {};
            setProblem({
                message: errorText(error, translate),
                producers: Object.entries(fields).filter(([key]) => key.startsWith('producers.')),
            });
        } finally {
            setSaving(false);
        }
    };
    const dialog = (
        <Dialog open={open} onClose={saving ? undefined : () => setOpen(false)} fullWidth maxWidth="sm">
            <DialogTitle>{translate('xts.transfers.gate.title')}</DialogTitle>
            <DialogContent>
                <Stack spacing={2} sx={{ pt: 1 }}>
                    <Typography>{translate('xts.transfers.gate.explain')}</Typography>
                    <TextField
                        autoFocus
                        required
                        label={translate('xts.transfers.gate.recipient')}
                        helperText={translate('xts.transfers.gate.recipient_hint')}
                        value={recipient}
                        onChange={(event) => setRecipient(event.target.value)}
                        disabled={saving}
                        slotProps={{ htmlInput: { maxLength: 200 } }}
                    />
                    {problem && (
                        <Alert severity="error">
                            {problem.message}
                            {problem.producers.length > 0 && (
                                <List dense disablePadding>
                                    {problem.producers.map(([key, text]) => (
                                        <ListItem
                                            key={key}
                                            disableGutters
                                            sx={{ display: 'list-item', ml: 2, listStyle: 'disc' }}
                                        >
                                            {text}{' '}
                                            <Link
                                                component={RouterLink}
                                                to={`/producer/detail/${key.slice('producers.'.length)}`}
                                            >
                                                {translate('xts.transfers.gate.record_consent')}
                                            </Link>
                                        </ListItem>
                                    ))}
                                </List>
                            )}
                        </Alert>
                    )}
                </Stack>
            </DialogContent>
            <DialogActions>
                <Button onClick={() => setOpen(false)} disabled={saving}>
                    {translate('ra.action.cancel')}
                </Button>
                <Button variant="contained" onClick={confirm} loading={saving}>
                    {translate('xts.transfers.gate.confirm')}
                </Button>
            </DialogActions>
        </Dialog>
    );
    return { gate, dialog };
}
