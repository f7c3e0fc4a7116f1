import { memo } from 'react';
import { Chip, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PlotFileFeature } from '../../../domain/geo/readers';
import { formatNumber } from '../../../kit/format';

export type ImportRowState = 'refused' | 'not_saved' | 'imported' | 'will_import';

interface Props {
    feature: PlotFileFeature;
    state: ImportRowState;
    reasons: string[];
    warnings: string[];
}

const same = (a: Props, b: Props) =>
    a.feature === b.feature &&
    a.state === b.state &&
    a.reasons.join('\n') === b.reasons.join('\n') &&
    a.warnings.join('\n') === b.warnings.join('\n');

/**
 * One feature of the import report. Drawn again only when what it says changes: each part saved
 * changes a few rows' outcome, not the hundreds shown, and the page stays responsive meanwhile.
 */
export const ImportRow = memo(function ImportRow({ feature, state, reasons, warnings }: Props) {
    const translate = useTranslate();
    return (
        <TableRow>
            <TableCell>{feature.index + 1}</TableCell>
            <TableCell>
                {[feature.fields.code ?? feature.name, feature.fields.producerName]
                    .filter(Boolean)
                    .join(' · ') || '—'}
            </TableCell>
            <TableCell>
                {feature.check.areaHa != null
                    ? `${formatNumber(Math.round(feature.check.areaHa * 100) / 100)} ha`
                    : feature.fields.declaredAreaHa != null
                      ? `${formatNumber(feature.fields.declaredAreaHa)} ha`
                      : '—'}
            </TableCell>
            <TableCell>
                <Chip
                    size="small"
                    color={state === 'refused' ? 'error' : state === 'not_saved' ? 'default' : 'success'}
                    label={translate(`xts.plots.import.${state}`)}
                />
                {[...reasons, ...warnings].map((text, index) => (
                    <Typography
                        key={index}
                        variant="body2"
                        color={index < reasons.length ? 'error' : 'warning.main'}
                    >
                        {text}
                    </Typography>
                ))}
            </TableCell>
        </TableRow>
    );
}, same);
