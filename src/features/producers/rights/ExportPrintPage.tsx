import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { Alert, Button, CircularProgress, GlobalStyles, Stack, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import EditIcon from '@mui/icons-material/Edit';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { usePageTitle } from '../../../kit/pageTitle';
import { formatDate, formatDateTime, formatNumber } from '../../../kit/format';
import { useWards } from '../../../kit/addressData';
import { pathTo } from '../../../routes/screenPaths';
import { fetchExport, type ProducerExport } from './rightsApi';

const PRINT_STYLES = {
    '@media print': {
        'header, nav, .RaSidebar-root, .MuiAppBar-root, .xts-no-print': { display: 'none !important' },
    },
};

/** A titled part of the document, "Không có." when it holds nothing. */
function Part({ title, lines }: { title: string; lines: ReactNode[] }) {
    const translate = useTranslate();
    return (
        <Stack spacing={0.5} component="section">
            <Typography variant="h6" component="h2">
                {title}
            </Typography>
            {lines.length ? (
                lines.map((line, i) => <Typography key={i}>{line}</Typography>)
            ) : (
                <Typography color="text.secondary">{translate('xts.rights.print.none')}</Typography>
            )}
        </Stack>
    );
}

function Document({ data }: { data: ProducerExport }) {
    const translate = useTranslate();
    const words = (key: string, args?: Record<string, unknown>) => translate(`xts.rights.print.${key}`, args);
    const field = (name: string) => translate(`resources.producers.fields.${name}`);
    const { producer } = data;
    const wards = useWards(producer.provinceCode);
    const ward = wards.data?.find((w: { code: string }) => w.code === producer.wardCode) as
        { name: string } | undefined;
    return (
        <>
            <Typography variant="h5" component="h1" sx={{ textAlign: 'center' }}>
                {words('title')}
            </Typography>
            <Typography>
                {words('intro', {
                    business: data.business,
                    name: producer.name,
                    date: formatDateTime(data.exportedAt),
                })}
            </Typography>
            <Part
                title={words('person')}
                lines={[
                    `${field('name')}: ${producer.name}`,
                    `${field('idNumber')}: ${producer.idNumber ?? '—'}`,
                    `${field('phone')}: ${producer.phone ?? '—'}`,
                    `${field('wardCode')}: ${ward?.name ?? producer.wardCode ?? '—'}`,
                    `${field('createdAt')}: ${formatDateTime(producer.createdAt)}`,
                ]}
            />
            <Part
                title={words('consents')}
                lines={data.consents.map((c) =>
                    [
                        words('consent_line', {
                            purposes: c.purposes
                                .map((p) => translate(`xts.producers.purposes.${p}`))
                                .join(', '),
                            method: translate(`xts.consents.methods.${c.method}`),
                            date: formatDate(c.givenAt),
                        }),
                        c.withdrawnAt ? words('withdrawn', { date: formatDate(c.withdrawnAt) }) : null,
                    ]
                        .filter(Boolean)
                        .join('; '),
                )}
            />
            <Part
                title={words('plots')}
                lines={data.plots.map((p) =>
                    words('plot_line', {
                        code: p.code,
                        crop: p.crop,
                        location: p.locationName,
                        area: formatNumber(p.areaHa ?? p.declaredAreaHa),
                    }),
                )}
            />
            <Part
                title={words('transfers')}
                lines={data.transfers.map((t) =>
                    words('transfer_line', { date: formatDateTime(t.at), recipient: t.recipient }),
                )}
            />
            <Part
                title={words('statements')}
                lines={data.statements.map((s) =>
                    translate('xts.rights.statement', {
                        reference: s.referenceNumber ?? s.internalReference,
                        declared: formatDate(s.declaredAt),
                        until: formatDate(s.keptUntil),
                    }),
                )}
            />
            <Part
                title={words('access')}
                lines={data.accessLog.map((e) =>
                    words('access_line', {
                        date: formatDateTime(e.at),
                        by: e.by,
                        role: translate(`xts.access.roles.${e.role}`),
                        action: translate(`xts.access.actions.${e.action}`),
                    }),
                )}
            />
        </>
    );
}

/**
 * Everything the business holds about one household, in plain Vietnamese, to print or save as PDF
 * (the browser's print dialog) and hand to the household; the server logs each reading as an export.
 * A mistake found in it is corrected on the household's edit page.
 */
export default function ExportPrintPage() {
    const translate = useTranslate();
    const id = Number(useParams().id);
    usePageTitle(translate('xts.rights.print.page'));
    const query = useQuery({
        queryKey: ['producer-export', id],
        // Each reading is an export written to the access log: read once per visit.
        staleTime: Infinity,
        gcTime: 0,
        refetchOnWindowFocus: false,
        retry: false,
        queryFn: ({ signal }) => fetchExport(id, 'print', signal),
    });
    const producer = query.data?.producer;
    return (
        <Stack spacing={2} sx={{ maxWidth: 800, my: 2, mx: 'auto' }}>
            <GlobalStyles styles={PRINT_STYLES} />
            {query.isPending && <CircularProgress aria-label={translate('ra.page.loading')} />}
            {query.isError && (
                <Alert
                    severity="error"
                    action={<Button onClick={() => query.refetch()}>{translate('xts.errors.retry')}</Button>}
                >
                    {translate('xts.rights.print.load_error')}
                </Alert>
            )}
            {query.data && producer && (
                <>
                    <Stack spacing={1} className="xts-no-print">
                        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                            <Button component={RouterLink} to={pathTo('producers', 'show', { id })}>
                                {producer.name}
                            </Button>
                            <Button
                                variant="contained"
                                startIcon={<PrintIcon />}
                                onClick={() => window.print()}
                            >
                                {translate('xts.rights.print.pdf')}
                            </Button>
                            {!producer.anonymised && (
                                <Button
                                    component={RouterLink}
                                    to={pathTo('producers', 'edit', { id })}
                                    startIcon={<EditIcon />}
                                >
                                    {translate('xts.rights.print.correct')}
                                </Button>
                            )}
                        </Stack>
                        <Typography variant="body2" color="text.secondary">
                            {translate('xts.rights.print.pdf_hint')}
                        </Typography>
                    </Stack>
                    <Document data={query.data} />
                    {!producer.anonymised && (
                        <Typography className="xts-no-print" color="text.secondary">
                            {translate('xts.rights.print.correct_hint')}
                        </Typography>
                    )}
                </>
            )}
        </Stack>
    );
}
