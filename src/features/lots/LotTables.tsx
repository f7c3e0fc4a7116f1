import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import {
    Card,
    CardContent,
    Link,
    TableBody,
    TableCell,
    TableHead,
    TableRow,
    Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { pathTo } from '../../routes/screenPaths';
import { formatDateTime, formatNumber } from '../../kit/format';
import { formatText } from '../../domain/text';
import type { LotDetail } from './lotApi';
import { ScrollTable } from '../../kit/ScrollTable';
import { IDENTIFIER_CLASS, identifierSx } from '../../kit/identifierStyle';

function Section({
    title,
    empty,
    head,
    children,
}: {
    title: string;
    empty?: string | null;
    head: string[];
    children: ReactNode;
}) {
    return (
        <Card variant="outlined">
            <CardContent>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
                    {title}
                </Typography>
                {empty ? (
                    <Typography color="text.secondary">{empty}</Typography>
                ) : (
                    <ScrollTable aria-label={title}>
                        <TableHead>
                            <TableRow>
                                {head.map((label) => (
                                    <TableCell key={label}>{label}</TableCell>
                                ))}
                            </TableRow>
                        </TableHead>
                        <TableBody>{children}</TableBody>
                    </ScrollTable>
                )}
            </CardContent>
        </Card>
    );
}

/** The lot's ranges, activations, sales points and provinces. */
export function LotTables({ lot }: { lot: LotDetail }) {
    const translate = useTranslate();
    const col = (key: string) => translate(`xts.lots.columns.${key}`);
    return (
        <>
            <Section title={translate('xts.lots.sections.ranges')} head={[col('range'), col('count')]}>
                {lot.ranges.map((range) => (
                    <TableRow key={range.from}>
                        <TableCell
                            className={IDENTIFIER_CLASS}
                            sx={{ fontFamily: 'monospace', ...identifierSx }}
                        >
                            {range.from === range.to
                                ? range.fromSerial
                                : `${range.fromSerial}–${range.toSerial}`}
                        </TableCell>
                        <TableCell>{formatNumber(range.count)}</TableCell>
                    </TableRow>
                ))}
            </Section>
            <Section
                title={translate('xts.lots.sections.activations')}
                head={['#', col('at'), col('range'), col('count'), col('location'), col('by')]}
            >
                {lot.activations.map((row) => (
                    <TableRow key={row.id}>
                        <TableCell>
                            <Link
                                component={RouterLink}
                                to={pathTo('stamp-activations', 'show', { id: row.id })}
                            >
                                #{row.id}
                            </Link>
                        </TableCell>
                        <TableCell>{formatDateTime(row.createdAt)}</TableCell>
                        <TableCell
                            className={IDENTIFIER_CLASS}
                            sx={{ fontFamily: 'monospace', ...identifierSx }}
                        >
                            {row.rangeText}
                        </TableCell>
                        <TableCell>{formatNumber(row.count)}</TableCell>
                        <TableCell>{formatText(row.locationName ?? '—')}</TableCell>
                        <TableCell>{formatText(row.createdByName)}</TableCell>
                    </TableRow>
                ))}
            </Section>
            <Section
                title={translate('xts.lots.sections.shops')}
                empty={lot.shops.length ? null : translate('xts.lots.no_shops')}
                head={[col('shop'), col('count')]}
            >
                {lot.shops.map((shop) => (
                    <TableRow key={String(shop.shopId)}>
                        <TableCell>
                            {shop.shopName ? formatText(shop.shopName) : translate('xts.lots.no_shop')}
                        </TableCell>
                        <TableCell>{formatNumber(shop.count)}</TableCell>
                    </TableRow>
                ))}
            </Section>
            <Section
                title={translate('xts.lots.sections.provinces')}
                empty={lot.provinces.length ? null : translate('xts.lots.no_scans')}
                head={[col('province'), col('scans')]}
            >
                {lot.provinces.map((row) => (
                    <TableRow key={row.province}>
                        <TableCell>{formatText(row.name)}</TableCell>
                        <TableCell>{formatNumber(row.count)}</TableCell>
                    </TableRow>
                ))}
            </Section>
        </>
    );
}
