import { Link as RouterLink } from 'react-router';
import {
    Chip,
    Link,
    List,
    ListItemButton,
    ListItemText,
    TableBody,
    TableCell,
    TableHead,
    TableRow,
    useMediaQuery,
    type Theme,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../../../kit/format';
import { Identifier } from '../../../kit/Identifier';
import { pathTo } from '../../../routes/screenPaths';
import type { Plot } from '../../../domain/geo/types';
import { ScrollTable } from '../../../kit/ScrollTable';

const COLUMNS = ['code', 'producerName', 'crop', 'declaredAreaHa', 'areaHa', 'status'] as const;

const area = (plot: Plot) => (plot.areaHa == null ? '—' : formatNumber(Math.round(plot.areaHa * 100) / 100));

/**
 * One page of a growing location's plots: a table on a wide screen; on a phone, one row per plot
 * (code and producer, then crop and area) as the console's other lists show them.
 */
export function LocationPlotRows({ plots }: { plots: Plot[] }) {
    const translate = useTranslate();
    const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const status = (plot: Plot) => translate(`xts.status.${plot.status}`, { _: plot.status });
    if (small)
        return (
            <List dense aria-label={translate('xts.plots.location.title')} disablePadding>
                {plots.map((plot) => (
                    <ListItemButton
                        key={plot.id}
                        component={RouterLink}
                        to={pathTo('plots', 'show', { id: plot.id })}
                        divider
                    >
                        <ListItemText
                            primary={`${plot.code} · ${plot.producerName ?? ''}`}
                            secondary={`${plot.crop ?? ''} · ${translate('xts.plots.declared_short', {
                                area: formatNumber(plot.declaredAreaHa),
                            })} · ${status(plot)}`}
                        />
                    </ListItemButton>
                ))}
            </List>
        );
    return (
        <ScrollTable aria-label={translate('xts.plots.location.title')}>
            <TableHead>
                <TableRow>
                    {COLUMNS.map((key) => (
                        <TableCell key={key}>{translate(`resources.plots.fields.${key}`)}</TableCell>
                    ))}
                </TableRow>
            </TableHead>
            <TableBody>
                {plots.map((plot) => (
                    <TableRow key={plot.id}>
                        <TableCell>
                            <Link component={RouterLink} to={pathTo('plots', 'show', { id: plot.id })}>
                                <Identifier>{plot.code}</Identifier>
                            </Link>
                        </TableCell>
                        <TableCell>{plot.producerName}</TableCell>
                        <TableCell>{plot.crop}</TableCell>
                        <TableCell>{formatNumber(plot.declaredAreaHa)}</TableCell>
                        <TableCell>{area(plot)}</TableCell>
                        <TableCell>
                            <Chip
                                size="small"
                                color={plot.status === 'active' ? 'success' : 'default'}
                                label={status(plot)}
                            />
                        </TableCell>
                    </TableRow>
                ))}
            </TableBody>
        </ScrollTable>
    );
}
