import { Fragment, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
    Alert,
    Box,
    Button,
    CircularProgress,
    Link,
    Stack,
    TableBody,
    TableCell,
    TableHead,
    TableRow,
    Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { ScrollTable } from '../../kit/ScrollTable';
import { RetryAlert } from '../../kit/RetryAlert';
import { errorText } from '../../kit/errors';
import { formatDateTime, formatNumber } from '../../kit/format';
import { pathTo } from '../../routes/screenPaths';
import type { SnapshotFile, Statement } from '../../domain/statements';
import { download } from '../lots/lotApi';
import { fetchDiff, fetchFile } from './statementApi';
import { Section } from './StatementFacts';

const plotLink = (plot: { plotId: number; code: string }) => (
    <Link component={RouterLink} to={pathTo('plots', 'show', { id: plot.plotId })}>
        {plot.code}
    </Link>
);

/** One frozen file: its bytes and SHA-256, and a download of it exactly as declared. */
function FileRow({ statement, file, label }: { statement: Statement; file: SnapshotFile; label?: string }) {
    const translate = useTranslate();
    const [busy, setBusy] = useState(false);
    const [problem, setProblem] = useState<string | null>(null);
    const get = async () => {
        setBusy(true);
        setProblem(null);
        try {
            const answer = await fetchFile(statement.id, file.name);
            const type = file.name.endsWith('.csv') ? 'text/csv;charset=utf-8' : 'application/geo+json';
            download(new Blob([answer.text], { type }), answer.name);
        } catch (error) {
            setProblem(
                translate('xts.statements.snapshot.download_failed', {
                    name: file.name,
                    message: errorText(error, translate),
                }),
            );
        } finally {
            setBusy(false);
        }
    };
    const words = (key: string) => translate(`xts.statements.snapshot.${key}`);
    return (
        <Box
            component="li"
            aria-label={file.name}
            sx={{ listStyle: 'none', border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
        >
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {label ? `${label}: ${file.name}` : file.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
                {[
                    `${words('bytes')}: ${translate('xts.statements.snapshot.bytes_value', { bytes: formatNumber(file.bytes) })}`,
                    label ? null : `${words('features')}: ${formatNumber(file.features)}`,
                ]
                    .filter(Boolean)
                    .join(' · ')}
            </Typography>
            <Typography variant="body2" component="div">
                {`${words('sha256')}: `}
                <Box component="span" sx={{ fontFamily: 'monospace' }} data-testid="sha256">
                    {/* In groups of 16 that wrap whole, as fingerprints are read: one text copied. */}
                    {file.sha256.match(/.{1,16}/g)!.map((group, index) => (
                        <Fragment key={index}>
                            {index > 0 && <wbr />}
                            <Box component="span" sx={{ display: 'inline-block' }}>
                                {group}
                            </Box>
                        </Fragment>
                    ))}
                </Box>
            </Typography>
            <Button
                size="small"
                startIcon={busy ? <CircularProgress size={16} aria-hidden /> : <DownloadIcon />}
                disabled={busy}
                onClick={get}
                sx={{ mt: 0.5 }}
            >
                {translate('xts.statements.snapshot.download', { name: file.name })}
            </Button>
            {problem && <Alert severity="error">{problem}</Alert>}
        </Box>
    );
}

/** The pack as declared: its files with their hashes, and the plot versions it was made of. */
export function SnapshotPanel({ statement }: { statement: Statement }) {
    const translate = useTranslate();
    const snapshot = statement.snapshot;
    const words = (key: string) => translate(`xts.statements.snapshot.${key}`);
    return (
        <Section title={words('title')}>
            {!snapshot ? (
                <Typography color="text.secondary">{words('none')}</Typography>
            ) : (
                <Stack spacing={1}>
                    <Typography>
                        {translate('xts.statements.snapshot.taken', { at: formatDateTime(snapshot.takenAt) })}
                    </Typography>
                    <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }} aria-label={words('title')}>
                        {snapshot.files.map((file) => (
                            <FileRow key={file.name} statement={statement} file={file} />
                        ))}
                        <FileRow statement={statement} file={snapshot.summary} label={words('summary')} />
                    </Stack>
                    <Typography variant="subtitle2" component="h3">
                        {words('plots')}
                    </Typography>
                    <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
                        {snapshot.plots.map((plot) => (
                            <Link
                                key={plot.plotId}
                                component={RouterLink}
                                to={pathTo('plots', 'show', { id: plot.plotId })}
                            >
                                {translate('xts.statements.snapshot.plot_version', plot)}
                            </Link>
                        ))}
                    </Stack>
                </Stack>
            )}
        </Section>
    );
}

/** The declared plots against the current ones: which changed, which fields, versions, with links. */
export function DiffPanel({ statement }: { statement: Statement }) {
    const translate = useTranslate();
    const diff = useQuery({
        queryKey: ['statement-diff', statement.id, statement.updatedAt],
        enabled: !!statement.snapshot,
        retry: false,
        queryFn: ({ signal }) => fetchDiff(statement.id, signal),
    });
    if (!statement.snapshot) return null;
    const words = (key: string) => translate(`xts.statements.diff.${key}`);
    const data = diff.data;
    const same = data && !data.plots.length && !data.added.length && !data.removed.length;
    return (
        <Section title={words('title')} id="diff">
            {diff.isPending && <CircularProgress aria-label={words('loading')} />}
            {diff.isError && (
                <RetryAlert onRetry={diff.refetch} busy={diff.isFetching} error={diff.error}>
                    {translate('xts.statements.diff.failed', { message: errorText(diff.error, translate) })}
                </RetryAlert>
            )}
            {same && <Alert severity="success">{words('same')}</Alert>}
            {data && data.plots.length > 0 && (
                <Stack spacing={1} sx={{ mb: 1 }}>
                    <Alert severity="warning">{words('changed')}</Alert>
                    <ScrollTable aria-label={words('changed')} size="small">
                        <TableHead>
                            <TableRow>
                                {['plot', 'fields', 'declared', 'current'].map((key) => (
                                    <TableCell key={key}>{words(key)}</TableCell>
                                ))}
                            </TableRow>
                        </TableHead>
                        <TableBody>
                            {data.plots.map((plot) => (
                                <TableRow key={plot.plotId}>
                                    <TableCell>{plotLink(plot)}</TableCell>
                                    <TableCell>
                                        {plot.fields
                                            .map((name) =>
                                                translate(`xts.statements.diff.field_names.${name}`, {
                                                    _: name,
                                                }),
                                            )
                                            .join(', ')}
                                    </TableCell>
                                    <TableCell>{plot.declaredVersion}</TableCell>
                                    <TableCell>{plot.currentVersion}</TableCell>
                                </TableRow>
                            ))}
                        </TableBody>
                    </ScrollTable>
                </Stack>
            )}
            {(['added', 'removed'] as const).map(
                (key) =>
                    data &&
                    data[key].length > 0 && (
                        <Typography key={key} component="div" sx={{ mb: 1 }}>
                            {`${words(key)}: `}
                            {data[key].map((plot, index) => (
                                <span key={plot.plotId}>
                                    {index > 0 && ', '}
                                    {plotLink(plot)}
                                </span>
                            ))}
                        </Typography>
                    ),
            )}
        </Section>
    );
}
