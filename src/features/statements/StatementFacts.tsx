import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Link, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useNotify, useTranslate } from 'react-admin';
import { formatDateTime, formatNumber } from '../../kit/format';
import { Identifier } from '../../kit/Identifier';
import { formatText } from '../../domain/text';
import { pathTo } from '../../routes/screenPaths';
import type { Statement } from '../../domain/statements';
import { lotPath } from '../lots/lotApi';

/** One labelled fact: the label above its value, readable on a phone as on a desk. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
    return (
        <Box sx={{ minWidth: { xs: '100%', sm: 220 }, flex: '1 1 220px' }}>
            <Typography variant="body2" color="text.secondary">
                {label}
            </Typography>
            <Box sx={{ overflowWrap: 'anywhere' }}>{children}</Box>
        </Box>
    );
}

export function Section({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
    return (
        <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }} id={id}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                {title}
            </Typography>
            {children}
        </Paper>
    );
}

/** What the statement declares: activity, goods, quantities, country, lots and its part of a shipment. */
export function StatementFacts({ statement }: { statement: Statement }) {
    const translate = useTranslate();
    const field = (name: string) => translate(`resources.statements.fields.${name}`);
    const units = statement.supplementaryUnits;
    return (
        <Section title={translate('xts.statements.facts')}>
            <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
                <Fact label={field('activity')}>
                    {translate(`xts.statements.activities.${statement.activity}`)}
                </Fact>
                <Fact label={field('hsHeading')}>
                    <Identifier>{statement.hsHeading}</Identifier>
                </Fact>
                <Fact label={field('description')}>{formatText(statement.description)}</Fact>
                <Fact label={field('netMassKg')}>{formatNumber(statement.netMassKg)}</Fact>
                <Fact label={field('supplementaryUnits')}>
                    {units
                        ? translate('xts.statements.units', {
                              quantity: formatNumber(units.quantity),
                              unit: formatText(units.unit),
                          })
                        : '—'}
                </Fact>
                <Fact label={field('countryOfProduction')}>{statement.countryOfProduction}</Fact>
                <Fact label={field('part')}>
                    {statement.part
                        ? translate('xts.statements.part_of', statement.part)
                        : translate('xts.statements.not_split')}
                </Fact>
                <Fact label={field('lots')}>
                    <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
                        {statement.lots.map((lot) => (
                            <Link
                                key={`${lot.productId}|${lot.lot}`}
                                component={RouterLink}
                                to={lotPath(lot)}
                            >
                                {translate('xts.statements.lot', { lot: formatText(lot.lot) })}
                            </Link>
                        ))}
                    </Stack>
                </Fact>
                {statement.referencedStatements.length > 0 && (
                    <Fact label={field('referencedStatements')}>
                        {statement.referencedStatements.map((ref) => (
                            <div key={ref.referenceNumber}>
                                <Identifier>{`${ref.referenceNumber} / ${ref.verificationNumber}`}</Identifier>
                            </div>
                        ))}
                    </Fact>
                )}
            </Stack>
        </Section>
    );
}

function CopyButton({ text, what }: { text: string; what: string }) {
    const translate = useTranslate();
    const notify = useNotify();
    return (
        <Button
            size="small"
            startIcon={<ContentCopyIcon />}
            onClick={() =>
                navigator.clipboard
                    ?.writeText(text)
                    .then(() => notify('xts.statements.copied', { type: 'success', messageArgs: { what } }))
                    .catch(() => undefined)
            }
        >
            {translate('xts.statements.copy', { what: what.toLocaleLowerCase() })}
        </Button>
    );
}

/** The EU system's reference and verification numbers, each with a copy button. */
export function StatementNumbers({ statement }: { statement: Statement }) {
    const translate = useTranslate();
    const numbers = (['referenceNumber', 'verificationNumber'] as const).filter((key) => statement[key]);
    return (
        <Section title={translate('xts.statements.numbers')}>
            {!numbers.length && (
                <Typography color="text.secondary">{translate('xts.statements.numbers_none')}</Typography>
            )}
            <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
                {numbers.map((key) => {
                    const label = translate(`resources.statements.fields.${key}`);
                    return (
                        <Fact key={key} label={label}>
                            <Stack
                                direction="row"
                                spacing={1}
                                sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                            >
                                <Typography
                                    data-testid={key}
                                    sx={{ fontFamily: 'monospace', fontSize: '1.1rem', fontWeight: 600 }}
                                >
                                    {statement[key]}
                                </Typography>
                                <CopyButton text={statement[key]!} what={label} />
                            </Stack>
                        </Fact>
                    );
                })}
            </Stack>
        </Section>
    );
}

/** Why the EU system refused it, reason by reason; a plot's reason links to that plot's page. */
export function Rejection({ statement }: { statement: Statement }) {
    const translate = useTranslate();
    if (statement.state !== 'rejected' || !statement.rejection.length) return null;
    return (
        <Section title={translate('xts.statements.rejection.title')}>
            <List dense disablePadding aria-label={translate('xts.statements.rejection.title')}>
                {statement.rejection.map((reason, index) => {
                    // The plot by its code in the declared pack when the answer named only the code.
                    const plotId =
                        reason.plotId ??
                        statement.snapshot?.plots.find((plot) => plot.code === reason.plotCode)?.plotId ??
                        null;
                    return (
                        <ListItem key={index} disableGutters sx={{ display: 'block' }}>
                            <Typography component="span" sx={{ fontWeight: 600 }}>
                                {reason.plotCode
                                    ? translate('xts.statements.rejection.plot', { code: reason.plotCode })
                                    : translate('xts.statements.rejection.general')}
                                {': '}
                            </Typography>
                            {formatText(reason.message)}{' '}
                            {plotId != null && reason.plotCode && (
                                <Link component={RouterLink} to={pathTo('plots', 'show', { id: plotId })}>
                                    {translate('xts.statements.rejection.open_plot', {
                                        code: reason.plotCode,
                                    })}
                                </Link>
                            )}
                        </ListItem>
                    );
                })}
            </List>
        </Section>
    );
}

/** Who did what to the statement, and when, newest last. */
export function History({ statement }: { statement: Statement }) {
    const translate = useTranslate();
    return (
        <Section title={translate('xts.statements.history')}>
            <List dense disablePadding>
                {statement.history.map((entry, index) => (
                    <ListItem key={index} disableGutters sx={{ display: 'block' }}>
                        {translate('xts.statements.history_by', {
                            event: translate(`xts.statements.events.${entry.event}`, { _: entry.event }),
                            by: formatText(entry.by),
                            at: formatDateTime(entry.at),
                        })}
                        {entry.note && (
                            <Typography variant="body2" color="text.secondary">
                                {formatText(entry.note)}
                            </Typography>
                        )}
                    </ListItem>
                ))}
            </List>
        </Section>
    );
}
