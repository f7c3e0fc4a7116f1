import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
    Alert,
    Button,
    Card,
    CardContent,
    Chip,
    CircularProgress,
    Stack,
    TableBody,
    TableCell,
    TableHead,
    TableRow,
    Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import PrintIcon from '@mui/icons-material/Print';
import { useRecordContext, useTranslate } from 'react-admin';
import { can } from '../../../providers/access';
import { currentRole, useSession } from '../../../providers/session';
import { ScrollTable } from '../../../kit/ScrollTable';
import { formatDate, formatDateTime } from '../../../kit/format';
import type { Consent, Producer } from '../../../domain/producers';
import { currentByPurpose, useConsents } from './consentQuery';
import { ConsentDialog } from './ConsentDialog';
import { WithdrawDialog } from './WithdrawDialog';

/** How a consent was obtained, in a few words: the method, and its witness. */
function HowGiven({ consent }: { consent: Consent }) {
    const translate = useTranslate();
    return (
        <>
            {translate(`xts.consents.methods.${consent.method}`)}
            {consent.witness && ` (${translate('xts.consents.witnessed', { name: consent.witness })})`}
            {consent.evidenceUrl && (
                <>
                    {' · '}
                    <a href={consent.evidenceUrl} target="_blank" rel="noreferrer">
                        {translate('xts.consents.photo')}
                    </a>
                </>
            )}
        </>
    );
}

/**
 * The producer's consents on their page: what they consent to now, purpose by purpose, every consent
 * given and withdrawn, recording one and withdrawing one (owners and users); the form to print.
 */
export function ConsentSection({ producer }: { producer: Producer }) {
    const translate = useTranslate();
    const role = currentRole(useSession());
    // The server refuses anything new on a household whose data were deleted (409): nothing offers it.
    const erased = producer.anonymised;
    const mayRecord = can(role, 'producer-consents', 'create') && !erased;
    const mayWithdraw = can(role, 'producer-consents', 'edit') && !erased;
    const query = useConsents(producer.id);
    const [recording, setRecording] = useState(false);
    const [withdrawing, setWithdrawing] = useState<Consent | null>(null);
    if (!can(role, 'producer-consents', 'list')) return null;
    const consents = query.data ?? [];
    return (
        <Card component="section" aria-labelledby="consents-heading">
            <CardContent>
                <Stack spacing={2}>
                    <Stack
                        direction="row"
                        spacing={1}
                        useFlexGap
                        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
                    >
                        <Typography id="consents-heading" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
                            {translate('xts.consents.title')}
                        </Typography>
                        <Button
                            component={RouterLink}
                            to={`/producer/consent-form/${producer.id}`}
                            startIcon={<PrintIcon />}
                        >
                            {translate('xts.consents.print_form')}
                        </Button>
                        {mayRecord && (
                            <Button
                                variant="contained"
                                startIcon={<AddIcon />}
                                onClick={() => setRecording(true)}
                            >
                                {translate('xts.consents.record')}
                            </Button>
                        )}
                    </Stack>
                    {erased && <Alert severity="info">{translate('xts.consents.erased')}</Alert>}
                    {query.isPending && (
                        <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
                    )}
                    {query.isError && (
                        <Alert
                            severity="error"
                            action={
                                <Button onClick={() => query.refetch()}>
                                    {translate('xts.errors.retry')}
                                </Button>
                            }
                        >
                            {translate('xts.consents.load_error')}
                        </Alert>
                    )}
                    {query.isSuccess && (
                        <>
                            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                                {currentByPurpose(consents).map(([purpose, consent]) => (
                                    <Stack
                                        component="li"
                                        key={purpose}
                                        direction="row"
                                        spacing={1}
                                        useFlexGap
                                        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
                                    >
                                        <Chip
                                            size="small"
                                            color={consent ? 'success' : 'warning'}
                                            label={translate(
                                                consent ? 'xts.consents.given' : 'xts.consents.missing',
                                            )}
                                        />
                                        <Typography sx={{ fontWeight: 500 }}>
                                            {translate(`xts.producers.purposes.${purpose}`)}
                                        </Typography>
                                        {consent && (
                                            <Typography variant="body2" color="text.secondary">
                                                {translate('xts.consents.since', {
                                                    date: formatDate(consent.givenAt),
                                                })}{' '}
                                                · <HowGiven consent={consent} />
                                            </Typography>
                                        )}
                                    </Stack>
                                ))}
                            </Stack>
                            <Typography variant="subtitle1" component="h3">
                                {translate('xts.consents.history')}
                            </Typography>
                            {consents.length === 0 ? (
                                <Typography color="text.secondary">
                                    {translate('xts.consents.empty')}
                                </Typography>
                            ) : (
                                <ScrollTable size="small">
                                    <TableHead>
                                        <TableRow>
                                            <TableCell>{translate('xts.consents.fields.givenAt')}</TableCell>
                                            <TableCell>{translate('xts.consents.fields.purposes')}</TableCell>
                                            <TableCell>{translate('xts.consents.fields.method')}</TableCell>
                                            <TableCell>
                                                {translate('xts.consents.fields.recordedBy')}
                                            </TableCell>
                                            <TableCell>{translate('xts.consents.fields.state')}</TableCell>
                                        </TableRow>
                                    </TableHead>
                                    <TableBody>
                                        {consents.map((consent) => (
                                            <TableRow key={consent.id}>
                                                <TableCell>{formatDate(consent.givenAt)}</TableCell>
                                                <TableCell>
                                                    {consent.purposes
                                                        .map((p) => translate(`xts.producers.purposes.${p}`))
                                                        .join(', ')}
                                                </TableCell>
                                                <TableCell>
                                                    <HowGiven consent={consent} />
                                                </TableCell>
                                                <TableCell>{consent.recordedBy}</TableCell>
                                                <TableCell>
                                                    {consent.withdrawnAt ? (
                                                        translate('xts.consents.withdrawn_on', {
                                                            date: formatDateTime(consent.withdrawnAt),
                                                            by: consent.withdrawnBy ?? '',
                                                        })
                                                    ) : mayWithdraw ? (
                                                        <Button
                                                            size="small"
                                                            color="error"
                                                            onClick={() => setWithdrawing(consent)}
                                                        >
                                                            {translate('xts.consents.withdraw')}
                                                        </Button>
                                                    ) : (
                                                        translate('xts.consents.in_force')
                                                    )}
                                                </TableCell>
                                            </TableRow>
                                        ))}
                                    </TableBody>
                                </ScrollTable>
                            )}
                        </>
                    )}
                </Stack>
            </CardContent>
            {recording && <ConsentDialog producer={producer} onClose={() => setRecording(false)} />}
            {withdrawing && <WithdrawDialog consent={withdrawing} onClose={() => setWithdrawing(null)} />}
        </Card>
    );
}

/** The consents of the producer the page shows (its record context). */
export function RecordConsents() {
    const producer = useRecordContext<Producer>();
    return producer ? <ConsentSection producer={producer} /> : null;
}
